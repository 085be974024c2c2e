// Klaverjas's entry: a roem button adds its amount to the team's roem (arithmetic on the button's
// value, "team:amount", 0 clearing it); without JavaScript the button posts the form and the
// server adds it. On the phone (static/js/offline/ asks; the rules are the server's engine,
// run by MicroPython) the entry is read as the deal it says and the preview shows made or nat,
// each team's score and why, and the other team's card points.
(function () {
  "use strict";

  document.addEventListener("click", function (event) {
    var roem = event.target.closest("button[data-roem]");
    if (!roem || roem.value === "trick") return;
    event.preventDefault();
    var parts = roem.value.split(":");
    var form = roem.form;
    var hidden = form.querySelector('input[name="roem_' + parts[0] + '"]');
    var total = parts[1] === "0" ? 0 : (Number(hidden.value) || 0) + Number(parts[1]);
    hidden.value = String(total);
    form.querySelector('[data-roem-of="' + parts[0] + '"]').textContent = String(total);
    hidden.dispatchEvent(new Event("change", { bubbles: true }));
  });

  // Pit gives one team every card point: the points field says so as soon as pit is tapped (the
  // playing team's 162, or 0 when the other team took every trick), and typing other points
  // takes pit back, so the field always shows what is saved.
  document.addEventListener("change", function (event) {
    var form = event.target.form;
    if (!form || form.id !== "entry" || !form.classList.contains("entry-klaverjas")) return;
    var field = form.querySelector('input[name="points"]');
    if (!field || (event.target.name !== "pit" && event.target.name !== "playing")) return;
    var pit = chosen(form, "pit");
    var playing = chosen(form, "playing");
    if (pit === null || playing === null || chosen(form, "revoke") !== null) return;
    field.value = String(pit === playing ? Number(field.max) : 0);
  });

  document.addEventListener("input", function (event) {
    var form = event.target.form;
    if (!form || form.id !== "entry" || event.target.name !== "points") return;
    var pit = chosen(form, "pit");
    var playing = chosen(form, "playing");
    if (pit === null || playing === null) return;
    var field = event.target;
    if (Number(field.value) === (pit === playing ? Number(field.max) : 0)) return;
    var nobody = form.querySelector('input[name="pit"][value=""]');
    if (!nobody) return;
    nobody.checked = true;
    nobody.dispatchEvent(new Event("change", { bubbles: true }));
  });

  function chosen(form, name) {
    var field = form.querySelector('input[name="' + name + '"]:checked');
    return field && field.value !== "" ? Number(field.value) : null;
  }

  function number(form, name) {
    var field = form.querySelector('input[name="' + name + '"]');
    return field && field.value !== "" && !isNaN(Number(field.value)) ? Number(field.value) : null;
  }

  function read(form) {
    var playing = chosen(form, "playing");
    var deal = {
      playing: playing,
      roem: [number(form, "roem_0") || 0, number(form, "roem_1") || 0],
      pit: chosen(form, "pit"),
      revoke: chosen(form, "revoke")
    };
    var field = form.querySelector('input[name="points"]');
    var total = Number(field ? field.max : 162);
    if (deal.pit !== null && deal.revoke === null) {
      deal.points = deal.pit === 0 ? [total, 0] : [0, total];
    } else if (deal.revoke === null) {
      var points = number(form, "points");
      if (points !== null && playing !== null) {
        deal.points = playing === 0 ? [points, total - points] : [total - points, points];
      }
    }
    return deal;
  }

  function show(form, step, answer, table) {
    var preview = form.querySelector("#entry-preview");
    if (!preview || !answer) return;
    if (!answer.ok) {
      var started = chosen(form, "playing") !== null || number(form, "points") !== null;
      table.previewNote(preview, started ? table.reason(answer) : table.texts.empty);
      return;
    }
    var row = answer.row;
    var result = document.createElement("p");
    result.className = "result result-" + row.result;
    result.textContent = table.texts[row.result] || row.result;
    var nodes = [result, table.sidesList(answer.sheet.sides, row)];
    var other = answer.deal.points ? answer.deal.points[1 - answer.deal.playing] : null;
    if (other !== null && answer.deal.pit === null) {
      var line = document.createElement("p");
      line.className = "muted";
      line.dataset.testid = "offline-complement";
      line.textContent = table.say(table.texts.other, { points: other, total: answer.deal.points[0] + answer.deal.points[1] });
      nodes.push(line);
    }
    preview.replaceChildren.apply(preview, nodes);
  }

  // The page's entry filled in for the deal that comes next: who deals and who plays first.
  function fill(form, step, table) {
    var hint = form.querySelector('[data-fill="hint"]');
    if (hint && step.dealer !== undefined) {
      hint.textContent = table.say(table.texts.hint, { dealer: table.players[step.dealer], first: table.players[step.first] });
    }
  }

  window.scorepadGames = window.scorepadGames || {};
  window.scorepadGames.klaverjas = { read: read, show: show, fill: fill };
})();
