// Scorepad without a connection. The pages work without JavaScript; this keeps a phone useful
// at a table in a garden or a train:
// - a banner while offline, and words for every request that could not reach the server;
// - deals saved offline kept in IndexedDB, shown under the sheet as waiting, and sent in order
//   with their deal number and key (a replay records nothing twice) once the connection
//   returns and on every page load; a refusal or a conflict is kept with its reason, to be put
//   back in the form or discarded;
// - the entry guiding the table offline: the next entries' forms come rendered by the server
//   (<template data-offline-step>, scorepad/templatetags/offline_tags.py) with what each one
//   works out as it is filled (#offline-plan: the dealer's closed bid, the trick count, the
//   other team's card points);
// - what static/js/rules-search.js (the rule pages' search, answered in the browser when the
//   server cannot be reached) needs: window.scorepadOffline;
// - a reload offered when a new version's service worker takes over; the screen kept awake.
(function () {
  "use strict";

  var stringsElement = document.getElementById("offline-strings");
  var words = stringsElement ? JSON.parse(stringsElement.textContent) : {};

  function say(template, values) {
    return String(template || "").replace(/%\((\w+)\)[sd]/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  // Saying what is happening ------------------------------------------------------------------

  var unreachable = false; // a request failed although the browser believes it is online

  function isOffline() { return !navigator.onLine || unreachable; }

  function showBanner() {
    var banner = document.getElementById("offline-banner");
    if (!banner) return;
    banner.textContent = words.offline || "";
    banner.hidden = !isOffline();
  }

  function tell(text) {
    var notice = document.getElementById("offline-notice");
    if (!notice) return;
    notice.textContent = text || "";
    notice.hidden = !text;
  }

  function lostConnection() {
    unreachable = true;
    showBanner();
  }

  // What static/js/rules-search.js (the rule pages) needs from this file.
  window.scorepadOffline = {
    isOffline: isOffline, lostConnection: lostConnection, tell: tell, say: say, words: words
  };

  window.addEventListener("offline", showBanner);
  window.addEventListener("online", function () {
    unreachable = false;
    showBanner();
    tell("");
    sync();
  });

  // The kept entries (IndexedDB) ----------------------------------------------------------------

  var DB_NAME = "scorepad-offline";
  var STORE = "entries";
  var database = null;

  function openDatabase() {
    if (database) return database;
    database = new Promise(function (resolve, reject) {
      var request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = function () {
        request.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
      };
      request.onsuccess = function () { resolve(request.result); };
      request.onerror = function () { reject(request.error); };
    });
    return database;
  }

  function withStore(mode, work) {
    return openDatabase().then(function (db) {
      return new Promise(function (resolve, reject) {
        var transaction = db.transaction(STORE, mode);
        var result = work(transaction.objectStore(STORE));
        transaction.oncomplete = function () { resolve(result && "result" in result ? result.result : result); };
        transaction.onerror = function () { reject(transaction.error); };
        transaction.onabort = function () { reject(transaction.error); };
      });
    });
  }

  function allEntries() {
    return withStore("readonly", function (store) { return store.getAll(); }).then(function (entries) {
      // In the order the table plays them: a deal put back in the form and saved again goes
      // before the later ones that wait behind it.
      return (entries || []).sort(function (a, b) {
        if (a.game !== b.game) return a.id - b.id;
        return a.number - b.number || phaseRank(a.phase) - phaseRank(b.phase) || a.id - b.id;
      });
    });
  }

  function phaseRank(phase) { return phase === "bids" ? 0 : 1; }

  // The last entry the form moves past: none while one is refused, to be fixed first.
  function lastWaiting() {
    if (kept.some(function (entry) { return entry.state !== "waiting"; })) return null;
    return kept.length ? kept[kept.length - 1].step : null;
  }

  function putEntry(entry) { return withStore("readwrite", function (store) { return store.put(entry); }); }
  function deleteEntry(id) { return withStore("readwrite", function (store) { return store.delete(id); }); }

  var kept = []; // this game's entries, as last read

  function refreshKept() {
    var plan = readPlan();
    if (!plan) return Promise.resolve([]);
    return allEntries().then(function (entries) {
      kept = entries.filter(function (entry) { return entry.game === plan.game; });
      return kept;
    }).catch(function () { return []; });
  }

  // The game page ------------------------------------------------------------------------------

  function readPlan() {
    var element = document.getElementById("offline-plan");
    return element ? JSON.parse(element.dataset.plan) : null;
  }

  function entryForm() {
    var form = document.getElementById("entry");
    return form && form.dataset.entryStep ? form : null;
  }

  function stepOf(plan, name) {
    for (var index = 0; index < plan.steps.length; index++) {
      if (plan.steps[index].step === name) return index;
    }
    return -1;
  }

  function csrfToken() {
    var input = document.querySelector("input[name=csrfmiddlewaretoken]");
    return input ? input.value : "";
  }

  function cleanText(text) { return String(text || "").replace(/\s+/g, " ").trim(); }

  function groupName(element) {
    var fieldset = element.closest("fieldset");
    if (!fieldset) return "";
    var legend = fieldset.querySelector("legend");
    if (!legend) return "";
    var named = legend.querySelector(".name, label, a");
    return cleanText((named || legend).textContent).replace(/\s*\(.*$/, "");
  }

  // What the entry says, for the waiting row: "Ana 1 · Ben 0", "Card points of A & C 82".
  function summarize(form, submitter) {
    var parts = [];
    form.querySelectorAll("input, select").forEach(function (field) {
      if (!field.name || field.type === "hidden" || field.disabled) return;
      var checkable = field.type === "radio" || field.type === "checkbox";
      if (checkable ? !field.checked : !field.value) return;
      var label = checkable ? cleanText((field.closest("label") || field).textContent) : field.value;
      var name = groupName(field) || field.getAttribute("aria-label") || "";
      parts.push(cleanText(name + " " + label));
    });
    if (submitter && submitter.name) parts.push(cleanText(submitter.textContent));
    return parts.join(" · ");
  }

  function fieldsOf(form, submitter) {
    var data = new FormData(form, submitter || undefined);
    var fields = [];
    data.forEach(function (value, name) { fields.push([name, String(value)]); });
    return fields;
  }

  // Guidance as the server's preview gives it online, from the plan's "guide" of the step.
  function chosen(form, name) {
    var field = form.querySelector('input[name="' + name + '"]:checked') ||
      form.querySelector('input[name="' + name + '"]:not([type=radio]):not([type=checkbox])');
    if (!field || field.value === "") return null;
    var value = Number(field.value);
    return isNaN(value) ? null : value;
  }

  function guideClosed(form, closed) {
    var others = closed.others.map(function (name) { return chosen(form, name); });
    var forbidden = null;
    if (others.every(function (value) { return value !== null; })) {
      var rest = closed.total - others.reduce(function (sum, value) { return sum + value; }, 0);
      if (rest >= 0 && rest <= closed.total) forbidden = rest;
    }
    var radios = form.querySelectorAll('input[name="' + closed.field + '"]');
    radios.forEach(function (radio) {
      var shut = forbidden !== null && Number(radio.value) === forbidden;
      radio.disabled = shut;
      if (shut) radio.checked = false;
      var label = radio.closest("label");
      if (label) label.classList.toggle("forbidden", shut);
    });
    if (!radios.length) return;
    var seat = radios[0].closest("fieldset");
    var reason = seat.querySelector(".closed-bid");
    if (forbidden === null) {
      if (reason) reason.remove();
      return;
    }
    if (!reason) {
      reason = document.createElement("p");
      reason.className = "closed-bid";
      reason.dataset.testid = "forbidden-reason";
      radios[0].closest(".choices").after(reason);
    }
    reason.textContent = "ⓘ " + closed.reason.split(closed.placeholder).join(String(forbidden));
  }

  function guideCount(form, count) {
    var values = count.fields.map(function (name) { return chosen(form, name); });
    var total = values.reduce(function (sum, value) { return sum + (value || 0); }, 0);
    var shown = form.querySelector("[data-testid=tricks-count]");
    if (!shown) return;
    shown.textContent = say(count.text, { total: total, cards: count.total });
    var complete = values.every(function (value) { return value !== null; });
    shown.classList.toggle("done", complete && total === count.total);
    shown.classList.toggle("over", total > count.total);
  }

  // The tricks nobody has to tap, as the server fills them: the rest to the last player, or
  // none to those left once the count is reached.
  function fillCount(form, count) {
    var values = count.fields.map(function (name) { return chosen(form, name); });
    var missing = count.fields.filter(function (name, index) { return values[index] === null; });
    var total = values.reduce(function (sum, value) { return sum + (value || 0); }, 0);
    var fill = null;
    if (missing.length && total === count.total) fill = 0;
    else if (missing.length === 1 && count.total - total >= 0) fill = count.total - total;
    if (fill === null) return;
    missing.forEach(function (name) {
      var radio = form.querySelector('input[name="' + name + '"][value="' + (missing.length === 1 ? fill : 0) + '"]');
      if (radio) radio.checked = true;
    });
  }

  function guideComplement(form, complement) {
    var preview = form.querySelector("[data-testid=preview]");
    var points = chosen(form, complement.field);
    if (!preview || points === null || points < 0 || points > complement.total) return;
    var line = document.createElement("p");
    line.className = "muted";
    line.dataset.testid = "offline-complement";
    line.textContent = say(complement.text, { points: complement.total - points, total: complement.total });
    preview.replaceChildren(line);
  }

  function guideKnown(form, step, known) {
    var bids = null;
    kept.forEach(function (entry) {
      if (entry.number === step.number && entry.step !== step.step) {
        bids = {};
        entry.fields.forEach(function (pair) { if (pair[0].indexOf(known.from) === 0) bids[pair[0].slice(known.from.length)] = pair[1]; });
      }
    });
    if (!bids) return;
    form.querySelectorAll("fieldset[data-seat]").forEach(function (seat) {
      var legend = seat.querySelector("legend");
      if (!legend || legend.querySelector(".known") || bids[seat.dataset.seat] === undefined) return;
      var span = document.createElement("span");
      span.className = "known";
      span.textContent = say(known.text, { bid: bids[seat.dataset.seat] });
      legend.append(" ", span);
    });
  }

  function currentStep() {
    var plan = readPlan();
    var form = entryForm();
    if (!plan || !form) return null;
    var index = stepOf(plan, form.dataset.entryStep);
    return index < 0 ? null : plan.steps[index];
  }

  function guide() {
    var form = entryForm();
    var step = currentStep();
    if (!form || !step || !(isOffline() || form.dataset.offline)) return;
    var rules = step.guide || {};
    if (rules.closed) guideClosed(form, rules.closed);
    if (rules.count) guideCount(form, rules.count);
    if (rules.complement) guideComplement(form, rules.complement);
    if (rules.known) guideKnown(form, step, rules.known);
  }

  document.addEventListener("change", function (event) { if (event.target.closest("#entry")) guide(); });
  document.addEventListener("input", function (event) { if (event.target.closest("#entry")) guide(); });

  function showStatus(step) {
    var status = document.querySelector("[data-testid=status]");
    if (!status || !step.status) return;
    var parts = step.status.map(function (pair, index) {
      var span = document.createElement("span");
      if (!pair[1]) {
        span.textContent = pair[0];
        return span;
      }
      var value = document.createElement("b");
      value.textContent = pair[1];
      if (index === 1) value.dataset.testid = "dealer";
      span.append(pair[0] + ": ", value);
      return span;
    });
    status.replaceChildren.apply(status, parts);
  }

  // The form for the entry after ``name``, as the server rendered it ahead.
  function advance(name) {
    var plan = readPlan();
    var form = entryForm();
    if (!plan || !form) return;
    var index = stepOf(plan, name);
    if (index < 0 || index < stepOf(plan, form.dataset.entryStep)) return;
    var next = plan.steps[index + 1];
    var template = next && document.querySelector('template[data-offline-step="' + next.step + '"]');
    if (!template) {
      form.hidden = true;
      var done = document.getElementById("offline-no-more");
      if (!done) {
        done = document.createElement("p");
        done.id = "offline-no-more";
        done.className = "notice";
        form.after(done);
      }
      done.textContent = say(words.noMoreSteps, { count: kept.length });
      form.dataset.entryStep = "offline-done";
      return;
    }
    form.replaceChildren(template.content.cloneNode(true));
    form.dataset.entryStep = next.step;
    form.dataset.offline = "1";
    form.querySelectorAll("[data-stepper] .step").forEach(function (button) { button.hidden = false; });
    if (window.htmx) htmx.process(form);
    showStatus(next);
    guide();
  }

  function checkBeforeKeeping(form) {
    var step = currentStep();
    var count = step && step.guide && step.guide.count;
    if (!count) return "";
    fillCount(form, count);
    guide();
    var values = count.fields.map(function (name) { return chosen(form, name); });
    var total = values.reduce(function (sum, value) { return sum + (value || 0); }, 0);
    if (values.some(function (value) { return value === null; }) || total !== count.total) {
      return say(count.text, { total: total, cards: count.total });
    }
    return "";
  }

  function keepEntry(form, fields, submitter) {
    var plan = readPlan();
    var step = form.dataset.entryStep;
    var values = {};
    fields.forEach(function (pair) { values[pair[0]] = pair[1]; });
    var heading = form.querySelector("h2");
    var entry = {
      game: plan.game,
      url: plan.url,
      page: plan.page,
      title: plan.title,
      step: step,
      number: Number(values.number),
      phase: values.phase,
      key: values.key,
      label: cleanText(heading ? heading.textContent : step),
      summary: summarize(form, submitter),
      fields: fields,
      state: "waiting",
      reason: "",
      saved: Date.now()
    };
    return putEntry(entry).then(refreshKept).then(function () {
      tell(words.saved);
      advance(step);
      showKept();
      if (!isOffline()) sync();
    }).catch(function () { tell(words.sendError); });
  }

  // A deal saved while offline, or while earlier ones wait (they go first), is kept.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    var entry = entryForm();
    if (form === entry && readPlan() && (isOffline() || kept.length)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      var problem = checkBeforeKeeping(form);
      if (problem) {
        tell(problem);
        return;
      }
      keepEntry(form, fieldsOf(form, event.submitter), event.submitter);
      return;
    }
    if (isOffline() && (form.method || "").toLowerCase() === "post") {
      event.preventDefault();
      event.stopImmediatePropagation();
      tell(words.needsServer);
    }
  }, true);

  // The kept entries under the sheet.
  function showKept() {
    var sheet = document.getElementById("sheet");
    var old = document.getElementById("offline-queue");
    if (!sheet || !readPlan()) {
      if (old) old.remove();
      return;
    }
    if (!kept.length) {
      if (old) old.remove();
      return;
    }
    var box = old || document.createElement("section");
    box.id = "offline-queue";
    box.className = "offline-queue";
    box.dataset.testid = "offline-queue";
    var title = document.createElement("h2");
    title.textContent = words.queueTitle;
    var note = document.createElement("p");
    note.className = "hint";
    note.textContent = words.scoresLater;
    var list = document.createElement("ol");
    kept.forEach(function (entry) {
      var item = document.createElement("li");
      item.className = "waiting waiting-" + entry.state;
      item.dataset.testid = "waiting-row";
      item.dataset.state = entry.state;
      item.dataset.step = entry.step;
      var head = document.createElement("p");
      var label = document.createElement("b");
      label.textContent = entry.label;
      var state = document.createElement("span");
      state.className = "state";
      state.textContent = words[entry.state] || entry.state;
      head.append(label, " · ", state);
      var inputs = document.createElement("p");
      inputs.className = "inputs";
      inputs.textContent = entry.summary;
      item.append(head, inputs);
      if (entry.state !== "waiting") {
        var reason = document.createElement("p");
        reason.className = "reason";
        reason.setAttribute("role", "alert");
        reason.dataset.testid = "waiting-reason";
        reason.textContent = entry.reason;
        var fix = document.createElement("button");
        fix.type = "button";
        fix.className = "small";
        fix.dataset.offlineFix = String(entry.id);
        fix.textContent = words.fix;
        var discard = document.createElement("button");
        discard.type = "button";
        discard.className = "small quiet";
        discard.dataset.offlineDiscard = String(entry.id);
        discard.textContent = words.discard;
        item.append(reason, fix, discard);
      }
      list.append(item);
    });
    box.replaceChildren(title, note, list);
    if (!old) sheet.after(box);
  }

  function keptEntry(id) {
    return kept.filter(function (entry) { return entry.id === Number(id); })[0];
  }

  function fillForm(entry) {
    var form = document.getElementById("entry");
    if (!form) return;
    var skip = { csrfmiddlewaretoken: 1, number: 1, phase: 1, key: 1 };
    entry.fields.forEach(function (pair) {
      if (skip[pair[0]]) return;
      form.querySelectorAll('[name="' + pair[0] + '"]').forEach(function (field) {
        if (field.type === "radio" || field.type === "checkbox") {
          if (field.value === pair[1]) field.checked = true;
        } else if (field.tagName !== "BUTTON") {
          field.value = pair[1];
        }
      });
    });
    form.dispatchEvent(new Event("change", { bubbles: true }));
    form.scrollIntoView({ block: "start" });
  }

  document.addEventListener("click", function (event) {
    var fix = event.target.closest("[data-offline-fix]");
    var discard = event.target.closest("[data-offline-discard]");
    if (fix) {
      var entry = keptEntry(fix.dataset.offlineFix);
      if (!entry) return;
      // Out of the queue and back in the form as the sheet stands now, to be saved again.
      deleteEntry(entry.id).then(refreshKept).then(function () {
        return reloadBoard();
      }).then(function () {
        fillForm(entry);
        showKept();
      });
    } else if (discard) {
      if (!discard.dataset.sure) {
        discard.dataset.sure = "1";
        discard.textContent = words.discardConfirm;
        return;
      }
      deleteEntry(Number(discard.dataset.offlineDiscard)).then(refreshKept).then(function () {
        showKept();
        sync();
      });
    }
  });

  function reloadBoard() {
    var plan = readPlan();
    if (!plan || !window.htmx || isOffline()) return Promise.resolve();
    return htmx.ajax("GET", plan.page, { target: "#board", swap: "outerHTML" }).catch(function () {});
  }

  // After the board changed: the kept entries again, and the page's new copy for a reload offline.
  document.addEventListener("htmx:afterSettle", function (event) {
    if (!document.getElementById("board")) return;
    var target = event.detail && event.detail.target;
    if (target && target.id === "sheet") {
      if (!document.getElementById("offline-queue") && kept.length) showKept();
      return;
    }
    refreshKept().then(function () {
      if (entryForm() && lastWaiting()) advance(lastWaiting());
      showKept();
    });
    keepPage();
  });

  function keepPage() {
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      navigator.serviceWorker.controller.postMessage({ type: "keep", url: location.pathname });
    }
  }

  // Sending, in order ---------------------------------------------------------------------------

  var syncing = null;

  function reasonIn(html, selector) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var found = page.querySelector(selector);
    return found ? cleanText(found.textContent) : "";
  }

  function send(entry) {
    var token = csrfToken();
    var body = new URLSearchParams();
    entry.fields.forEach(function (pair) {
      body.append(pair[0], pair[0] === "csrfmiddlewaretoken" && token ? token : pair[1]);
    });
    return fetch(entry.url, {
      method: "POST",
      body: body,
      credentials: "same-origin",
      headers: { "HX-Request": "true", "HX-Target": "board", "X-CSRFToken": token || "" }
    }).then(function (response) {
      unreachable = false;
      if (response.ok) return { state: "recorded" };
      if (response.status >= 500) return { state: "later" };
      return response.text().then(function (html) {
        if (response.status === 409) {
          return { state: "conflict", reason: reasonIn(html, ".notice.conflict") || words.refusedFallback };
        }
        if (response.status === 404) return { state: "refused", reason: words.notYours };
        if (response.status === 403) return { state: "refused", reason: words.session };
        var reason = reasonIn(html, "#entry .errors, #entry .errorlist, .notice.conflict");
        return { state: "refused", reason: reason || words.refusedFallback };
      });
    }, function () {
      return { state: "offline" };
    });
  }

  function sendAll() {
    return allEntries().then(function (entries) {
      var stopped = {};
      var changed = {};
      var chain = Promise.resolve(false);
      entries.forEach(function (entry) {
        chain = chain.then(function (offline) {
          if (offline || stopped[entry.game]) return offline;
          if (entry.state !== "waiting") {
            stopped[entry.game] = true; // later entries wait until this one is fixed or discarded
            return false;
          }
          return send(entry).then(function (result) {
            if (result.state === "offline") return true;
            if (result.state === "later") {
              stopped[entry.game] = true;
              return false;
            }
            changed[entry.game] = true;
            if (result.state === "recorded") return deleteEntry(entry.id).then(function () { return false; });
            stopped[entry.game] = true;
            entry.state = result.state;
            entry.reason = result.reason;
            return putEntry(entry).then(function () { return false; });
          });
        });
      });
      return chain.then(function (offline) {
        if (offline) lostConnection();
        else showBanner();
        return changed;
      });
    });
  }

  function sync() {
    if (syncing || !navigator.onLine || !window.indexedDB) return syncing || Promise.resolve();
    var run = function () { return sendAll(); };
    var started = navigator.locks ? navigator.locks.request("scorepad-sync", run) : run();
    syncing = started.then(function (changed) {
      var plan = readPlan();
      return refreshKept().then(function () {
        if (plan && changed[plan.game]) {
          if (!kept.length) tell(words.sent);
          return reloadBoard().then(showKept);
        }
        showKept();
      });
    }).catch(function () {}).then(function () { syncing = null; });
    return syncing;
  }

  // While the server cannot be reached, try again now and then.
  setInterval(function () { if (unreachable && navigator.onLine) sync(); }, 5000);

  // Requests that fail, in words ----------------------------------------------------------------

  function isPreview(detail) {
    var path = detail && detail.requestConfig ? detail.requestConfig.path : "";
    return /\/deals\/preview\/$/.test(path || "");
  }

  function isPoll(element) { return element && element.id === "sheet"; }

  document.addEventListener("htmx:beforeRequest", function (event) {
    var element = event.detail.elt;
    if (!isOffline()) return;
    if (isPoll(element) || isPreview(event.detail)) {
      event.preventDefault(); // the sheet cannot change and the entry guides itself
      guide();
    }
  });

  document.addEventListener("htmx:sendError", function (event) {
    var element = event.detail.elt;
    lostConnection();
    if (element === entryForm() && readPlan()) {
      // It may have reached the server: its key makes sending it again harmless.
      var fields = [];
      event.detail.requestConfig.formData.forEach(function (value, name) { fields.push([name, String(value)]); });
      keepEntry(element, fields, null);
    } else if (isPoll(element) || isPreview(event.detail)) {
      guide();
    } else {
      tell(words.sendError);
    }
  });

  document.addEventListener("htmx:timeout", function () { tell(words.timeout); });
  document.addEventListener("htmx:responseError", function (event) {
    var status = event.detail.xhr ? event.detail.xhr.status : "";
    tell(say(words.responseError, { status: status }));
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    if (event.detail.successful && unreachable) {
      unreachable = false;
      showBanner();
      sync();
    }
  });

  // A new version ------------------------------------------------------------------------------

  function offerReload() {
    if (document.getElementById("update-offer")) return;
    var offer = document.createElement("div");
    offer.id = "update-offer";
    offer.className = "update-offer";
    offer.setAttribute("role", "status");
    offer.dataset.testid = "update-offer";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "small primary";
    button.textContent = words.reload;
    button.addEventListener("click", function () { location.reload(); });
    offer.append(words.update + " ", button);
    var banner = document.getElementById("offline-banner");
    if (banner) banner.before(offer);
    else document.body.prepend(offer);
  }

  if ("serviceWorker" in navigator) {
    // A page the worker answered from its cache, the network failing, is offline whatever the
    // browser believes (static/js/sw.js).
    navigator.serviceWorker.addEventListener("message", function (event) {
      var data = event.data || {};
      if (data.type === "status" && data.unreachable) lostConnection();
    });
    if (navigator.serviceWorker.controller) {
      navigator.serviceWorker.controller.postMessage({ type: "status" });
    }
    var controlled = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (controlled) offerReload();
      controlled = true;
    });
    // The first visit: this page came before the worker, which does not fetch it a second
    // time (static/js/sw.js). It gets the page's markup as the server sent it instead, taken
    // here, before app.js and htmx change anything (they wait for DOMContentLoaded).
    if (!controlled) {
      var firstCopy = "<!doctype html>\n" + document.documentElement.outerHTML;
      navigator.serviceWorker.ready.then(function (registration) {
        if (registration.active) {
          registration.active.postMessage({ type: "copy", url: location.pathname + location.search, html: firstCopy });
        }
      });
    }
  }

  // The screen stays on during a game ------------------------------------------------------------

  function wakeLock() {
    var toggle = document.querySelector("[data-wake-lock]");
    if (!toggle || !("wakeLock" in navigator)) return;
    var wanted = localStorage.getItem("scorepad-wake-lock") !== "off";
    var lock = null;
    var asking = false;
    function take() {
      if (!wanted || lock || asking || document.visibilityState !== "visible") return;
      asking = true;
      navigator.wakeLock.request("screen").then(function (sentinel) {
        lock = sentinel;
        sentinel.addEventListener("release", function () { lock = null; });
      }).catch(function () {}).then(function () { asking = false; });
    }
    toggle.hidden = false;
    toggle.setAttribute("aria-pressed", String(wanted));
    toggle.addEventListener("click", function () {
      wanted = !wanted;
      localStorage.setItem("scorepad-wake-lock", wanted ? "on" : "off");
      toggle.setAttribute("aria-pressed", String(wanted));
      if (wanted) take();
      else if (lock) lock.release().catch(function () {});
    });
    // The browser lets the lock go when the page is hidden: taken again on coming back.
    document.addEventListener("visibilitychange", take);
    take();
  }

  // Start ----------------------------------------------------------------------------------------

  function start() {
    showBanner();
    wakeLock();
    if (!window.indexedDB) return;
    refreshKept().then(function () {
      if (entryForm() && lastWaiting()) advance(lastWaiting());
      showKept();
      guide();
      sync();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
