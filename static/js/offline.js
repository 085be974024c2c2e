// Scorepad without a connection. The pages work without JavaScript; this keeps a phone useful
// at a table in a garden or a train:
// - a banner while offline, and words for every request that could not reach the server;
// - deals saved offline kept in IndexedDB, shown under the sheet as waiting, and sent in order
//   with their deal number and key (a replay records nothing twice) once the connection
//   returns and on every page load; a refusal or a conflict is kept with its reason, to be put
//   back in the form or discarded;
// - the entry worked out on the phone, online and offline, once the rules are loaded (the
//   server's own engines, run by MicroPython: static/js/rules-engine.js): as it is filled, each
//   game's entry script (static/<game>/entry.js) shows what the engine says (the dealer's
//   closed bid, the trick count, made or nat, the running difference, the contracts closed);
//   a refusal is shown above Save with what was typed kept, and no request is made; a saved
//   entry is kept here and sent in the background, the next entry's form (rendered ahead by
//   the server: <template data-offline-step>, scorepad/templatetags/offline_tags.py) and the
//   new totals shown at once; the server's answer never replaces a form being filled;
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
  var savedOffline = false; // an entry was kept while offline: the table is told when it is sent

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

  // The form of a deal being changed (✎): worked out here as it is filled, saved by the server.
  function editForm() {
    var form = document.getElementById("entry");
    return form && form.dataset.entryEdit ? form : null;
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

  // The rules on the phone -----------------------------------------------------------------------

  var spokenWords = null; // the plan's words the rules were last given

  // The rules, once loaded and speaking the page's language, or null.
  function phoneRules() {
    var rules = window.scorepadRules;
    var plan = readPlan();
    if (!rules || !rules.isLoaded() || !plan || !plan.kind) return null;
    if (spokenWords !== plan.words) {
      rules.run("words", plan.words || {});
      spokenWords = plan.words;
    }
    return rules;
  }

  function gameOf(plan) {
    return plan && window.scorepadGames ? window.scorepadGames[plan.kind] || null : null;
  }

  // The deals on the sheet as this phone has them: those recorded, then those waiting here.
  function dealsOnThePhone(plan) {
    var deals = (plan.deals || []).map(function (deal) { return JSON.parse(JSON.stringify(deal)); });
    for (var index = 0; index < kept.length; index++) {
      var entry = kept[index];
      if (entry.state !== "waiting" || !entry.deal) break;
      if (entry.number <= deals.length) deals[entry.number - 1] = entry.deal;
      else deals.push(entry.deal);
    }
    return deals;
  }

  function asked(plan, deals) {
    return { game: plan.kind, players: plan.players, options: plan.options, deals: deals };
  }

  // What a game's entry script works with: the words, the players, the deals, and the rules.
  function tableFor(plan, step) {
    var rules = phoneRules();
    var deals = dealsOnThePhone(plan);
    var table = {
      texts: plan.texts || {},
      players: plan.players,
      deals: deals,
      say: say,
      call: function (name, args) {
        return rules.run("call", { game: plan.kind, "function": name, arguments: args });
      },
      preview: function (entry) {
        var which = { entry: entry, number: step.number, editing: step.phase === "edit" };
        return rules.run("preview", Object.assign(asked(plan, deals), which));
      },
      previewNote: function (preview, text) {
        var line = document.createElement("p");
        line.className = "muted";
        line.textContent = text;
        preview.replaceChildren(line);
      },
      sidesList: function (sides, row) {
        var list = document.createElement("ul");
        sides.forEach(function (side, index) {
          var item = document.createElement("li");
          var name = document.createElement("b");
          name.textContent = side;
          var score = document.createElement("span");
          score.className = "num";
          score.textContent = String(row.scores[index]);
          item.append(name, " ", score);
          if (row.why && row.why[index]) {
            var why = document.createElement("small");
            why.textContent = row.why[index];
            item.append(" ", why);
          }
          list.append(item);
        });
        return list;
      }
    };
    if (step.number === deals.length + 1) table.next = rules.run("state", asked(plan, deals)).next;
    return table;
  }

  // The entry as the rules see it now: the deal its fields say, checked ({ok, deal, row, sheet,
  // next} or {ok: false, reason, note, field}).
  function entryAnswer(form, step, submitter) {
    var plan = readPlan();
    var game = gameOf(plan);
    if (!phoneRules() || !game || !step) return null;
    var table = tableFor(plan, step);
    // The deals before it are not all known here (kept before the rules were loaded).
    if (step.number > table.deals.length + 1) return { table: table, answer: null };
    return { table: table, answer: table.preview(game.read(form, step, submitter)) };
  }

  // The deal an entry kept before the rules were loaded says, read from its fields in a copy of
  // its form, as they are read from the form.
  function dealOf(entry) {
    var plan = readPlan();
    var game = gameOf(plan);
    var index = plan ? stepOf(plan, entry.step) : -1;
    var html = index >= 0 ? htmlOfStep(plan, entry.step) : null;
    if (!game || !html) return null;
    var form = document.createElement("form");
    form.innerHTML = html;
    entry.fields.forEach(function (pair) {
      form.querySelectorAll('[name="' + pair[0] + '"]').forEach(function (field) {
        if (field.type === "radio" || field.type === "checkbox") field.checked = field.value === pair[1];
        else if (field.tagName !== "BUTTON") field.value = pair[1];
      });
    });
    var submitter = null;
    entry.fields.forEach(function (pair) {
      var button = form.querySelector('button[name="' + pair[0] + '"][value="' + pair[1] + '"]');
      if (button) submitter = button;
    });
    var step = plan.steps[index];
    var table = tableFor(plan, step);
    if (step.number > table.deals.length + 1) return null;
    var answer = table.preview(game.read(form, step, submitter));
    return answer && answer.ok ? answer.deal : null;
  }

  // Once the rules are here: the deals of the entries kept before, in order.
  function dealsOfKept() {
    var chain = Promise.resolve();
    kept.forEach(function (entry) {
      if (entry.state !== "waiting" || entry.deal) return;
      chain = chain.then(function () {
        entry.deal = dealOf(entry);
        return entry.deal ? putEntry(entry) : null;
      });
    });
    return chain;
  }

  function clearRefusal(form) {
    var shown = form.querySelector("[data-testid=entry-refusal]");
    if (shown) shown.remove();
  }

  // A refusal where the thumb is: above Save, with what was typed kept.
  // A refusal in the words of the form it is shown in: a deal's own form does not name it.
  function refusalOf(answer, step) {
    return answer.deal === step.number && answer.note ? answer.note : answer.reason;
  }

  function showRefusal(form, reason) {
    clearRefusal(form);
    var line = document.createElement("p");
    line.className = "errors";
    line.setAttribute("role", "alert");
    line.dataset.testid = "entry-refusal";
    line.textContent = reason;
    var actions = form.querySelector(".actions") || form.lastElementChild;
    if (actions) actions.before(line);
    else form.append(line);
    line.scrollIntoView({ block: "nearest" });
  }

  function currentStep() {
    var plan = readPlan();
    if (plan && plan.editing && editForm()) return plan.steps[0] || null;
    var form = entryForm();
    if (!plan || !form) return null;
    var index = stepOf(plan, form.dataset.entryStep);
    return index < 0 ? null : plan.steps[index];
  }

  // What the entry shows as it is filled, from the rules on the phone.
  function guide() {
    var form = entryForm() || editForm();
    var step = currentStep();
    var game = gameOf(readPlan());
    if (!form || !step || !game || !phoneRules()) return;
    var worked = entryAnswer(form, step);
    game.show(form, step, worked.answer, worked.table);
    if (worked.answer && worked.answer.ok) clearRefusal(form);
  }

  function touched(event) {
    var form = event.target.closest && event.target.closest("#entry");
    if (!form) return;
    form.dataset.touched = "1";
    guide();
  }

  document.addEventListener("change", touched);
  document.addEventListener("input", touched);
  document.addEventListener("scorepad:rules", function () {
    dealsOfKept().then(function () {
      guide();
      showState();
      showKept();
    });
  });

  function statusLine(pairs) {
    var status = document.querySelector("[data-testid=status]");
    if (!status) return;
    var parts = pairs.map(function (pair, index) {
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

  // The status line of ``step``: as the server wrote it ahead, the dealer and who plays first
  // as the rules on the phone say them when the deals waiting here decide it.
  function showStatus(step) {
    if (!step.status) return;
    var pairs = step.status.map(function (pair) { return pair.slice(); });
    var plan = readPlan();
    var rules = phoneRules();
    if (rules && plan && plan.statusWords && pairs.length < 3) {
      var next = rules.run("state", asked(plan, dealsOnThePhone(plan))).next;
      if (next && next.dealer !== undefined && next.number === step.number) {
        pairs = [pairs[0], [plan.statusWords.dealer, plan.players[next.dealer]]];
        if (next.first !== undefined) pairs.push([plan.statusWords.first, plan.players[next.first]]);
      }
    }
    statusLine(pairs);
  }

  // Each step's form as it was before the page moved on from it: an undo puts it back.
  var formsOfSteps = {};

  function showForm(form, step, html) {
    form.innerHTML = html;
    form.dataset.entryStep = step.step;
    form.dataset.offline = "1";
    delete form.dataset.touched;
    form.hidden = false;
    var done = document.getElementById("offline-no-more");
    if (done) done.remove();
    form.querySelectorAll("[data-stepper] .step").forEach(function (button) { button.hidden = false; });
    if (window.htmx) htmx.process(form);
    showStatus(step);
    guide();
  }

  function htmlOfStep(plan, name) {
    if (formsOfSteps[name]) return formsOfSteps[name];
    var template = document.querySelector('template[data-offline-step="' + name + '"]');
    if (!template) return null;
    var holder = document.createElement("div");
    holder.append(template.content.cloneNode(true));
    return holder.innerHTML;
  }

  // The form for the entry after ``name``, as the server rendered it ahead.
  function advance(name) {
    var plan = readPlan();
    var form = entryForm();
    if (!plan || !form) return;
    var index = stepOf(plan, name);
    if (index < 0 || index < stepOf(plan, form.dataset.entryStep)) return;
    if (!formsOfSteps[form.dataset.entryStep] && stepOf(plan, form.dataset.entryStep) >= 0) {
      formsOfSteps[form.dataset.entryStep] = form.innerHTML;
    }
    var next = plan.steps[index + 1];
    var html = next ? htmlOfStep(plan, next.step) : null;
    if (!html) {
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
    showForm(form, next, html);
  }

  // Back to the form of ``name`` (an entry undone or taken back to change), its fields as kept.
  function backTo(entry) {
    var plan = readPlan();
    var form = document.getElementById("entry");
    var index = plan ? stepOf(plan, entry.step) : -1;
    var html = index >= 0 ? htmlOfStep(plan, entry.step) : null;
    if (!form || !html) return false;
    showForm(form, plan.steps[index], html);
    fillForm(entry);
    return true;
  }

  function keepEntry(form, fields, submitter, deal) {
    var plan = readPlan();
    var step = form.dataset.entryStep;
    var planned = plan.steps[stepOf(plan, step)];
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
      label: planned && planned.label ? planned.label : cleanText(heading ? heading.textContent : step),
      summary: summarize(form, submitter),
      fields: fields,
      deal: deal || null,
      state: "waiting",
      reason: "",
      saved: Date.now()
    };
    formsOfSteps[step] = form.innerHTML;
    return putEntry(entry).then(refreshKept).then(function () {
      if (isOffline()) {
        tell(words.saved);
        savedOffline = true;
      }
      advance(lastWaiting() || step);
      showState();
      showKept();
      if (!isOffline()) sync();
    }).catch(function () { tell(words.sendError); });
  }

  // The sheet as this phone has it, its waiting entries in: the totals (in the bar and the
  // sheet's foot), the last entry's scores, and what the table needs next.
  function showState() {
    var plan = readPlan();
    var rules = phoneRules();
    if (!plan || !rules) return null;
    var state = rules.run("state", asked(plan, dealsOnThePhone(plan)));
    var sheet = state.sheet;
    var bar = document.querySelector("[data-testid=totals-bar]");
    // A finished game shows its results instead: the bar would only cover them.
    if (bar) bar.hidden = !sheet.rows || sheet.finished;
    sheet.totals.forEach(function (total, side) {
      document.querySelectorAll('[data-testid="bar-total-' + side + '"], #sheet [data-testid="total-' + side + '"]').forEach(function (shown) {
        shown.textContent = plan.hundreds ? hundreds(total) : String(total);
      });
    });
    if (bar && (state.bar || sheet.last)) {
      // The game's own words for the bar (Seep: the running difference), or the last entry's
      // scores under one caption naming it.
      var caption = state.bar ? state.bar.caption : String(plan.round || "").split(String(plan.roundNumber)).join(String(sheet.last.number));
      var shownCaption = bar.querySelector(".caption");
      if (shownCaption) shownCaption.textContent = caption;
      bar.querySelectorAll(".side").forEach(function (side, index) {
        var last = side.querySelector(".last");
        if (!last) {
          last = document.createElement("span");
          last.className = "last";
          side.append(last);
        }
        var score = sheet.last ? sheet.last.scores[index] : null;
        last.textContent = state.bar ? state.bar.lines[index] : score === null ? "" : score > 0 ? "+" + score : String(score);
      });
    }
    keepPreviewClear();
    return state;
  }

  // The totals bar sticks to the screen's foot; where the entry's preview (what the deal gives)
  // would be under it, the bar steps aside until the preview scrolls clear of it.
  function keepPreviewClear() {
    var bar = document.querySelector("[data-testid=totals-bar]");
    var preview = document.querySelector("#entry .preview");
    if (!bar) return;
    var covered = false;
    if (preview && !bar.hidden && preview.offsetHeight) {
      var shown = preview.getBoundingClientRect();
      var under = bar.getBoundingClientRect();
      covered = shown.bottom > under.top && shown.top < under.bottom;
    }
    bar.classList.toggle("tucked", covered);
  }

  var clearing = false;
  function keepPreviewClearSoon() {
    if (clearing) return;
    clearing = true;
    requestAnimationFrame(function () {
      clearing = false;
      keepPreviewClear();
    });
  }
  window.addEventListener("scroll", keepPreviewClearSoon, { passive: true });
  window.addEventListener("resize", keepPreviewClearSoon);
  document.addEventListener("input", keepPreviewClearSoon);
  document.addEventListener("htmx:afterSettle", keepPreviewClearSoon);
  if (window.ResizeObserver) {
    var watched = null;
    var sizes = new ResizeObserver(keepPreviewClearSoon);
    new MutationObserver(function () {
      var preview = document.querySelector("#entry .preview");
      if (preview === watched) return;
      if (watched) sizes.unobserve(watched);
      watched = preview;
      if (preview) sizes.observe(preview);
      keepPreviewClearSoon();
    }).observe(document.documentElement, { childList: true, subtree: true });
  }

  function hundreds(value) {
    var text = (value / 100).toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
    return text === "-0" || text === "" ? "0" : text;
  }

  function lastWaitingEntry() {
    for (var index = kept.length - 1; index >= 0; index--) {
      if (kept[index].state === "waiting") return kept[index];
    }
    return null;
  }

  // A deal saved while offline, or while earlier ones wait (they go first), or once the rules
  // are on the phone, is kept here and sent from here; a refusal is shown where it was typed.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    var entry = entryForm();
    var rules = phoneRules();
    // A deal changed: refused here, where the thumb is, or saved by the server as it stands.
    if (form === editForm() && rules && currentStep() && gameOf(readPlan())) {
      var changed = currentStep();
      var edited = gameOf(readPlan());
      if (edited.complete) edited.complete(form, changed);
      var checked = entryAnswer(form, changed, event.submitter);
      if (checked && checked.answer && !checked.answer.ok) {
        event.preventDefault();
        event.stopImmediatePropagation();
        showRefusal(form, refusalOf(checked.answer, changed));
      }
      return;
    }
    if (form === entry && readPlan() && (isOffline() || kept.length || rules)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      var game = gameOf(readPlan());
      var step = currentStep();
      if (game && step && game.complete) game.complete(form, step);
      var worked = rules && step ? entryAnswer(form, step, event.submitter) : null;
      if (worked && worked.answer && !worked.answer.ok) {
        showRefusal(form, refusalOf(worked.answer, step));
        return;
      }
      keepEntry(form, fieldsOf(form, event.submitter), event.submitter, worked && worked.answer ? worked.answer.deal : null);
      return;
    }
    // The last entry undone while it still waits here: taken back into its form, nothing sent.
    if (form.matches("[data-undo]") && lastWaitingEntry()) {
      event.preventDefault();
      event.stopImmediatePropagation();
      var undone = lastWaitingEntry();
      deleteEntry(undone.id).then(refreshKept).then(function () {
        backTo(undone);
        showState();
        showKept();
      });
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
    var undo = document.querySelector("form[data-undo]");
    var plan = readPlan();
    if (undo && plan) undo.hidden = !((plan.deals || []).length || lastWaitingEntry());
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
    var phoneState = showState();
    note.textContent = phoneState ? words.waitingScores : words.scoresLater;
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
      // Its scores, as the rules on the phone give them (a deal's first step has none yet).
      var row = phoneState && entry.state === "waiting" ? phoneState.rows[entry.number - 1] : null;
      if (row && row.scores && (entry.phase === "deal" || entry.phase === "tricks")) {
        var scores = document.createElement("p");
        scores.className = "scores";
        scores.dataset.testid = "waiting-scores";
        scores.textContent = phoneState.sheet.sides.map(function (side, index) {
          var score = row.scores[index];
          return side + " " + (score > 0 ? "+" + score : String(score));
        }).join(" · ");
        item.append(scores);
      }
      if (entry.state === "waiting" && plan && stepOf(plan, entry.step) >= 0) {
        var change = document.createElement("button");
        change.type = "button";
        change.className = "small quiet";
        change.dataset.offlineChange = String(entry.id);
        change.dataset.testid = "waiting-change";
        change.textContent = words.change;
        item.append(change);
      }
      if (entry.state !== "waiting") {
        var reason = document.createElement("p");
        reason.className = "reason";
        reason.setAttribute("role", "alert");
        reason.dataset.testid = "waiting-reason";
        reason.textContent = entry.reason;
        item.append(reason);
        if (entry.versions) {
          // Both versions side by side: the sheet's, then this phone's.
          [["theirs", words.theirs], ["ours", words.ours]].forEach(function (pair) {
            var line = document.createElement("p");
            line.className = "version";
            line.dataset.testid = "version-" + pair[0];
            var named = document.createElement("b");
            named.textContent = pair[1] + ": ";
            line.append(named, entry.versions[pair[0]]);
            item.append(line);
          });
          var keepTheirs = document.createElement("button");
          keepTheirs.type = "button";
          keepTheirs.className = "small";
          keepTheirs.dataset.offlineTheirs = String(entry.id);
          keepTheirs.dataset.testid = "keep-theirs";
          keepTheirs.textContent = words.keepTheirs;
          item.append(keepTheirs);
          if (entry.phase === "deal") {
            var useOurs = document.createElement("button");
            useOurs.type = "button";
            useOurs.className = "small";
            useOurs.dataset.offlineOurs = String(entry.id);
            useOurs.dataset.testid = "use-ours";
            useOurs.textContent = words.useOurs;
            item.append(useOurs);
          }
        }
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
        item.append(fix, discard);
      }
      list.append(item);
    });
    box.replaceChildren(title, note, list);
    // An entry that needs the table's decision (refused, or entered first on another phone)
    // is shown where the thumb is: above the entry, and brought into sight once.
    var decide = kept.some(function (entry) { return entry.state !== "waiting"; });
    var form = document.getElementById("entry");
    var place = decide && form ? form : sheet;
    if (decide && form) {
      if (box.nextElementSibling !== form) form.before(box);
    } else if (box.previousElementSibling !== sheet) {
      sheet.after(box);
    }
    box.classList.toggle("needs-decision", decide);
    var asking = kept.filter(function (entry) { return entry.state !== "waiting"; }).map(function (entry) { return entry.id; }).join(",");
    if (decide && box.dataset.shown !== asking) box.scrollIntoView({ block: "start" });
    box.dataset.shown = asking;
    return place;
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
    var change = event.target.closest("[data-offline-change]");
    var theirs = event.target.closest("[data-offline-theirs]");
    var ours = event.target.closest("[data-offline-ours]");
    if (theirs) {
      // The sheet's version stays: this phone's is let go, and the entries after it go on.
      deleteEntry(Number(theirs.dataset.offlineTheirs)).then(refreshKept).then(function () {
        return reloadBoard();
      }).then(function () {
        showKept();
        sync();
      });
      return;
    }
    if (ours) {
      // This phone's version replaces the sheet's: sent as a change of that deal.
      var mine = keptEntry(ours.dataset.offlineOurs);
      if (!mine) return;
      mine.url = mine.page + "deals/" + mine.number + "/save/";
      mine.state = "waiting";
      mine.reason = "";
      mine.versions = null;
      putEntry(mine).then(refreshKept).then(function () {
        showKept();
        sync();
      });
      return;
    }
    if (change) {
      // An entry still waiting here back in its form, to be saved again; those after it wait.
      var waiting = keptEntry(change.dataset.offlineChange);
      if (!waiting) return;
      deleteEntry(waiting.id).then(refreshKept).then(function () {
        backTo(waiting);
        showState();
        showKept();
      });
      return;
    }
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

  // The board as the server has it now. A form the table has started filling stays as it is
  // (htmx preserves it), when it is for the step the server is at: the server's answer never
  // replaces a newer tap.
  function reloadBoard() {
    var plan = readPlan();
    if (!plan || !window.htmx || isOffline()) return Promise.resolve();
    return htmx.ajax("GET", plan.page, { target: "#board", swap: "outerHTML" }).catch(function () {});
  }

  // Of two answers bringing a new board, the one asked for last is the one shown: an answer
  // overtaken by a later request (an undo after a reload was asked) is left out.
  var boardsAsked = 0;
  var boardsAnswered = 0; // boards htmx put in the page
  var boardsAtSend = 0; // as many when the entries were last sent
  document.addEventListener("htmx:beforeRequest", function (event) {
    var target = event.detail.target;
    if (event.defaultPrevented || !target || target.id !== "board" || !event.detail.xhr) return;
    event.detail.xhr.scorepadBoard = ++boardsAsked;
  });
  document.addEventListener("htmx:beforeSwap", function (event) {
    var asked = event.detail.xhr && event.detail.xhr.scorepadBoard;
    if (asked && asked < boardsAsked) event.detail.shouldSwap = false;
  });

  // Whatever brings a new board, a form being filled stays as it is when the new board's entry
  // is for the same step: the new one is marked hx-preserve, and htmx keeps the old in its place.
  // The answer to an entry sent in the background keeps the form even untouched: the phone put
  // that step's form there already, and the thumb may be opening a part of it.
  function preserving(html, always) {
    var form = entryForm();
    if (!form || !(always || form.dataset.touched)) return html;
    var fresh = /<form id="entry"[^>]*data-entry-step="([^"]*)"/.exec(html);
    if (!fresh || fresh[1] !== form.dataset.entryStep) return html;
    return html.replace('<form id="entry"', '<form id="entry" hx-preserve="true"');
  }

  function formState(form) { return JSON.stringify(fieldsOf(form)); }

  // Sent by htmx (the rules not loaded yet, online): what the entry said, so that if another
  // phone entered that deal first (409) it is kept here as a conflict, not dropped.
  document.addEventListener("htmx:beforeRequest", function (event) {
    var form = entryForm();
    var xhr = event.detail.xhr;
    if (event.defaultPrevented || !xhr || !form || event.detail.elt !== form) return;
    var trigger = event.detail.requestConfig && event.detail.requestConfig.triggeringEvent;
    var submitter = trigger && trigger.submitter ? trigger.submitter : null;
    xhr.scorepadEntry = { form: form, fields: fieldsOf(form, submitter), submitter: submitter };
  });

  function keptConflict(sent, html) {
    var plan = readPlan();
    var form = sent.form;
    if (!plan || !window.indexedDB) return Promise.resolve();
    var values = {};
    sent.fields.forEach(function (pair) { values[pair[0]] = pair[1]; });
    var notice = /<p class="notice conflict"[^>]*>([\s\S]*?)<\/p>/.exec(html);
    var step = form.dataset.entryStep;
    var planned = plan.steps[stepOf(plan, step)];
    var heading = form.querySelector("h2");
    return putEntry({
      game: plan.game, url: plan.url, page: plan.page, title: plan.title, step: step,
      number: Number(values.number), phase: values.phase, key: values.key,
      label: planned && planned.label ? planned.label : cleanText(heading ? heading.textContent : step),
      summary: summarize(form, sent.submitter), fields: sent.fields, deal: null,
      state: "conflict", reason: notice ? cleanText(notice[1].replace(/<[^>]+>/g, "")) : "",
      saved: Date.now()
    }).then(refreshKept);
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail.target;
    var sent = event.detail.xhr && event.detail.xhr.scorepadEntry;
    if (sent && event.detail.xhr.status === 409) {
      keptConflict(sent, event.detail.serverResponse || "").then(showKept);
    }
    // A preview the server answered for taps since changed is left out: it would put back what
    // the thumb has just changed (the preview asked for since brings the form as it is).
    var asked = event.detail.xhr && event.detail.xhr.scorepadAsked;
    var filled = entryForm() || editForm();
    if (asked !== undefined && filled && formState(filled) !== asked) {
      event.detail.shouldSwap = false;
      return;
    }
    if (!target || target.id !== "board") return;
    if (event.detail.shouldSwap) boardsAnswered += 1;
    event.detail.serverResponse = preserving(event.detail.serverResponse || "");
  });

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
      if (response.ok) {
        // The answer is the board as it stands after the entry: shown, rather than asked again.
        return response.text().then(function (html) { return { state: "recorded", board: html }; });
      }
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

  // A conflict's two versions, for the table to choose: the deal the server has (another phone
  // entered it first) and this phone's, each as its scores say it.
  function versionsOf(entry) {
    var plan = readPlan();
    var rules = phoneRules();
    if (!plan || !rules || !entry.deal || entry.game !== plan.game) return Promise.resolve(null);
    return fetch(entry.page + "export.json", { credentials: "same-origin" }).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (file) {
      if (!file || !file.deals[entry.number - 1]) return null;
      var before = file.deals.slice(0, entry.number - 1);
      function scores(deal) {
        var state = rules.run("state", asked(plan, before.concat([deal])));
        var row = state.rows[entry.number - 1];
        if (!row || !row.scores) return "";
        return state.sheet.sides.map(function (side, index) {
          var score = row.scores[index];
          return side + " " + (score > 0 ? "+" + score : String(score));
        }).join(" · ");
      }
      return { theirs: scores(file.deals[entry.number - 1]), ours: scores(entry.deal) };
    }).catch(function () { return null; });
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
            if (result.state === "recorded") {
              if (result.board) boards[entry.game] = result.board;
              // The server's last entry now: what an undo from this page takes back.
              var undo = document.querySelector("form[data-undo] input[name=last]");
              if (undo && entry.game === (readPlan() || {}).game) undo.value = entry.step;
              return deleteEntry(entry.id).then(function () { return false; });
            }
            stopped[entry.game] = true;
            entry.state = result.state;
            entry.reason = result.reason;
            var versions = result.state === "conflict" ? versionsOf(entry) : Promise.resolve(null);
            return versions.then(function (found) {
              entry.versions = found;
              return putEntry(entry);
            }).then(function () { return false; });
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

  var syncAgain = false; // an entry was kept while the others were being sent
  var boards = {}; // by game, the board the server answered the last entry sent with

  // The board the server answered with, put in the page as htmx would have: one request per
  // entry sent, no second to ask for the sheet. With entries still waiting it is left out
  // (they change it again), and an htmx answer asked for since wins.
  function showBoard(html) {
    var board = document.getElementById("board");
    if (!board || !window.htmx || kept.length || boardsAnswered > boardsAtSend) return Promise.resolve(false);
    htmx.swap(board, preserving(html, true), { swapStyle: "outerHTML" });
    return Promise.resolve(true);
  }

  function sync() {
    if (syncing) syncAgain = true;
    if (syncing || !navigator.onLine || !window.indexedDB) return syncing || Promise.resolve();
    var run = function () {
      boardsAtSend = boardsAnswered;
      return sendAll();
    };
    var started = navigator.locks ? navigator.locks.request("scorepad-sync", run) : run();
    syncing = started.then(function (changed) {
      var plan = readPlan();
      return refreshKept().then(function () {
        if (plan && changed[plan.game]) {
          if (!kept.length && savedOffline) {
            tell(words.sent);
            savedOffline = false;
          }
          var answered = boards[plan.game];
          delete boards[plan.game];
          return (answered ? showBoard(answered) : Promise.resolve(false)).then(function (shown) {
            return shown || kept.length ? null : reloadBoard();
          }).then(showKept);
        }
        showKept();
      });
    }).catch(function () {}).then(function () {
      syncing = null;
      if (syncAgain) {
        syncAgain = false;
        sync();
      }
    });
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
    var form = entryForm();
    var filled = form || editForm();
    // The rules on the phone answer the preview; nothing to ask the server between taps.
    if (isPreview(event.detail) && phoneRules() && gameOf(readPlan()) && currentStep() && filled && filled.contains(element)) {
      event.preventDefault();
      guide();
      return;
    }
    // Asked of the server (the rules not loaded yet): its answer is for the form as it is now.
    if (isPreview(event.detail) && filled && event.detail.xhr) {
      event.detail.xhr.scorepadAsked = formState(filled);
    }
    // While the table fills an entry, or entries wait here, the sheet stays as this phone has
    // it: the next poll comes after.
    if (isPoll(element) && readPlan() && ((form && form.dataset.touched) || kept.length)) {
      event.preventDefault();
      return;
    }
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
  // A game page answered 404: this phone lost the game (its links were renewed, or the game was
  // removed). Trying again cannot help: say so in words, and stop asking for the sheet.
  var gameGone = false;
  document.addEventListener("htmx:responseError", function (event) {
    var status = event.detail.xhr ? event.detail.xhr.status : "";
    if (status === 404 && document.getElementById("board")) {
      gameGone = true;
      tell(words.gameGone);
      return;
    }
    tell(say(words.responseError, { status: status }));
  });
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (gameGone && isPoll(event.detail.elt)) event.preventDefault();
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
