// Small comforts on top of pages that work without JavaScript: number steppers, a fresh
// submission key when one is missing, and sharing through the phone's share sheet.
(function () {
  "use strict";

  function newKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID().replace(/-/g, "");
    return String(Date.now()) + String(Math.random()).slice(2);
  }

  function showEnhancements(root) {
    root.querySelectorAll("[data-stepper] .step").forEach(function (button) { button.hidden = false; });
    root.querySelectorAll("input[name=key]").forEach(function (input) { if (!input.value) input.value = newKey(); });
    if (navigator.share || navigator.clipboard) root.querySelectorAll(".js-share").forEach(function (button) { button.hidden = false; });
    if (canShareFiles()) root.querySelectorAll(".js-share-file").forEach(function (button) { button.hidden = false; });
    if (window.print) root.querySelectorAll(".js-print").forEach(function (button) { button.hidden = false; });
    if (navigator.clipboard) root.querySelectorAll(".js-copy").forEach(function (button) { button.hidden = false; });
    localTimes(root);
  }

  // Times are written by the server in UTC; the phone says them in its own time zone and
  // language ("1 Ara 2026 21:05").
  function localTimes(root) {
    if (!window.Intl || !Intl.DateTimeFormat) return;
    var format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: "medium", timeStyle: "short" });
    root.querySelectorAll("time[data-local-time]").forEach(function (shown) {
      var when = new Date(shown.getAttribute("datetime"));
      if (!isNaN(when.getTime())) shown.textContent = format.format(when);
    });
  }

  // Sharing: the phone's share sheet (Web Share API) for the link and the results text, and for
  // the PDF as a file where the phone can share files; else the text and link are copied.
  function canShareFiles() {
    if (!navigator.canShare || !window.File) return false;
    try {
      return navigator.canShare({ files: [new File(["%PDF"], "sheet.pdf", { type: "application/pdf" })] });
    } catch (error) {
      return false;
    }
  }

  function sayCopied(button) {
    var note = button.closest(".share, .results") && button.closest(".share, .results").querySelector(".share-done");
    button.classList.add("copied");
    if (note) {
      note.textContent = note.dataset.copied;
      note.hidden = false;
    }
  }

  function shareText(button) {
    var data = { title: button.dataset.title, text: button.dataset.text, url: button.dataset.url };
    if (navigator.share) {
      navigator.share(data).catch(function () {});
    } else if (navigator.clipboard) {
      navigator.clipboard.writeText(data.text + "\n" + data.url).then(function () { sayCopied(button); });
    }
  }

  function sharePdf(button) {
    var url = button.dataset.file;
    fetch(url, { credentials: "same-origin" }).then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      var header = response.headers.get("Content-Disposition") || "";
      var name = (/filename="([^"]+)"/.exec(header) || [null, "sheet.pdf"])[1];
      return response.blob().then(function (blob) {
        var file = new File([blob], name, { type: "application/pdf" });
        return navigator.share({ files: [file], title: button.dataset.title, text: button.dataset.text });
      });
    }).catch(function (error) {
      // Not shared (refused, or cancelled by the player): a cancelled share is no error.
      if (!error || error.name !== "AbortError") window.location.href = url;
    });
  }

  document.addEventListener("click", function (event) {
    var step = event.target.closest("button[data-step], button[data-set]");
    if (step) {
      var input = step.closest("[data-stepper]").querySelector("input");
      var max = Number(input.max || Infinity);
      var wanted = step.dataset.set !== undefined ? Number(step.dataset.set) : (Number(input.value) || 0) + Number(step.dataset.step);
      var value = Math.min(max, Math.max(0, wanted));
      input.value = String(value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    var share = event.target.closest(".js-share");
    if (share) {
      shareText(share);
      return;
    }
    var shareFile = event.target.closest(".js-share-file");
    if (shareFile) {
      sharePdf(shareFile);
      return;
    }
    if (event.target.closest(".js-print")) {
      window.print();
      return;
    }
    var copy = event.target.closest(".js-copy");
    if (copy && navigator.clipboard) {
      var field = document.querySelector(copy.dataset.copy);
      navigator.clipboard.writeText(field.value).then(function () { copy.classList.add("copied"); });
    }
  });

  // Another phone entered the deal this page's form is for: fetch the board for what is next.
  var refreshing = false;
  document.addEventListener("htmx:afterSettle", function () {
    var sheet = document.getElementById("sheet");
    var entry = document.getElementById("entry");
    if (!sheet || !sheet.dataset.nextStep || refreshing || !window.htmx) return;
    var step = entry ? entry.dataset.entryStep : "over";
    if (step === undefined || step === sheet.dataset.nextStep) return;
    refreshing = true;
    htmx.ajax("GET", sheet.getAttribute("hx-get"), { target: "#board", swap: "outerHTML" })
      .finally(function () { refreshing = false; });
  });

  // Tap a score to see why: each score is a button carrying its note in its title (what shows
  // without JavaScript), and the note is written beside it only when it is opened, with the
  // glossary links it names copied from the sheet's one #why-terms: a 40-deal sheet holds
  // no hidden notes. One note is open at a time; a second tap closes it.
  function closeNote(why) {
    var note = why.parentNode.querySelector(".note");
    if (note) note.remove();
    why.setAttribute("aria-expanded", "false");
  }

  document.addEventListener("click", function (event) {
    var why = event.target.closest ? event.target.closest("button.why[title]") : null;
    if (!why) return;
    var open = why.getAttribute("aria-expanded") === "true";
    document.querySelectorAll('button.why[aria-expanded="true"]').forEach(closeNote);
    if (open) return;
    var note = document.createElement("div");
    note.className = "note";
    note.textContent = why.title;
    var terms = document.getElementById("why-terms");
    (why.dataset.terms || "").split(" ").forEach(function (term) {
      var link = term && terms && terms.content.querySelector('[data-term="' + term + '"]');
      if (link) note.append(" · ", link.cloneNode(true));
    });
    why.after(note);
    why.setAttribute("aria-expanded", "true");
  });

  // The choices of a seat ("Who deals first") name the players as they are typed.
  document.addEventListener("input", function (event) {
    var match = /^id_player_(\d)$/.exec(event.target.id || "");
    if (!match) return;
    var seat = Number(match[1]) - 1;
    document.querySelectorAll('input[data-seat-choice][value="' + seat + '"] + span').forEach(function (label) {
      if (!label.dataset.fallback) label.dataset.fallback = label.textContent;
      label.textContent = event.target.value.trim() || label.dataset.fallback;
    });
  });

  // Touching a group of choices that stand for one of another group's (a game's own house rules,
  // rather than a preset) chooses that one: [data-selects] names it.
  document.addEventListener("change", function (event) {
    var group = event.target.closest("[data-selects]");
    if (!group) return;
    var chosen = document.querySelector(group.dataset.selects);
    if (chosen) chosen.checked = true;
  });

  document.addEventListener("DOMContentLoaded", function () {
    showEnhancements(document);
    var worker = document.body.dataset.serviceWorker;
    if (worker && "serviceWorker" in navigator) {
      // What it keeps and how pages learn of a new version: static/js/sw.js, static/js/offline/update.js.
      navigator.serviceWorker.register(worker).catch(function () {});
    }
  });
  document.addEventListener("htmx:load", function (event) { showEnhancements(event.target); });
})();
