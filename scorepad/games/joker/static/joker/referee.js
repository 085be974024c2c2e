// The Joker referee in the browser: a tap card picker and the same answers as the server
// (scorepad/games/joker/referee.py) without a round trip, so the page works offline.
// tests/browser/test_referee.py runs both on tests/referee_cases/joker.py.
(function () {
  "use strict";

  var SUITS = ["H", "D", "C", "S"];
  var RANKS = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  var JOKER = "X";
  var SYMBOLS = {H: "♥", D: "♦", C: "♣", S: "♠"};

  function rankOf(card) { return card.slice(0, -1); }
  function suitOf(card) { return card === JOKER ? "" : card.slice(-1); }
  function label(card) { return card === JOKER ? "🃏" : rankOf(card) + SYMBOLS[suitOf(card)]; }
  function RefereeError(key, params) { this.key = key; this.params = params || {}; }

  function parseCard(text) {
    var card = text.trim().toUpperCase();
    if (card === JOKER || card === "JOKER") return JOKER;
    if (card.charAt(0) === "T") card = "10" + card.slice(1);
    if (SUITS.indexOf(suitOf(card)) === -1 || RANKS.indexOf(rankOf(card)) === -1 ||
        card === "6S" || card === "6C") {
      throw new RefereeError("card", {card: text.trim()});
    }
    return card;
  }

  function parsePlayed(text, place) {
    var parts = text.trim().toUpperCase().split(":");
    if (parts[0] !== JOKER && parts[0] !== "JOKER") {
      if (parts.length > 1) throw new RefereeError("card", {card: text.trim()});
      return {card: parseCard(parts[0]), call: "", suit: ""};
    }
    var call = parts.length > 1 ? parts[1].toLowerCase() : "";
    if (place === 0 && (call === "high" || call === "give") && parts.length === 3 && SUITS.indexOf(parts[2]) !== -1) {
      return {card: JOKER, call: call, suit: parts[2]};
    }
    if (place > 0 && (call === "take" || call === "leave") && parts.length === 2) {
      return {card: JOKER, call: call, suit: ""};
    }
    throw new RefereeError("call", {card: text.trim()});
  }

  function split(text) { return text.split(/[,\s]+/).filter(Boolean); }
  function parseTrick(text) { return split(text).map(parsePlayed); }
  function parseHand(text) { return split(text).map(parseCard); }

  function check(trump, trick, hand) {
    if (SUITS.indexOf(trump) === -1 && trump !== "none") throw new RefereeError("trump");
    if (trick.length > 4) throw new RefereeError("trick", {count: trick.length});
    if (hand.length > 9) throw new RefereeError("hand", {count: hand.length});
    var cards = trick.map(function (played) { return played.card; }).concat(hand);
    if (cards.filter(function (card) { return card === JOKER; }).length > 2) throw new RefereeError("jokers");
    var seen = {};
    cards.forEach(function (card) {
      if (seen[card] && card !== JOKER) throw new RefereeError("twice", {card: label(card)});
      seen[card] = true;
    });
  }

  function ledSuit(trick) { return trick[0].card === JOKER ? trick[0].suit : suitOf(trick[0].card); }

  function strength(played, trump, led) {
    if (played.card === JOKER) {
      if (played.call !== "give") return 0;
      return (played.suit === trump ? 30 : 10) - 1;
    }
    var suit = suitOf(played.card), rank = RANKS.indexOf(rankOf(played.card));
    if (suit === trump) return 30 + rank;
    if (suit === led) return 10 + rank;
    return 0;
  }

  function taken(trick, trump) {
    var takes = [];
    trick.forEach(function (played, place) { if (played.call === "take") takes.push(place); });
    if (takes.length) {
      var last = takes[takes.length - 1];
      var beaten = trick.slice(0, last).some(function (played) { return played.call === "take" || played.call === "high"; });
      return {winner: last, why: beaten ? "second-joker" : "joker-take"};
    }
    if (trick[0].call === "high") return {winner: 0, why: "joker-high"};
    var led = ledSuit(trick);
    var best = 0;
    trick.forEach(function (played, place) {
      if (strength(played, trump, led) > strength(trick[best], trump, led)) best = place;
    });
    if (trick[best].card === JOKER) return {winner: best, why: "joker-give"};
    return {winner: best, why: suitOf(trick[best].card) === trump ? "trump" : "suit"};
  }

  function ruling(hand, reason, may, refusal, suit) {
    var allowed = hand.map(function (card) { return may.indexOf(card) !== -1; });
    return {
      allowed: allowed, reason: reason, suit: suit || "",
      refusals: hand.map(function (card, i) {
        if (allowed[i]) return null;
        return refusal === "highest" && suitOf(card) !== suit ? "follow" : refusal;
      })
    };
  }

  function allowedCards(trump, trick, hand) {
    if (!trick.length || trick.length === 4) return ruling(hand, trick.length ? "next-trick" : "lead", hand, null);
    var led = ledSuit(trick);
    var following = hand.filter(function (card) { return suitOf(card) === led; });
    var trumps = hand.filter(function (card) { return trump !== "none" && suitOf(card) === trump; });
    var jokers = hand.indexOf(JOKER) !== -1 ? [JOKER] : [];
    if (trick[0].call === "high") {
      if (following.length) {
        var highest = following.reduce(function (a, b) { return RANKS.indexOf(rankOf(b)) > RANKS.indexOf(rankOf(a)) ? b : a; });
        return ruling(hand, "highest", [highest].concat(jokers), "highest", led);
      }
      if (trumps.length) return ruling(hand, "highest-trump", trumps.concat(jokers), "trump", led);
      return ruling(hand, "highest-free", hand, null, led);
    }
    if (following.length) return ruling(hand, "follow", following.concat(jokers), "follow");
    if (trumps.length) return ruling(hand, "trump", trumps.concat(jokers), "trump");
    return ruling(hand, "free", hand, null);
  }

  function judge(trump, trick, hand) {
    check(trump, trick, hand);
    return {ruling: allowedCards(trump, trick, hand), trick: trick.length === 4 ? taken(trick, trump) : null};
  }

  window.scorepadReferee = window.scorepadReferee || {};
  window.scorepadReferee.joker = {judge: judge, parseTrick: parseTrick, parseHand: parseHand, RefereeError: RefereeError};

  // The page

  var data = document.getElementById("referee-messages");
  var form = document.getElementById("referee-form");
  if (!data || !form) return;
  var messages = JSON.parse(data.textContent);
  var verdict = document.getElementById("verdict");

  function fill(template, params) {
    return template.replace(/%\((\w+)\)[sd]/g, function (_, name) { return String(params[name]); });
  }
  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function playedLabel(played) {
    if (played.card !== JOKER) return label(played.card);
    return "🃏 " + messages.calls[played.call] + (played.suit ? " " + SYMBOLS[played.suit] : "");
  }
  function trumpChosen() {
    var checked = form.querySelector('input[name="trump"]:checked');
    return checked ? checked.value : "none";
  }

  function answer() {
    verdict.textContent = "";
    var trickText = form.elements.trick.value, handText = form.elements.hand.value;
    if (!trickText.trim() && !handText.trim()) return;
    var trick, hand, result;
    try {
      trick = parseTrick(trickText);
      hand = parseHand(handText);
      result = judge(trumpChosen(), trick, hand);
    } catch (error) {
      if (!(error instanceof RefereeError)) throw error;
      verdict.appendChild(element("p", {"class": "referee-error", role: "alert", "data-error": ""}, fill(messages.errors[error.key], error.params)));
      return;
    }
    var decided = result.ruling;
    if (trick.length) {
      var line = element("p", {"class": "trick-line"}, messages.labels.trick + " ");
      trick.forEach(function (played) {
        line.appendChild(element("span", {"class": "card suit-" + suitOf(played.card)}, playedLabel(played)));
        line.appendChild(document.createTextNode(" "));
      });
      verdict.appendChild(line);
    }
    var may = hand.filter(function (card, i) { return decided.allowed[i] && card !== JOKER; }).map(label).join(", ");
    var reason = element("p", {"class": "referee-reason", "data-reason": ""},
      fill(messages.reasons[decided.reason], {cards: may, suit: SYMBOLS[decided.suit] || ""}) + " ");
    reason.appendChild(element("a", {href: messages.rulesUrl + "#" + messages.anchors[decided.reason]}, messages.labels.rule));
    verdict.appendChild(reason);
    if (hand.length) {
      var list = element("ul", {"class": "hand-cards"});
      hand.forEach(function (card, i) {
        var item = element("li", {"data-card": card, "data-allowed": decided.allowed[i] ? "yes" : "no"});
        item.appendChild(element("span", {"class": "card suit-" + suitOf(card)}, label(card)));
        item.appendChild(document.createTextNode(" "));
        item.appendChild(element("span", {"class": "mark"}, decided.allowed[i] ? "✓ " + messages.labels.allowed : "✗ " + messages.refusals[decided.refusals[i]]));
        list.appendChild(item);
      });
      verdict.appendChild(list);
    }
    if (result.trick) {
      var box = element("div", {id: "trick", "class": "trick-summary", "data-winner": result.trick.winner});
      box.appendChild(element("p", {}, fill(messages.wonBy[result.trick.why], {card: label(trick[result.trick.winner].card)})));
      verdict.appendChild(box);
    }
  }

  function remember() {
    history.replaceState(null, "", form.action + "?" + new URLSearchParams(new FormData(form)).toString());
  }

  var picker = form.querySelector("[data-picker]");
  var target = "trick";
  var suit = SUITS[0];

  function refreshPicker() {
    picker.querySelectorAll("[data-target]").forEach(function (button) { button.setAttribute("aria-pressed", String(button.dataset.target === target)); });
    picker.querySelectorAll("[data-suit]").forEach(function (button) { button.setAttribute("aria-pressed", String(button.dataset.suit === suit)); });
    picker.querySelectorAll("[data-rank]").forEach(function (button) {
      var card = button.dataset.rank + suit;
      button.className = "suit-" + suit;
      button.disabled = card === "6S" || card === "6C";
      button.setAttribute("aria-label", label(card));
    });
  }

  function add(token) {
    var field = form.elements[target];
    var tokens = split(field.value);
    var at = tokens.map(function (text) { return text.toUpperCase(); }).indexOf(token.toUpperCase());
    if (at !== -1 && token !== JOKER) tokens.splice(at, 1);
    else if (target === "trick" && tokens.length >= 4) return;
    else tokens.push(token);
    field.value = tokens.join(", ");
    changed();
  }

  function jokerToken() {
    if (target === "hand") return JOKER;
    var call = picker.querySelector("[data-call]").value;
    var lead = !split(form.elements.trick.value).length;
    if (lead) return "X:" + (call === "give" ? "give" : "high") + ":" + suit;
    return "X:" + (call === "leave" ? "leave" : "take");
  }

  function changed() { refreshPicker(); answer(); remember(); }

  if (picker) {
    picker.hidden = false;
    picker.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) return;
      if (button.dataset.target) target = button.dataset.target;
      else if (button.dataset.suit) suit = button.dataset.suit;
      else if (button.dataset.rank) { add(button.dataset.rank + suit); return; }
      else if (button.hasAttribute("data-joker")) { add(jokerToken()); return; }
      else if (button.hasAttribute("data-clear")) {
        form.elements.trick.value = "";
        form.elements.hand.value = "";
        changed();
        return;
      }
      refreshPicker();
    });
    refreshPicker();
  }
  form.addEventListener("input", function (event) { if (!event.target.closest("[data-picker]")) changed(); });
  form.addEventListener("change", function (event) { if (!event.target.closest("[data-picker]")) changed(); });
  // A page kept by the service worker may be opened for another question: ask the address's.
  function restore() {
    var query = new URLSearchParams(location.search);
    var asked = false;
    query.forEach(function (value, name) {
      var field = form.elements[name];
      if (!field || name === "back") return;
      if (field instanceof RadioNodeList) field.value = value;
      else field.value = query.getAll(name).join(", ");
      asked = true;
    });
    if (asked) answer();
  }
  restore();
  form.addEventListener("submit", function (event) { event.preventDefault(); changed(); });
})();
