// The Klaverjas referee in the browser: a tap card picker, and the same answers as the server
// (scorepad/games/klaverjas/referee.py) without a round trip, so the page works offline.
// Without this file the form is answered by the server. tests/browser/test_referee.py runs
// both on the table of cases in tests/referee_cases/klaverjas.py.
(function () {
  "use strict";

  var SUITS = ["H", "D", "C", "S"];
  var RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"];
  var TRUMP_ORDER = ["7", "8", "Q", "K", "10", "A", "9", "J"];
  var PLAIN_ORDER = ["7", "8", "9", "J", "Q", "K", "10", "A"];
  var TRUMP_POINTS = {J: 20, "9": 14, A: 11, "10": 10, K: 4, Q: 3, "8": 0, "7": 0};
  var PLAIN_POINTS = {A: 11, "10": 10, K: 4, Q: 3, J: 2, "9": 0, "8": 0, "7": 0};
  var ROEM = {run3: 20, run4: 50, jacks: 200, four: 100, stuk: 20};
  var FOUR_OF_A_KIND = {J: 200, A: 100, K: 100, Q: 100, "10": 100};
  var SYMBOLS = {H: "♥", D: "♦", C: "♣", S: "♠"};
  var ALIASES = {"♥": "H", "♦": "D", "♣": "C", "♠": "S"};

  function rankOf(card) { return card.slice(0, -1); }
  function suitOf(card) { return card.slice(-1); }
  function label(card) { return rankOf(card) + SYMBOLS[suitOf(card)]; }

  function RefereeError(key, params) { this.key = key; this.params = params || {}; }

  function parseCard(text) {
    var card = text.trim().toUpperCase();
    if (card && ALIASES[card.slice(-1)]) card = card.slice(0, -1) + ALIASES[card.slice(-1)];
    if (card.charAt(0) === "T") card = "10" + card.slice(1);
    if (SUITS.indexOf(suitOf(card)) === -1 || RANKS.indexOf(rankOf(card)) === -1) {
      throw new RefereeError("card", {card: text.trim()});
    }
    return card;
  }

  function parseCards(text) {
    return text.split(/[,\s]+/).filter(Boolean).map(parseCard);
  }

  function check(trump, trick, hand) {
    if (SUITS.indexOf(trump) === -1) throw new RefereeError("trump");
    if (trick.length > 4) throw new RefereeError("trick", {count: trick.length});
    if (hand.length > 8) throw new RefereeError("hand", {count: hand.length});
    var seen = {};
    trick.concat(hand).forEach(function (card) {
      if (seen[card]) throw new RefereeError("twice", {card: label(card)});
      seen[card] = true;
    });
  }

  function strength(card, trump, led) {
    if (suitOf(card) === trump) return 20 + TRUMP_ORDER.indexOf(rankOf(card));
    if (suitOf(card) === led) return 10 + PLAIN_ORDER.indexOf(rankOf(card));
    return 0;
  }

  function winner(trick, trump) {
    var led = suitOf(trick[0]);
    var best = 0;
    trick.forEach(function (card, place) {
      if (strength(card, trump, led) > strength(trick[best], trump, led)) best = place;
    });
    return best;
  }

  function trumpRank(card) { return TRUMP_ORDER.indexOf(rankOf(card)); }

  function cardPoints(cards, trump) {
    return cards.reduce(function (sum, card) {
      return sum + (suitOf(card) === trump ? TRUMP_POINTS : PLAIN_POINTS)[rankOf(card)];
    }, 0);
  }

  function roem(cards, trump) {
    var parts = [];
    var longest = 0;
    SUITS.forEach(function (suit) {
      var places = cards.filter(function (card) { return suitOf(card) === suit; })
        .map(function (card) { return RANKS.indexOf(rankOf(card)); })
        .sort(function (a, b) { return a - b; });
      var run = 1;
      for (var i = 1; i < places.length; i++) {
        run = places[i] === places[i - 1] + 1 ? run + 1 : 1;
        longest = Math.max(longest, run);
      }
    });
    if (longest >= 4) parts.push("run4");
    else if (longest === 3) parts.push("run3");
    var ranks = cards.map(rankOf);
    if (cards.length === 4 && ranks.every(function (rank) { return rank === ranks[0]; }) &&
        FOUR_OF_A_KIND[ranks[0]]) {
      parts.push(ranks[0] === "J" ? "jacks" : "four");
    }
    if (cards.indexOf("K" + trump) !== -1 && cards.indexOf("Q" + trump) !== -1) parts.push("stuk");
    return parts;
  }

  function summarise(trick, trump) {
    var parts = roem(trick, trump);
    return {
      winner: winner(trick, trump),
      points: cardPoints(trick, trump),
      roem: parts.reduce(function (sum, part) { return sum + ROEM[part]; }, 0),
      roemParts: parts,
      byTrump: trick.some(function (card) { return suitOf(card) === trump; })
    };
  }

  function ruling(hand, reason, may, led, trump) {
    var following = may.some(function (card) { return suitOf(card) === led; });
    var allowed = hand.map(function (card) { return may.indexOf(card) !== -1; });
    var refusals = hand.map(function (card, i) {
      if (allowed[i]) return null;
      if (following && suitOf(card) !== led) return "follow";
      if (suitOf(card) !== trump) return "trump";
      if (reason === "opponent-discard" || reason === "partner-no-undertrump") return "undertrump";
      return "overtrump";
    });
    return {allowed: allowed, reason: reason, refusals: refusals};
  }

  // Mirrors referee.allowed: which cards of hand may be played to trick, and why.
  function allowedCards(rules, trump, trick, hand) {
    if (!trick.length || trick.length === 4) {
      return ruling(hand, trick.length ? "next-trick" : "lead", hand, "", trump);
    }
    var led = suitOf(trick[0]);
    var of = function (suit) { return function (card) { return suitOf(card) === suit; }; };
    var following = hand.filter(of(led));
    var trumps = hand.filter(of(trump));
    var others = hand.filter(function (card) { return suitOf(card) !== trump; });
    var top = Math.max.apply(null, [-1].concat(trick.filter(of(trump)).map(trumpRank)));
    var trickTrumps = top > -1;
    var higher = trumps.filter(function (card) { return trumpRank(card) > top; });

    if (led === trump) {
      if (!following.length) return ruling(hand, "no-trump-led-void", hand, led, trump);
      if (higher.length) return ruling(hand, "trump-led-over", higher, led, trump);
      return ruling(hand, "trump-led-under", following, led, trump);
    }
    if (following.length) return ruling(hand, "follow", following, led, trump);
    if (!trumps.length) return ruling(hand, "void-no-trump", hand, led, trump);
    if (rules === "rotterdam") {
      if (higher.length && trickTrumps) return ruling(hand, "rotterdam-overtrump", higher, led, trump);
      if (higher.length) return ruling(hand, "rotterdam-trump", higher, led, trump);
      return ruling(hand, "rotterdam-undertrump", trumps, led, trump);
    }
    if (winner(trick, trump) === trick.length - 2) {
      if (!trickTrumps) return ruling(hand, "partner-free", hand, led, trump);
      if (others.length || higher.length) {
        return ruling(hand, "partner-no-undertrump", others.concat(higher), led, trump);
      }
      return ruling(hand, "partner-only-lower", hand, led, trump);
    }
    if (!trickTrumps) return ruling(hand, "opponent-trump", trumps, led, trump);
    if (higher.length) return ruling(hand, "opponent-overtrump", higher, led, trump);
    if (others.length) return ruling(hand, "opponent-discard", others, led, trump);
    return ruling(hand, "opponent-only-lower", hand, led, trump);
  }

  function judge(rules, trump, trick, hand) {
    if (rules !== "amsterdam" && rules !== "rotterdam") throw new RefereeError("rules");
    check(trump, trick, hand);
    return {ruling: allowedCards(rules, trump, trick, hand), trick: trick.length === 4 ? summarise(trick, trump) : null};
  }

  window.scorepadReferee = window.scorepadReferee || {};
  window.scorepadReferee.klaverjas = {
    judge: judge, parseCards: parseCards, RefereeError: RefereeError
  };

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

  function cardSpan(card) { return element("span", {"class": "card suit-" + suitOf(card)}, label(card)); }

  function chosen(name) {
    var checked = form.querySelector('input[name="' + name + '"]:checked');
    return checked ? checked.value : "";
  }

  function answer() {
    var rules = chosen("rules") || "amsterdam";
    var trump = chosen("trump");
    var trickText = form.elements.trick.value;
    var handText = form.elements.hand.value;
    verdict.textContent = "";
    if (!trump && !trickText.trim() && !handText.trim()) return;
    var trick, hand, result;
    try {
      trick = parseCards(trickText);
      hand = parseCards(handText);
      result = judge(rules, trump, trick, hand);
    } catch (error) {
      if (!(error instanceof RefereeError)) throw error;
      var problem = element("p", {"class": "referee-error", role: "alert", "data-error": ""},
        fill(messages.errors[error.key], error.params));
      verdict.appendChild(problem);
      return;
    }
    var decided = result.ruling;
    if (trick.length) {
      var line = element("p", {"class": "trick-line"}, messages.labels.trick + " ");
      trick.forEach(function (card) { line.appendChild(cardSpan(card)); line.appendChild(document.createTextNode(" ")); });
      verdict.appendChild(line);
    }
    var may = hand.filter(function (card, i) { return decided.allowed[i]; }).map(label).join(", ");
    var reason = element("p", {"class": "referee-reason", "data-reason": ""}, fill(messages.reasons[decided.reason], {cards: may}) + " ");
    reason.appendChild(element("a", {href: messages.rulesUrl + "#" + messages.anchors[decided.reason]}, messages.labels.rule));
    verdict.appendChild(reason);
    if (hand.length) {
      var list = element("ul", {"class": "hand-cards"});
      hand.forEach(function (card, i) {
        var item = element("li", {"data-card": card, "data-allowed": decided.allowed[i] ? "yes" : "no"});
        item.appendChild(cardSpan(card));
        item.appendChild(document.createTextNode(" "));
        item.appendChild(element("span", {"class": "mark"}, decided.allowed[i]
          ? "✓ " + messages.labels.allowed : "✗ " + messages.refusals[decided.refusals[i]]));
        list.appendChild(item);
      });
      verdict.appendChild(list);
    }
    var full = result.trick;
    if (full) {
      var box = element("div", {id: "trick", "class": "trick-summary", "data-winner": full.winner,
        "data-points": full.points, "data-roem": full.roem});
      box.appendChild(element("p", {}, fill(messages.wonBy[full.byTrump ? "trump" : "suit"], {card: label(trick[full.winner])})));
      var sums = element("p");
      sums.appendChild(element("b", {}, String(full.points)));
      sums.appendChild(document.createTextNode(" " + messages.labels.points + " · "));
      sums.appendChild(element("b", {}, String(full.roem)));
      sums.appendChild(document.createTextNode(" " + messages.labels.roem +
        (full.roemParts.length ? ": " + full.roemParts.map(function (part) { return messages.roem[part]; }).join(", ") : "")));
      box.appendChild(sums);
      verdict.appendChild(box);
    }
  }

  function remember() {
    // The address holds the question, so a reload or a shared link asks it again.
    var params = new URLSearchParams(new FormData(form));
    history.replaceState(null, "", form.action + "?" + params.toString());
  }

  // The card picker: a tap adds a card to the trick or the hand, a second tap takes it back.
  var picker = form.querySelector("[data-picker]");
  var target = "trick";
  var suit = SUITS[0];

  function cardsIn(name) {
    try { return parseCards(form.elements[name].value); } catch (error) { return null; }
  }

  function refreshPicker() {
    var used = (cardsIn("trick") || []).concat(cardsIn("hand") || []);
    picker.querySelectorAll("[data-target]").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.dataset.target === target));
    });
    picker.querySelectorAll("[data-suit]").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.dataset.suit === suit));
    });
    picker.querySelectorAll("[data-rank]").forEach(function (button) {
      var card = button.dataset.rank + suit;
      button.className = "suit-" + suit + (used.indexOf(card) !== -1 ? " is-used" : "");
      button.setAttribute("aria-label", label(card));
      button.setAttribute("aria-pressed", String(used.indexOf(card) !== -1));
    });
  }

  function tap(card) {
    var field = form.elements[target];
    var other = form.elements[target === "trick" ? "hand" : "trick"];
    var mine = cardsIn(target) || [];
    var theirs = cardsIn(target === "trick" ? "hand" : "trick") || [];
    if (mine.indexOf(card) !== -1) {
      mine.splice(mine.indexOf(card), 1);
    } else if (theirs.indexOf(card) !== -1) {
      theirs.splice(theirs.indexOf(card), 1);
      other.value = theirs.join(", ");
    } else {
      if (target === "trick" && mine.length >= 4) return;
      mine.push(card);
    }
    field.value = mine.join(", ");
    changed();
  }

  function changed() {
    refreshPicker();
    answer();
    remember();
  }

  if (picker) {
    picker.hidden = false;
    picker.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) return;
      if (button.dataset.target) target = button.dataset.target;
      else if (button.dataset.suit) suit = button.dataset.suit;
      else if (button.dataset.rank) { tap(button.dataset.rank + suit); return; }
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
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
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
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    changed();
  });
})();
