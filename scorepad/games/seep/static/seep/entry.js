// Seep's entry: the tapped scoring cards add up into the card points box. The server makes the
// same sum without JavaScript, and the cards win over a typed number. On the phone
// (static/js/offline/ asks; the rules are the server's engine, run by MicroPython) the entry
// is read as the deal it says, and the preview shows each team's deal score and why, the
// running difference and a bazzi won.
(function () {
  "use strict";

  document.addEventListener("change", function (event) {
    if (event.target.name !== "cards" || !event.target.form) return;
    var form = event.target.form;
    var points = form.querySelector('input[name="points"]');
    if (!points) return;
    var total = 0;
    var any = false;
    form.querySelectorAll('input[name="cards"]:checked').forEach(function (card) {
      total += Number(card.dataset.points) || 0;
      any = true;
    });
    points.value = any ? String(total) : "";
  }, true);

  function chosen(form, name) {
    var field = form.querySelector('input[name="' + name + '"]:checked');
    return field && field.value !== "" ? Number(field.value) : null;
  }

  function read(form) {
    var field = form.querySelector('input[name="points"]');
    var total = Number(field ? field.max : 100);
    var points = field && field.value !== "" && !isNaN(Number(field.value)) ? Number(field.value) : null;
    var deal = {
      sweeps: [chosen(form, "sweeps_0") || 0, chosen(form, "sweeps_1") || 0],
      opening_sweep: chosen(form, "opening_sweep")
    };
    if (points !== null) deal.points = [points, total - points];
    var bid = chosen(form, "bid");
    if (bid !== null) deal.bid = bid;
    return deal;
  }

  function show(form, step, answer, table) {
    var preview = form.querySelector("#entry-preview");
    if (!preview || !answer) return;
    if (!answer.ok) {
      table.previewNote(preview, form.querySelector('input[name="points"]').value === "" ? table.texts.empty : table.reason(answer));
      return;
    }
    var row = answer.row;
    var sides = answer.sheet.sides;
    var line = document.createElement("p");
    var difference = document.createElement("span");
    difference.className = "difference-line";
    difference.dataset.testid = "difference";
    difference.textContent = row.difference === 0
      ? table.texts.level
      : table.say(table.texts.favours, { points: Math.abs(row.difference), team: sides[row.difference > 0 ? 0 : 1] });
    line.append(difference);
    if (row.bazzi !== null) {
      var bazzi = document.createElement("strong");
      bazzi.className = "bazzi";
      bazzi.textContent = " ★ " + table.texts.bazzi + ": " + sides[row.bazzi];
      line.append(bazzi);
    }
    preview.replaceChildren(table.sidesList(sides, row), line);
  }

  // The page's entry filled in for the deal that comes next: who deals and who plays first.
  function fill(form, step, table) {
    var hint = form.querySelector('[data-fill="hint"]');
    if (hint && step.dealer !== undefined) {
      hint.textContent = table.say(table.texts.hint, { dealer: table.players[step.dealer], first: table.players[step.first] });
    }
  }

  window.scorepadGames = window.scorepadGames || {};
  window.scorepadGames.seep = { read: read, show: show, fill: fill };
})();
