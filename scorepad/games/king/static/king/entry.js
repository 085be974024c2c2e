// King's entry: the units taken counted live against the contract's units ("9 of 13"), and the
// count's heading named for the contract chosen (the server counts the same on Save). On the
// phone (static/js/offline/ asks; the rules are the server's engine, run by MicroPython) the
// page's entry is filled in for the deal that comes next (who declares, who deals, the limits
// left, the counts from the declarer) and read as the deal it says; the contracts closed to the
// declarer are struck out with the engine's reason, and the preview shows each player's score
// and why.
(function () {
  "use strict";

  function update(form) {
    var chosen = form.querySelector('input[name="contract"]:checked');
    var output = form.querySelector("[data-units-left]");
    if (!chosen || !output) return;
    var units = Number(chosen.dataset.units) || 0;
    var taken = 0;
    form.querySelectorAll('input[name^="taken_"]').forEach(function (input) {
      taken += Number(input.value) || 0;
      input.max = String(units);
    });
    output.textContent = output.dataset.of.replace("%(taken)s", String(taken)).replace("%(units)s", String(units));
    output.classList.toggle("done", taken === units);
    output.classList.toggle("over", taken > units);
    var name = form.querySelector("[data-unit-name]");
    if (name && chosen.dataset.unitName) name.textContent = chosen.dataset.unitName;
  }

  function entry(event) {
    var form = event.target.closest && event.target.closest("form.entry-king");
    if (form) update(form);
  }

  document.addEventListener("input", entry);
  document.addEventListener("change", entry);
  document.addEventListener("htmx:load", function (event) {
    var form = event.target.querySelector && event.target.querySelector("form.entry-king");
    if (form) update(form);
  });
  document.addEventListener("DOMContentLoaded", function () {
    var form = document.querySelector("form.entry-king");
    if (form) update(form);
  });

  function picked(form, name) {
    var field = form.querySelector('input[name="' + name + '"]:checked');
    return field && field.value !== "" ? field.value : null;
  }

  function read(form, step) {
    var contract = picked(form, "contract");
    var rifki = picked(form, "rifki");
    var taken = [0, 1, 2, 3].map(function (seat) {
      var field = form.querySelector('input[name="taken_' + seat + '"]');
      return field && field.value !== "" ? Number(field.value) : 0;
    });
    if (contract === "rifki" && rifki !== null) {
      taken = [0, 1, 2, 3].map(function (seat) { return seat === Number(rifki) ? 1 : 0; });
    }
    var deal = { declarer: step.first, contract: contract, taken: taken };
    var trump = picked(form, "trump");
    if (contract === "koz" && trump) deal.trump = trump;
    return deal;
  }

  // The contracts closed to the declarer, as the engine says now (the page's form was drawn
  // for the first deal).
  function strikeOut(form, table) {
    var next = table.next;
    if (!next || !next.closed) return;
    form.querySelectorAll('input[name="contract"]').forEach(function (radio) {
      var reason = next.closed[radio.value];
      var label = radio.closest("label");
      radio.disabled = Boolean(reason);
      if (reason) radio.checked = false;
      if (!label) return;
      label.classList.toggle("forbidden", Boolean(reason));
      var help = label.querySelector("small");
      if (reason) {
        if (!help) {
          help = document.createElement("small");
          label.querySelector("span").append(" ", help);
        }
        help.textContent = reason;
      } else if (help) {
        help.remove();
      }
    });
  }

  function show(form, step, answer, table) {
    update(form);
    strikeOut(form, table);
    var preview = form.querySelector("#entry-preview");
    if (!preview || !answer) return;
    if (!answer.ok) {
      table.previewNote(preview, picked(form, "contract") === null ? table.texts.empty : table.reason(answer));
      return;
    }
    preview.replaceChildren(table.sidesList(answer.sheet.sides, answer.row));
  }

  function fill(form, step, table) {
    var names = table.players;
    var sub = form.querySelector('[data-fill="declares"]');
    if (sub) sub.textContent = table.say(table.texts.declares, { name: names[step.declarer] });
    var limits = form.querySelector("[data-testid=limits]");
    if (limits) {
      limits.textContent = table.say(table.texts.limits, {
        dealer: names[step.dealer], declarer: names[step.declarer],
        negatives: table.texts.negatives[step.negatives_left], koz: table.texts.koz[step.koz_left]
      });
    }
    var rows = Array.prototype.slice.call(form.querySelectorAll(".count-row[data-seat]"));
    if (!rows.length) return;
    var holder = rows[0].parentNode;
    var after = rows[rows.length - 1].nextSibling;
    [0, 1, 2, 3].forEach(function (index) {
      var seat = (step.declarer + index) % 4;
      var row = rows.filter(function (one) { return Number(one.dataset.seat) === seat; })[0];
      if (!row) return;
      row.classList.toggle("is-declarer", index === 0);
      holder.insertBefore(row, after);
    });
    strikeOut(form, table);
  }

  window.scorepadGames = window.scorepadGames || {};
  window.scorepadGames.king = { read: read, show: show, fill: fill };
})();
