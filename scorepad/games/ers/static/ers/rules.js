// The Egyptian Rat Screw helpers answer in the browser, without a round trip. Without this
// file the same forms are answered by the server (rules/slap.py). isSlap mirrors
// scorepad.games.ers.is_slap; tests/browser/test_rules_ers.py runs both on one table of cases.
(function () {
  "use strict";

  var data = document.getElementById("rules-helpers-messages");
  var messages = data ? JSON.parse(data.textContent) : null;
  var VALUES = messages ? messages.values : {};
  var CHALLENGES = messages ? messages.challenges : {};

  // pile: ranks from the bottom up (the last is the top card); bottom: when pile holds only its
  // last cards, the first card turned up since the pile was last won (cards paid for a wrong
  // slap lie under it but are never the bottom card), or null when pile is the whole pile.
  function isSlap(pile, combos, jokers, bottom) {
    var n = pile.length;
    if (!n) return null;
    var top = pile[n - 1];
    var has = function (combo) { return combos.indexOf(combo) !== -1; };
    if (jokers && top === "JOKER") return "joker";
    if (has("double") && n >= 2 && pile[n - 2] === top) return "double";
    if (has("sandwich") && n >= 3 && pile[n - 3] === top) return "sandwich";
    if (has("top-bottom")) {
      if (bottom == null && n >= 2 && pile[0] === top) return "top-bottom";
      if (bottom != null && bottom === top) return "top-bottom";
    }
    if (has("tens") && n >= 2 && VALUES.hasOwnProperty(pile[n - 2]) &&
        VALUES.hasOwnProperty(top) && VALUES[pile[n - 2]] + VALUES[top] === 10) return "tens";
    return null;
  }

  // Mirrors rules.slap.challenge: {chances, turned, answer, outcome}.
  function challenge(face, turned) {
    var chances = CHALLENGES[face] || 0;
    for (var i = 0; i < Math.min(turned.length, chances); i++) {
      if (CHALLENGES[turned[i]]) {
        return {chances: chances, turned: turned.slice(0, i + 1), answer: turned[i], outcome: "answered"};
      }
    }
    if (turned.length >= chances) {
      return {chances: chances, turned: turned.slice(0, chances), answer: null, outcome: "takes"};
    }
    return {chances: chances, turned: turned.slice(), answer: null, outcome: "open"};
  }

  // The cards named by selects, in order, up to the first left empty.
  function cards(form, names) {
    var chosen = [];
    for (var i = 0; i < names.length; i++) {
      var value = form.elements[names[i]].value;
      if (!value) break;
      chosen.push(value);
    }
    return chosen;
  }

  function answerSlap(form) {
    var output = form.querySelector("output");
    var fromTop = cards(form, ["top", "second", "third"]);
    if (!fromTop.length) return;
    var combos = [];
    form.querySelectorAll('input[name="combos"]:checked').forEach(function (box) { combos.push(box.value); });
    var kind = isSlap(fromTop.reverse(), combos, form.elements.jokers.checked, form.elements.bottom.value || null);
    output.querySelector("[data-verdict]").textContent =
      kind ? messages.slap[kind] : messages.noSlap[form.elements.penalty.value];
    var rule = output.querySelector("[data-rule]");
    rule.href = "#" + messages.anchors[kind || "none"];
    rule.hidden = false;
    output.classList.toggle("is-slap", Boolean(kind));
  }

  function answerChallenge(form) {
    var face = form.elements.face.value;
    if (!CHALLENGES[face]) return;
    var result = challenge(face, cards(form, ["turned1", "turned2", "turned3", "turned4"]));
    var verdict = result.outcome === "answered" ? messages.challenge.answered[result.answer]
      : result.outcome === "takes" ? messages.challenge.takes[face]
      : messages.challenge.open[String(result.chances - result.turned.length)];
    form.querySelector("output [data-verdict]").textContent = messages.chances[face] + " " + verdict;
  }

  var answer = {slap: answerSlap, challenge: answerChallenge};
  window.scorepadErs = {isSlap: isSlap, challenge: challenge};
  if (!messages) return;
  document.querySelectorAll("form[data-helper]").forEach(function (form) {
    var respond = answer[form.dataset.helper];
    form.addEventListener("change", function () { respond(form); });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      respond(form);
    });
  });
})();
