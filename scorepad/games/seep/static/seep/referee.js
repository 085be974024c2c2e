// The Seep referee in the browser: a tap card picker and the same moves as the server
// (scorepad/games/seep/referee.py) without a round trip, so the page works offline.
// tests/browser/test_referee.py runs both on tests/referee_cases/seep.py.
(function () {
  "use strict";

  var RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  var VALUES = {};
  RANKS.forEach(function (rank, i) { VALUES[rank] = i + 1; });
  var ALIASES = {"1": "A", "11": "J", "12": "Q", "13": "K", "T": "10"};
  var OWNERS = ["me", "partner", "opponent"];

  function RefereeError(key, params) { this.key = key; this.params = params || {}; }
  function split(text) { return text.split(/[,\s]+/).filter(Boolean); }

  function parseCard(text) {
    var card = text.trim().toUpperCase();
    card = ALIASES[card] || card;
    if (!VALUES[card]) throw new RefereeError("card", {card: text.trim()});
    return card;
  }
  function parseCards(text) { return split(text).map(parseCard); }

  function parseHouse(text) {
    var parts = text.trim().toLowerCase().split(":");
    var value = 0;
    try { value = VALUES[parseCard(parts[0])]; } catch (error) { value = 0; }
    var owners = (parts.length > 1 ? parts[1].split("+") : []).map(function (owner) { return owner === "opp" ? "opponent" : owner; });
    var flags = parts.slice(2).join(":");
    if (value < 9 || value > 13 || !owners.length || owners.some(function (owner) { return OWNERS.indexOf(owner) === -1; }) ||
        (flags !== "" && flags !== "cemented" && flags !== "c")) {
      throw new RefereeError("house", {house: text.trim()});
    }
    return {value: value, owners: owners, cemented: flags !== ""};
  }
  function parseHouses(text) {
    var houses = split(text).map(parseHouse);
    var seen = {};
    houses.forEach(function (house) {
      if (seen[house.value]) throw new RefereeError("houses", {value: house.value});
      seen[house.value] = true;
    });
    return houses;
  }

  function byValue(cards) { return cards.slice().sort(function (a, b) { return VALUES[b] - VALUES[a]; }); }
  function total(cards) { return cards.reduce(function (sum, card) { return sum + VALUES[card]; }, 0); }
  function size(groups) { return groups.reduce(function (sum, group) { return sum + group.length; }, 0); }

  // Every subset of indexes, by size then in order, as Python's itertools.combinations gives them.
  function combinations(count, k, visit) {
    var picked = [];
    (function walk(start) {
      if (picked.length === k) return visit(picked.slice());
      for (var i = start; i < count; i++) {
        picked.push(i);
        if (walk(i + 1) === true) return true;
        picked.pop();
      }
      return false;
    })(0);
  }

  // Mirrors referee.groups: the most loose cards taken as separate groups adding up to sum.
  function groups(loose, sum) {
    var memo = {};
    function search(rest) {
      var key = rest.join(",");
      if (memo[key]) return memo[key];
      if (!rest.length) return [];
      var first = rest[0], others = rest.slice(1);
      var best = search(others);
      for (var k = 0; k <= others.length; k++) {
        combinations(others.length, k, function (at) {
          if (VALUES[first] + at.reduce(function (s, i) { return s + VALUES[others[i]]; }, 0) !== sum) return;
          var left = others.filter(function (card, i) { return at.indexOf(i) === -1; });
          var found = [[first].concat(at.map(function (i) { return others[i]; }))].concat(search(left));
          if (size(found) > size(best)) best = found;
        });
      }
      memo[key] = best;
      return best;
    }
    return search(byValue(loose));
  }

  function aGroup(loose, sum) {
    if (sum === 0) return [];
    var sorted = byValue(loose);
    var found = null;
    for (var k = 1; k <= sorted.length && !found; k++) {
      combinations(sorted.length, k, function (at) {
        var group = at.map(function (i) { return sorted[i]; });
        if (total(group) === sum) { found = group; return true; }
      });
    }
    return found;
  }

  function moves(card, hand, loose, houses) {
    var value = VALUES[card];
    var rest = hand.slice();
    rest.splice(rest.indexOf(card), 1);
    var held = {};
    rest.forEach(function (other) { held[VALUES[other]] = true; });
    var at = {};
    houses.forEach(function (house) { at[house.value] = house; });
    var found = [];
    var mine = at[value];
    var keep = Boolean(mine && mine.owners.indexOf("me") !== -1 && !held[value] && mine.owners.indexOf("partner") === -1);

    function move(kind, moveValue, message, params, refusal, refusalValue) {
      return {kind: kind, legal: !refusal, value: moveValue, message: message, params: params,
              refusal: refusal || null, refusalValue: refusalValue || 0};
    }
    function refused(kind, moveValue, message, params, refusal, refusalValue) {
      if (!refusal && keep) { refusal = "keep"; refusalValue = value; }
      found.push(move(kind, moveValue, message, params, refusal, refusalValue));
    }

    var items = (at[value] ? ["🏠" + value] : []).concat(groups(loose, value).map(function (group) { return group.join(" + "); }));
    found.push(items.length ? move("capture", value, "capture", {items: items.join(", ")})
      : move("capture", value, "capture", {items: "—"}, "no-capture", value));
    refused("throw", value, "throw", {}, at[value] ? "house-waiting" : null, value);

    for (var target = 9; target <= 13; target++) {
      if (target <= value || at[target]) continue;
      var group = aGroup(loose, target - value);
      if (group === null && !held[target]) continue;
      var params = {value: target, cards: [card].concat(group || []).join(" + ")};
      if (group === null) refused("build", target, "build", params, "no-sum", target);
      else if (!held[target]) refused("build", target, "build", params, "no-card", target);
      else refused("build", target, "build", params, null, 0);
    }

    houses.forEach(function (house) {
      var next = house.value + value;
      var params = {old: house.value, value: next};
      var message = at[next] ? "break-join" : "break";
      var mineToo = house.owners.indexOf("me") !== -1;
      if (house.cemented) refused("break", next, message, params, "cemented", next);
      else if (mineToo) refused("break", next, message, params, "own-house", next);
      else if (next > 13) refused("break", next, message, params, "outside", next);
      else if (!held[next]) refused("break", next, message, params, "no-card", next);
      else refused("break", next, message, params, null, 0);
      if (value > house.value) return;
      var group = aGroup(loose, house.value - value);
      var kind = house.cemented ? "add" : "cement";
      var addParams = {value: house.value, cards: [card].concat(group || []).join(" + ")};
      var later = held[house.value] || house.owners.indexOf("partner") !== -1;
      if (group === null) refused(kind, house.value, kind, addParams, "no-sum", house.value);
      else if (!later && house.value === value && mineToo) found.push(move(kind, house.value, kind, addParams, "keep", value));
      else if (!later) refused(kind, house.value, kind, addParams, "no-card", house.value);
      else refused(kind, house.value, kind, addParams, null, 0);
    });
    found.forEach(function (each) {
      each.key = each.kind === "throw" ? "throw" : each.kind === "break" ? "break:" + each.params.old + ">" + each.value : each.kind + ":" + each.value;
    });
    return found;
  }

  function judge(hand, loose, houses, card) {
    if (loose.length > 16) throw new RefereeError("loose", {count: 16});
    if (hand.length > 12) throw new RefereeError("hand", {count: hand.length});
    if (card && hand.indexOf(card) === -1) throw new RefereeError("chosen", {card: card});
    var cards = card ? [card] : hand.filter(function (each, i) { return hand.indexOf(each) === i; });
    return cards.map(function (each) { return [each, moves(each, hand, loose, houses)]; });
  }

  window.scorepadReferee = window.scorepadReferee || {};
  window.scorepadReferee.seep = {judge: judge, parseCards: parseCards, parseHouses: parseHouses, parseCard: parseCard, groups: groups, RefereeError: RefereeError};

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

  function answer() {
    verdict.textContent = "";
    if (!form.elements.hand.value.trim()) return;
    var result;
    try {
      var card = form.elements.card.value.trim();
      result = judge(parseCards(form.elements.hand.value), parseCards(form.elements.loose.value),
        parseHouses(form.elements.houses.value), card ? parseCard(card) : null);
    } catch (error) {
      if (!(error instanceof RefereeError)) throw error;
      verdict.appendChild(element("p", {"class": "referee-error", role: "alert", "data-error": ""}, fill(messages.errors[error.key], error.params)));
      return;
    }
    result.forEach(function (pair) {
      var box = element("div", {"class": "card-moves", "data-card": pair[0]});
      box.appendChild(element("h2", {}, fill(messages.labels.card, {card: pair[0]})));
      var list = element("ul", {"class": "moves"});
      pair[1].forEach(function (each) {
        var item = element("li", {"data-move": each.key, "data-legal": each.legal ? "yes" : "no"});
        item.appendChild(element("span", {"class": "mark"}, each.legal ? "✓" : "✗"));
        item.appendChild(document.createTextNode(" "));
        var text = element("span", {}, fill(messages.moves[each.message], each.params));
        if (each.refusal) {
          text.appendChild(document.createTextNode(" "));
          text.appendChild(element("small", {}, fill(messages.refusals[each.refusal], {value: each.refusalValue})));
        }
        text.appendChild(document.createTextNode(" "));
        text.appendChild(element("a", {href: messages.rulesUrl + "#" + messages.anchors[each.kind]}, messages.labels.rule));
        item.appendChild(text);
        list.appendChild(item);
      });
      box.appendChild(list);
      verdict.appendChild(box);
    });
  }

  function remember() {
    history.replaceState(null, "", form.action + "?" + new URLSearchParams(new FormData(form)).toString());
  }

  var picker = form.querySelector("[data-picker]");
  var target = "loose";
  function refreshPicker() {
    picker.querySelectorAll("[data-target]").forEach(function (button) { button.setAttribute("aria-pressed", String(button.dataset.target === target)); });
  }
  function changed() { answer(); remember(); }
  if (picker) {
    picker.hidden = false;
    picker.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) return;
      if (button.dataset.target) { target = button.dataset.target; refreshPicker(); return; }
      if (button.dataset.rank) {
        var field = form.elements[target];
        field.value = split(field.value).concat([button.dataset.rank]).join(", ");
        changed();
        return;
      }
      if (button.hasAttribute("data-clear")) {
        form.elements.loose.value = "";
        form.elements.hand.value = "";
        form.elements.card.value = "";
        changed();
      }
    });
    refreshPicker();
  }
  form.addEventListener("input", changed);
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
