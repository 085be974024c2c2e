// The rules on the phone, as the offline code asks them: the game page's plan (the game, its
// players, options and deals as recorded, its words: scorepad/templatetags/offline_tags.py),
// the server's own engines run by MicroPython (window.scorepadRules, static/js/rules-engine.js)
// and the game's entry script (window.scorepadGames[kind], static/<game>/entry.js).

let planElement = null;
let plan = null;

export function readPlan() {
  const element = document.getElementById("offline-plan");
  if (element !== planElement) {
    planElement = element;
    plan = element ? JSON.parse(element.dataset.plan) : null;
  }
  return plan;
}

let spoken = null; // the game and language the rules were last given words for

// The rules, once loaded and speaking the page's language, or null.
export function phoneRules() {
  const rules = window.scorepadRules;
  const current = readPlan();
  if (!rules || !rules.isLoaded() || !current || !current.kind) return null;
  const said = current.kind + ":" + current.language;
  if (spoken !== said) {
    rules.run("words", current.words || {});
    spoken = said;
  }
  return rules;
}

export function gameOf(current) {
  return current && window.scorepadGames ? window.scorepadGames[current.kind] || null : null;
}

export function asked(current, deals) {
  return {
    game: current.kind, players: current.players, options: current.options, deals,
    round: current.round,
  };
}

// An entry's deal put in its place: a step of a deal begun (Joker's tricks after its bids)
// replaces it, the next deal comes after the last.
export function placeDeal(deals, entry) {
  if (entry.number <= deals.length) deals[entry.number - 1] = entry.deal;
  else deals.push(entry.deal);
}

// The deals on the sheet as this phone has them: those recorded, then those waiting here, up to
// the first that waits for the table's decision (or whose deal is not known yet).
export function dealsOnThePhone(current, entries) {
  const deals = (current.deals || []).map((deal) => JSON.parse(JSON.stringify(deal)));
  for (const entry of entries) {
    if (entry.state !== "waiting" || !entry.deal) break;
    placeDeal(deals, entry);
  }
  return deals;
}

// The server recorded an entry sent from this page: until a board of the server's brings the
// plan again (none is shown while more entries wait, as they change it), the plan has its deal,
// and the phone still counts it once the entry has left the waiting list.
export function recordedOnThePage(entry) {
  const current = readPlan();
  if (!current || entry.game !== current.game || !entry.deal) return;
  current.deals = current.deals || [];
  if (entry.number <= current.deals.length + 1) placeDeal(current.deals, entry);
}

// The sheet, its bar and what comes next for ``deals``: the last few answers are kept, as the
// page asks again for the same deals while it draws one change.
const states = new Map();

export function stateOf(current, deals) {
  const rules = phoneRules();
  if (!rules) return null;
  const key = current.game + JSON.stringify(deals);
  if (!states.has(key)) {
    if (states.size > 8) states.delete(states.keys().next().value);
    states.set(key, rules.run("state", asked(current, deals)));
  }
  return states.get(key);
}

// What the engine says of the entry ``number``/``phase`` among ``deals``: the deal's dealer, who
// bids or leads first, its cards... (next_deal), with the entry's number, phase and step. A later
// phase of a deal finds its first on the sheet.
export function stepFor(current, deals, number, phase) {
  let next = stateOf(current, deals.slice(0, number)).next;
  if (!next || next.number !== number || (next.phase || "deal") !== phase) {
    next = stateOf(current, deals.slice(0, number - 1)).next;
  }
  return Object.assign({}, next || {}, { number, phase, step: number + ":" + phase });
}

// A row's scores in words: "Giorgi +100 · Nino -200".
export function scoresLine(sides, row) {
  if (!row || !row.scores) return "";
  return sides.map((side, index) => {
    const score = row.scores[index];
    return side + " " + (score > 0 ? "+" + score : String(score));
  }).join(" · ");
}
