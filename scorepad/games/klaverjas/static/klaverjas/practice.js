// Klaverjas against the computer, played in the browser.
//
// The rules are not written here: the server's own Python modules play the game on the phone
// under MicroPython (static/js/rules-engine.js): scorepad/games/klaverjas/practice.py deals from
// the seed, asks the referee (referee.py) which cards may be played and the computer players
// (bots.py) what they play, and the engine (engine.py) scores each deal and the game. This file
// draws what they answer and sends the taps: a suit or Pass, a card, Next trick, Next deal.
//
// The game is kept on the phone (localStorage): a reload, or a visit offline, carries on where
// it was. The rules switch is remembered and starts a new game. The day's game is dealt from the
// phone's date, so every phone deals the same cards that day; once it is over, its record (your
// moves, deal by deal) may be posted to the day's board, where the server replays it.
(function () {
  "use strict";

  var root = document.getElementById("practice");
  if (!root) return;
  var T = JSON.parse(document.getElementById("practice-messages").textContent);
  var setup = JSON.parse(document.getElementById("practice-setup").textContent);
  var GAME_KEY = "scorepad.klaverjas.practice";
  var RULES_KEY = "scorepad.klaverjas.rules";
  var YOU = 0;

  function $(selector) { return root.querySelector(selector); }
  function say(template, values) {
    return String(template || "").replace(/%\((\w+)\)[sd]/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }
  function label(card) { return card.slice(0, -1) + T.symbols[card.slice(-1)]; }
  function suitName(suit) { return T.suits[suit]; }
  function seatName(seat) { return T.seats[seat]; }

  // Storage -----------------------------------------------------------------------------------

  function read(key) {
    try { return JSON.parse(window.localStorage.getItem(key) || "null"); } catch (error) { return null; }
  }
  function write(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (error) { /* private mode */ }
  }
  function chosenRules() {
    var rules = read(RULES_KEY);
    return rules === "rotterdam" ? "rotterdam" : "amsterdam";
  }

  // The rules on the phone --------------------------------------------------------------------

  function call(name, args) {
    return window.scorepadRules.run("call", {
      game: setup.game, module: "practice", "function": name, arguments: args
    });
  }

  function today() {
    var now = new Date();
    function two(number) { return (number < 10 ? "0" : "") + number; }
    return now.getFullYear() + "-" + two(now.getMonth() + 1) + "-" + two(now.getDate());
  }

  function freshSeed() {
    var letters = "abcdefghijklmnopqrstuvwxyz0123456789";
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    var seed = "";
    for (var index = 0; index < bytes.length; index++) seed += letters[bytes[index] % letters.length];
    return seed;
  }

  // The game ----------------------------------------------------------------------------------

  var game = null; // {mode, seed, rules, number, deals, record, state, view, seen, posted}

  function save() { write(GAME_KEY, game); }

  function newGame(mode) {
    game = {
      mode: mode,
      seed: mode === "daily" ? today() : freshSeed(),
      rules: chosenRules(),
      number: 1,
      deals: [],
      record: [[]],
      seen: 0,
      posted: false
    };
    startDeal();
  }

  function startDeal() {
    var answer = call("start", [game.seed, game.number, game.rules, setup.names]);
    game.state = answer.state;
    game.view = answer.view;
    game.seen = 0;
    save();
    draw();
  }

  function move(value) {
    var answer = call("step", [game.state, value, setup.names]);
    if (answer.error) {
      refuse(answer);
      return;
    }
    game.record[game.number - 1].push(value);
    game.state = answer.state;
    game.view = answer.view;
    save();
    draw();
  }

  function nextTrick() {
    game.seen = game.view.tricks;
    var answer = call("step", [game.state, null, setup.names]);
    game.state = answer.state;
    game.view = answer.view;
    save();
    draw();
  }

  function nextDeal() {
    if (game.view.phase !== "done") return;
    game.deals.push(game.view.score.deal);
    if (game.deals.length >= setup.deals) {
      game.finished = true;
      save();
      draw();
      showBoard();
      return;
    }
    game.number += 1;
    game.record.push([]);
    startDeal();
  }

  function refuse(answer) {
    var params = Object.assign({}, answer.params || {});
    if (params.rule) params.rule = T.refusals[params.rule] || params.rule;
    var text = T.errors[answer.error] ? say(T.errors[answer.error], params) : answer.reason;
    var box = $("[data-refused]");
    box.textContent = text;
    box.hidden = false;
  }

  // Drawing -----------------------------------------------------------------------------------

  function bidWords(entry) {
    if (entry.bid === "pass") return entry.seat === YOU ? T.words.youPass : say(T.words.passes, { seat: seatName(entry.seat) });
    if (entry.seat === YOU) return say(T.words.youChoose, { suit: suitName(entry.bid) });
    return say(T.words.chooses, { seat: seatName(entry.seat), suit: suitName(entry.bid) });
  }

  function teamTotals() {
    var sheet = call("score", [game.seed, game.rules, game.deals, setup.names]);
    return sheet;
  }

  function drawSeats(view) {
    var cards = {};
    if (view.trick) {
      view.trick.cards.forEach(function (card, place) { cards[(view.trick.leader + place) % 4] = card; });
    }
    var notes = {};
    if (view.trump === null) view.bids.forEach(function (entry) {
      notes[entry.seat] = entry.bid === "pass" ? T.words.passShort : T.symbols[entry.bid];
    });
    else if (view.trick) view.trick.cards.forEach(function (card, place) {
      // The order of play: who led the trick, who played second, third, fourth.
      notes[(view.trick.leader + place) % 4] = place === 0 ? T.words.ledNote : T.words.orderNotes[place - 1];
    });
    root.querySelectorAll("[data-seat]").forEach(function (element) {
      var seat = Number(element.getAttribute("data-seat"));
      element.querySelector("[data-name]").textContent = seatName(seat) + (seat === view.dealer ? " · " + T.words.dealerShort : "");
      var note = element.querySelector("[data-note]");
      note.textContent = notes[seat] || "";
      var slot = element.querySelector("[data-card]");
      var card = cards[seat];
      slot.textContent = card ? label(card) : "";
      slot.className = "seat-card" + (card ? " suit-" + card.slice(-1) : "");
      var winner = view.closed ? view.closed.winner : view.winning;
      element.classList.toggle("is-winning", card !== undefined && winner === seat);
      element.classList.toggle("is-turn", view.seat === seat && view.phase !== "done");
    });
    $("[data-trump]").textContent = view.trump
      ? say(T.words.trump, { suit: T.symbols[view.trump] + " " + suitName(view.trump), seat: seatName(view.chooser) })
      : "";
  }

  function drawHand(view) {
    var list = $("[data-hand]");
    list.textContent = "";
    var yours = view.phase === "play" && view.seat === YOU && !closedShown(view);
    view.hand.forEach(function (entry) {
      var item = document.createElement("li");
      var button = document.createElement("button");
      button.type = "button";
      button.className = "card suit-" + entry.card.slice(-1);
      button.textContent = label(entry.card);
      button.setAttribute("data-card", entry.card);
      var playable = yours && entry.allowed;
      button.classList.toggle("playable", playable);
      if (!playable) button.setAttribute("aria-disabled", "true");
      if (yours && !entry.allowed && entry.refusal) {
        button.setAttribute("data-refusal", entry.refusal);
        button.title = T.refusals[entry.refusal];
      }
      item.appendChild(button);
      list.appendChild(item);
    });
  }

  function closedShown(view) {
    return Boolean(view.closed) && game.seen < view.tricks;
  }

  function drawStatus(view) {
    var status = $("[data-status]");
    var lines = [];
    if (view.phase === "bid") {
      view.bids.forEach(function (entry) { lines.push(bidWords(entry)); });
      if (view.seat === YOU) lines.push(view.must ? T.words.mustChoose : T.words.yourBid);
    } else if (view.phase === "play" && !closedShown(view)) {
      if (view.seat === YOU) lines.push(view.trick && view.trick.cards.length < 4 ? T.words.yourCard : T.words.yourLead);
    }
    status.textContent = lines.join(" ");
    var bids = $("[data-bids]");
    bids.hidden = !(view.phase === "bid" && view.seat === YOU);
    bids.querySelector('[data-bid="pass"]').hidden = Boolean(view.must);
    var rule = $("[data-rule]");
    if (view.phase === "play" && view.seat === YOU && view.reason && !closedShown(view)) {
      var playable = view.hand.filter(function (entry) { return entry.allowed; }).map(function (entry) { return label(entry.card); });
      rule.textContent = say(T.reasons[view.reason], { cards: playable.join(", ") });
      rule.hidden = false;
    } else {
      rule.hidden = true;
    }
  }

  function drawClosed(view) {
    var box = $("[data-closed]");
    if (!closedShown(view)) { box.hidden = true; return; }
    var closed = view.closed;
    var parts = closed.parts.map(function (part) { return T.roem[part]; });
    var leader = view.trick.leader;
    var text = (leader === YOU ? T.words.youLed : say(T.words.led, { seat: seatName(leader) })) + " " +
      say(closed.winner === YOU ? T.words.youTook : T.words.took, { seat: seatName(closed.winner), card: label(closed.card) }) + " " +
      say(T.words.points, { points: closed.points }) + (closed.last ? " (" + T.words.lastTrick + ")" : "") + ", " +
      (closed.roem ? say(T.words.roem, { parts: parts.join(", ") }) : T.words.noRoem) + ".";
    box.querySelector("[data-closed-text]").textContent = text;
    box.querySelector("button").hidden = view.phase === "done";
    box.hidden = false;
  }

  function drawTip(view) {
    var box = $("[data-tip]");
    var html = view.tip && !closedShown(view) ? T.tips[view.tip] : "";
    box.querySelector("[data-tip-text]").innerHTML = html || "";
    box.setAttribute("data-moment", html ? view.tip : "");
    var link = box.querySelector("[data-tip-link]");
    link.href = link.href.split("#")[0] + "#" + (html ? "tip-" + view.tip : "tips");
    box.hidden = !html;
  }

  // The tricks of the deal so far, numbered by the list: who led each, the cards in the order
  // they were played, and who took it.
  function drawPlayed(view) {
    var box = $("[data-played]");
    var list = box.querySelector("[data-played-list]");
    list.textContent = "";
    var played = view.played || [];
    played.forEach(function (trick) {
      var cards = trick.cards.map(function (card, place) {
        var seat = (trick.leader + place) % 4;
        return say(place === 0 ? T.words.playedLead : T.words.playedCard, { seat: seatName(seat), card: label(card) });
      });
      var item = document.createElement("li");
      item.setAttribute("data-leader", String(trick.leader));
      item.textContent = cards.join(", ") + ". " +
        (trick.winner === YOU ? T.words.youTookIt : say(T.words.tookIt, { seat: seatName(trick.winner) }));
      list.appendChild(item);
    });
    box.hidden = !played.length;
  }

  function drawResult(view) {
    var box = $("[data-result]");
    if (view.phase !== "done") { box.hidden = true; return; }
    var score = view.score;
    var deal = score.deal;
    var ours = deal.playing === 0;
    box.querySelector("[data-result-title]").textContent = score.result === "made" ? T.words.made : T.words.nat;
    var lines = [say(T.words.played, { team: ours ? T.words.ourTeam : T.words.theirTeam })];
    lines.push(say(T.words.tally, {
      ours: deal.points[0], theirs: deal.points[1], oursRoem: deal.roem[0], theirsRoem: deal.roem[1]
    }));
    if (deal.pit !== null) lines.push(T.words.pit);
    lines.push(say(T.words.dealScore, { ours: score.scores[0], theirs: score.scores[1] }));
    box.querySelector("[data-result-text]").textContent = lines.join(" ");
    var why = box.querySelector("[data-why]");
    why.textContent = "";
    score.why.forEach(function (note, team) {
      if (!note) return;
      var item = document.createElement("li");
      item.textContent = (team === 0 ? T.words.ourTeam : T.words.theirTeam) + ": " + note;
      why.appendChild(item);
    });
    box.querySelector("button").hidden = Boolean(game.finished);
    box.hidden = Boolean(game.finished);
    box.setAttribute("data-outcome", score.result);
  }

  function drawSheet() {
    var section = $("[data-sheet]");
    var rows = section.querySelector("[data-sheet-rows]");
    rows.textContent = "";
    if (!game.deals.length) { section.hidden = true; return null; }
    var sheet = teamTotals();
    sheet.deals.forEach(function (row) {
      var line = document.createElement("tr");
      var head = document.createElement("th");
      head.scope = "row";
      head.textContent = String(row.number);
      line.appendChild(head);
      row.scores.forEach(function (score, team) {
        var cell = document.createElement("td");
        cell.textContent = String(score);
        if (row.result === "nat" && score === 0) cell.className = "is-nat";
        cell.title = row.why[team] || "";
        line.appendChild(cell);
      });
      rows.appendChild(line);
    });
    section.querySelector('[data-total="0"]').textContent = String(sheet.totals[0]);
    section.querySelector('[data-total="1"]').textContent = String(sheet.totals[1]);
    section.hidden = false;
    return sheet;
  }

  function dateWords(seed) {
    try {
      var parts = seed.split("-").map(Number);
      return new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: "long" })
        .format(new Date(parts[0], parts[1] - 1, parts[2]));
    } catch (error) { return seed; }
  }

  function drawOver(sheet) {
    var box = $("[data-over]");
    if (!game.finished || !sheet) { box.hidden = true; return; }
    var totals = sheet.totals;
    var verdict = totals[0] > totals[1] ? T.words.youWin : totals[0] < totals[1] ? T.words.theyWin : T.words.draw;
    box.querySelector("[data-over-text]").textContent = say(T.words.gameOver, { ours: totals[0], theirs: totals[1] }) + " " + verdict;
    var form = box.querySelector("[data-board-form]");
    if (form) form.hidden = !(game.mode === "daily" && !game.posted);
    box.hidden = false;
  }

  function draw() {
    var view = game.view;
    root.setAttribute("data-ready", "yes");
    root.setAttribute("data-phase", game.finished ? "over" : view.phase);
    root.setAttribute("data-seed", game.seed);
    root.setAttribute("data-rules", game.rules);
    root.setAttribute("data-mode", game.mode);
    root.setAttribute("data-deal", String(game.number));
    $("[data-title]").textContent = (game.mode === "daily" ? say(T.words.dailyTitle, { date: dateWords(game.seed) }) : T.words.freeTitle) +
      " · " + say(T.words.deal, { number: game.number, deals: setup.deals });
    root.querySelectorAll('input[name="rules"]').forEach(function (input) { input.checked = input.value === game.rules; });
    $("[data-refused]").hidden = true;
    drawSeats(view);
    drawStatus(view);
    drawHand(view);
    drawClosed(view);
    drawTip(view);
    drawPlayed(view);
    drawResult(view);
    var sheet = drawSheet();
    $("[data-scoreline]").textContent = sheet
      ? T.words.ourTeam + " " + sheet.totals[0] + " · " + T.words.theirTeam + " " + sheet.totals[1]
      : "";
    drawOver(sheet);
  }

  // The day's board ---------------------------------------------------------------------------

  function boardUrl(template, day) { return template.replace("DAY", day); }

  function drawBoard(answer) {
    var list = $("[data-board-list]");
    list.textContent = "";
    var note = $("[data-board-note]");
    note.textContent = answer.entries.length ? "" : T.words.boardEmpty;
    answer.entries.forEach(function (entry) {
      var item = document.createElement("li");
      if (entry.mine) item.className = "is-mine";
      var rank = document.createElement("span");
      rank.className = "board-rank";
      rank.textContent = entry.rank + ".";
      item.appendChild(rank);
      var name = document.createElement("span");
      name.className = "board-name";
      name.textContent = entry.name;
      var score = document.createElement("span");
      score.className = "board-score";
      score.textContent = entry.score + " – " + entry.against;
      item.appendChild(name);
      item.appendChild(score);
      list.appendChild(item);
    });
  }

  function showBoard() {
    if (!setup.board) return;
    var day = game && game.mode === "daily" ? game.seed : today();
    var rules = game ? game.rules : chosenRules();
    var note = $("[data-board-note]");
    if (!navigator.onLine) { note.textContent = T.words.boardOffline; return; }
    fetch(boardUrl(setup.board, day) + "?rules=" + rules, { credentials: "same-origin" })
      .then(function (response) { if (!response.ok) throw new Error(String(response.status)); return response.json(); })
      .then(drawBoard)
      .catch(function () { note.textContent = T.words.boardOffline; });
  }

  function csrfToken() {
    var match = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie);
    if (match) return decodeURIComponent(match[1]);
    var field = document.querySelector('input[name="csrfmiddlewaretoken"]');
    return field ? field.value : "";
  }

  function postScore(event) {
    event.preventDefault();
    var form = event.target;
    var refusal = form.querySelector("[data-board-refusal]");
    var sheet = teamTotals();
    var body = new URLSearchParams();
    body.set("name", form.elements.name.value);
    body.set("rules", game.rules);
    body.set("record", JSON.stringify(game.record));
    body.set("scores", JSON.stringify(sheet.totals));
    form.querySelector("button").disabled = true;
    fetch(boardUrl(setup.post, game.seed), {
      method: "POST", credentials: "same-origin", body: body,
      headers: { "X-CSRFToken": csrfToken(), Accept: "application/json" }
    }).then(function (response) {
      if (response.status === 429) return { error: T.words.tooMany };
      return response.json();
    }).then(function (answer) {
      form.querySelector("button").disabled = false;
      if (answer.error) {
        refusal.textContent = answer.error;
        refusal.hidden = false;
        return;
      }
      game.posted = true;
      save();
      refusal.hidden = true;
      form.hidden = true;
      drawBoard(answer.board);
      $("[data-board-note]").textContent = say(T.words.posted, { rank: answer.rank, count: answer.board.count });
    }).catch(function () {
      form.querySelector("button").disabled = false;
      refusal.textContent = T.words.postFailed;
      refusal.hidden = false;
    });
  }

  // Taps --------------------------------------------------------------------------------------

  root.addEventListener("click", function (event) {
    if (!game || !window.scorepadRules || !window.scorepadRules.isLoaded()) return;
    var target = event.target.closest("button");
    if (!target || !root.contains(target)) return;
    var action = target.getAttribute("data-action");
    if (action === "next-trick") nextTrick();
    else if (action === "next-deal") nextDeal();
    else if (action === "daily" || action === "new") { newGame(action === "new" ? "free" : "daily"); showBoard(); }
    else if (target.hasAttribute("data-bid")) move(target.getAttribute("data-bid"));
    else if (target.hasAttribute("data-card")) {
      if (target.getAttribute("aria-disabled") === "true") {
        // A card the rules refuse says why; when it is not your turn, a tap does nothing.
        var refusal = target.getAttribute("data-refusal");
        if (refusal) refuse({ error: "illegal", params: { card: target.textContent, rule: refusal } });
        return;
      }
      move(target.getAttribute("data-card"));
    }
  });

  root.addEventListener("change", function (event) {
    if (event.target.name !== "rules" || !game) return;
    write(RULES_KEY, event.target.value);
    newGame(game.mode === "free" ? "free" : "daily");
    showBoard();
  });

  if ($("[data-board-form]")) $("[data-board-form]").addEventListener("submit", postScore);

  // Start -------------------------------------------------------------------------------------

  function begin() {
    var kept = read(GAME_KEY);
    if (kept && kept.state && kept.view && kept.rules === chosenRules()) {
      game = kept;
      draw();
    } else {
      newGame("daily");
    }
    showBoard();
  }

  if (!window.scorepadRules) return;
  window.scorepadRules.ready().then(function () {
    window.scorepadRules.run("words", T.engine || {});
    begin();
  }, function () {
    $("[data-status]").textContent = T.words.loadFailed;
  });
})();
