// Joker's entry on the phone (static/js/offline/ asks it; the rules are the server's engine,
// run by MicroPython: static/js/rules-engine.js):
// - fill: the page's bids or tricks form (drawn from a deal of nine cards) made the deal's own:
//   its cards and kind in the heading, the choices up to its cards, the seats in its bidding
//   order with the dealer last;
// - read: the bids or the tricks the entry's taps say (both, for a deal changed); the tricks
//   nobody has to tap are filled in as the server fills them (the rest to the last bidder, or
//   none once the count is reached);
// - show: the dealer's forbidden bid closed with the engine's reason once the others have bid,
//   the trick count, and the bids already made beside each seat;
// - describe: a deal's bids in words, where no score says it yet (a conflict's two versions).
(function () {
  "use strict";

  var SEATS = [0, 1, 2, 3];

  function value(form, name) {
    var field = form.querySelector('input[name="' + name + '"]:checked');
    return field ? Number(field.value) : null;
  }

  function order(step) {
    return SEATS.map(function (index) { return (step.dealer + 1 + index) % 4; });
  }

  // The tricks as shown: the tapped ones, then those that follow from them.
  function tricksShown(form, step) {
    var tricks = SEATS.map(function (seat) { return value(form, "tricks_" + seat); });
    var missing = order(step).filter(function (seat) { return tricks[seat] === null; });
    var total = tricks.reduce(function (sum, taken) { return sum + (taken || 0); }, 0);
    var filled = [];
    if (missing.length && total >= step.cards) {
      missing.forEach(function (seat) { tricks[seat] = 0; filled.push(seat); });
    } else if (missing.length === 1 && missing[0] === order(step)[3] && step.cards - total >= 0) {
      tricks[missing[0]] = step.cards - total;
      filled.push(missing[0]);
    }
    return { tricks: tricks, filled: filled };
  }

  function bidsOf(form) {
    return SEATS.map(function (seat) { return value(form, "bid_" + seat); });
  }

  // A deal changed (phase "edit") has its bids, where the deal has any, and its tricks.
  function read(form, step) {
    if (step.phase === "bids") return { bids: bidsOf(form) };
    var deal = { tricks: tricksShown(form, step).tricks };
    if (step.phase === "edit" && form.querySelector('input[name^="bid_"]')) deal.bids = bidsOf(form);
    return deal;
  }

  // Before the entry is kept: the tricks that follow from the taps are tapped for the player.
  function complete(form, step) {
    if (step.phase === "bids") return;
    var shown = tricksShown(form, step);
    shown.filled.forEach(function (seat) {
      var radio = form.querySelector('input[name="tricks_' + seat + '"][value="' + shown.tricks[seat] + '"]');
      if (radio) radio.checked = true;
    });
  }

  function closeBid(form, step, table) {
    var dealer = step.dealer;
    var radios = form.querySelectorAll('input[name="bid_' + dealer + '"]');
    if (!radios.length) return;
    var others = order(step).slice(0, 3).map(function (seat) { return value(form, "bid_" + seat); });
    var forbidden = null;
    var reason = "";
    if (others.every(function (bid) { return bid !== null; })) {
      forbidden = table.call("forbidden_bid", [step.cards, others]);
      if (forbidden !== null) {
        var bids = SEATS.map(function (seat) { return seat === dealer ? forbidden : value(form, "bid_" + seat); });
        var refusal = table.preview({ bids: bids });
        reason = refusal && !refusal.ok ? refusal.note : "";
      }
    }
    radios.forEach(function (radio) {
      var shut = forbidden !== null && Number(radio.value) === forbidden;
      radio.disabled = shut;
      if (shut) radio.checked = false;
      var label = radio.closest("label");
      if (label) label.classList.toggle("forbidden", shut);
    });
    var seat = radios[0].closest("fieldset");
    var line = seat.querySelector(".closed-bid");
    if (!reason) {
      if (line) line.remove();
      return;
    }
    if (!line) {
      line = document.createElement("p");
      line.className = "closed-bid";
      line.dataset.testid = "forbidden-reason";
      radios[0].closest(".choices").after(line);
    }
    var mark = document.createElement("span");
    mark.className = "info-mark";
    mark.setAttribute("aria-hidden", "true");
    mark.textContent = "i";
    line.replaceChildren(mark, " " + reason);
  }

  function showCount(form, step, table) {
    var count = form.querySelector("[data-testid=tricks-count]");
    if (!count) return;
    var shown = tricksShown(form, step);
    var total = shown.tricks.reduce(function (sum, taken) { return sum + (taken || 0); }, 0);
    var text = table.say(table.texts.count, { total: total, cards: step.cards });
    if (shown.filled.length) {
      var names = shown.filled.map(function (seat) { return table.players[seat] + " " + shown.tricks[seat]; });
      text += " · " + table.say(table.texts.counted, { names: names.join(", ") });
    }
    count.textContent = text;
    var complete = shown.tricks.every(function (taken) { return taken !== null; });
    count.classList.toggle("done", complete && total === step.cards);
    count.classList.toggle("over", total > step.cards);
  }

  function showBids(form, step, table) {
    var deal = table.deals[step.number - 1];
    if (!deal || !deal.bids) return;
    form.querySelectorAll("fieldset[data-seat]").forEach(function (seat) {
      var legend = seat.querySelector("legend");
      if (!legend || legend.querySelector(".known")) return;
      var span = document.createElement("span");
      span.className = "known";
      span.textContent = table.say(table.texts.bid, { bid: deal.bids[Number(seat.dataset.seat)] });
      legend.append(" ", span);
    });
  }

  function show(form, step, answer, table) {
    if (step.phase === "bids") closeBid(form, step, table);
    else if (step.phase === "edit") {
      closeBid(form, step, table);
      showCount(form, step, table);
    } else {
      showCount(form, step, table);
      showBids(form, step, table);
    }
  }

  function fill(form, step, table) {
    var sub = form.querySelector('[data-fill="cards"]');
    if (sub) {
      var kind = step.kind && step.kind !== "normal" ? " · " + table.texts.kinds[step.kind] : "";
      sub.textContent = table.texts.cards[step.cards] + kind;
    }
    form.querySelectorAll('input[name^="bid_"], input[name^="tricks_"]').forEach(function (radio) {
      if (Number(radio.value) > step.cards) radio.closest("label").remove();
    });
    var seats = Array.prototype.slice.call(form.querySelectorAll("fieldset[data-seat]"));
    var last = form.querySelector("#entry-last");
    if (seats.length !== 4 || !last) return;
    // The form was drawn with its first seat bidding first and its last dealing.
    var firstTag = seats[0].querySelector("legend .tag");
    var dealerTag = seats[3].querySelector("legend .tag");
    var bySeat = {};
    seats.forEach(function (seat) {
      bySeat[seat.dataset.seat] = seat;
      seat.classList.remove("is-dealer");
    });
    var seatOrder = order(step);
    seatOrder.slice(0, 3).forEach(function (seat) { last.before(bySeat[seat]); });
    last.prepend(bySeat[seatOrder[3]]);
    bySeat[seatOrder[3]].classList.add("is-dealer");
    if (firstTag) bySeat[seatOrder[0]].querySelector("legend .name").after(" ", firstTag);
    if (dealerTag) bySeat[seatOrder[3]].querySelector("legend .name").after(" ", dealerTag);
  }

  // A deal's bids in words, where there are no scores yet to say it by (the two versions of a
  // conflict): "Nino bid 1 · Giorgi bid 0 · ...".
  function describe(deal, table) {
    if (!deal.bids) return "";
    return table.players.map(function (name, seat) {
      return name + " " + table.say(table.texts.bid, { bid: deal.bids[seat] });
    }).join(" · ");
  }

  window.scorepadGames = window.scorepadGames || {};
  window.scorepadGames.joker = { read: read, complete: complete, show: show, fill: fill, describe: describe };
})();
