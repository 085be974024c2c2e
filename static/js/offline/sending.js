// The entries kept on the phone, sent in the table's order (per game; several games at once)
// as the same POST their form makes, with their deal number and key (a replay records nothing
// twice): when the connection returns, on every page load and every 5 s while the server cannot
// be reached; one browser sends at a time (Web Locks). An entry refused (422) or recorded first
// by another phone (409) is kept with the server's reason, and those after it wait.
//
// The game page hears of it: "scorepad:sync-start" before, "scorepad:recorded" for each entry
// the server recorded, and "scorepad:synced" after (detail: the games changed, the boards the
// server answered; a listener hands the promise of what it does to detail.waitUntil).

import { isOffline, lostConnection, reached, showBanner } from "./connection.js";
import { cleanText, say, words } from "./words.js";
import { allEntries, deleteEntry, putEntry } from "./queue.js";
import { gameOf, phoneRules, readPlan, scoresLine, stateOf } from "./phone.js";

function csrfToken() {
  const input = document.querySelector("input[name=csrfmiddlewaretoken]");
  return input ? input.value : "";
}

function reasonIn(html, selector) {
  const found = new DOMParser().parseFromString(html, "text/html").querySelector(selector);
  return found ? cleanText(found.textContent) : "";
}

async function send(entry) {
  const token = csrfToken();
  const body = new URLSearchParams();
  entry.fields.forEach(([name, value]) => {
    body.append(name, name === "csrfmiddlewaretoken" && token ? token : value);
  });
  let response;
  try {
    response = await fetch(entry.url, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { "HX-Request": "true", "HX-Target": "board", "X-CSRFToken": token || "" },
    });
  } catch (error) {
    return { state: "offline" };
  }
  // The answer is the board as it stands after the entry: shown, rather than asked again.
  if (response.ok) return { state: "recorded", board: await response.text() };
  if (response.status >= 500) return { state: "later" };
  const html = await response.text();
  if (response.status === 409) {
    return { state: "conflict", reason: reasonIn(html, ".notice.conflict") || words.refusedFallback };
  }
  if (response.status === 404) return { state: "refused", reason: words.notYours };
  if (response.status === 403) return { state: "refused", reason: words.session };
  const reason = reasonIn(html, "#entry .errors, #entry .errorlist, .notice.conflict");
  return { state: "refused", reason: reason || words.refusedFallback };
}

// A conflict's two versions, for the table to choose: the deal the server has (another phone
// entered it first) and this phone's, each as its scores say it, or a step that scores nothing
// yet (Joker's bids) as the game's entry script says it.
async function versionsOf(entry) {
  const plan = readPlan();
  if (!plan || !phoneRules() || !entry.deal || entry.game !== plan.game) return null;
  try {
    const response = await fetch(entry.page + "export.json", { credentials: "same-origin" });
    const file = response.ok ? await response.json() : null;
    if (!file || !file.deals[entry.number - 1]) return null;
    const before = file.deals.slice(0, entry.number - 1);
    const game = gameOf(plan);
    const said = (deal) => {
      const state = stateOf(plan, before.concat([deal]));
      const row = state.rows[entry.number - 1];
      if ((!row || !row.scores) && game && game.describe) {
        return game.describe(deal, { players: plan.players, texts: plan.texts || {}, say });
      }
      return scoresLine(state.sheet.sides, row);
    };
    return { theirs: said(file.deals[entry.number - 1]), ours: said(entry.deal) };
  } catch (error) {
    return null;
  }
}

async function sendAll() {
  const stopped = {};
  const changed = {};
  const boards = {};
  for (const entry of await allEntries()) {
    if (stopped[entry.game]) continue;
    if (entry.state !== "waiting") {
      stopped[entry.game] = true; // later entries wait until this one is fixed or discarded
      continue;
    }
    const result = await send(entry);
    if (result.state === "offline") {
      lostConnection();
      return { changed, boards };
    }
    // The server answered: it can be reached, whatever a request that failed before said (its
    // board can be asked for now).
    reached();
    if (result.state === "later") {
      stopped[entry.game] = true;
      continue;
    }
    changed[entry.game] = true;
    if (result.state === "recorded") {
      boards[entry.game] = result.board;
      await deleteEntry(entry.id);
      document.dispatchEvent(new CustomEvent("scorepad:recorded", { detail: { entry } }));
      continue;
    }
    stopped[entry.game] = true;
    entry.state = result.state;
    entry.reason = result.reason;
    entry.versions = result.state === "conflict" ? await versionsOf(entry) : null;
    await putEntry(entry);
  }
  showBanner();
  return { changed, boards };
}

let syncing = null;
let again = false; // an entry was kept while the others were being sent

async function run() {
  document.dispatchEvent(new CustomEvent("scorepad:sync-start"));
  const sent = navigator.locks ? await navigator.locks.request("scorepad-sync", sendAll) : await sendAll();
  const detail = Object.assign(sent, { waitUntil: [] });
  document.dispatchEvent(new CustomEvent("scorepad:synced", { detail }));
  await Promise.all(detail.waitUntil);
}

export function sync() {
  if (syncing) {
    again = true;
    return syncing;
  }
  if (!navigator.onLine || !window.indexedDB) return Promise.resolve();
  syncing = run().catch(() => {}).then(() => {
    syncing = null;
    if (again) {
      again = false;
      return sync();
    }
    return undefined;
  });
  return syncing;
}

// Once what is being sent now has been sent, and its answer shown.
export function settled() { return syncing || Promise.resolve(); }

document.addEventListener("scorepad:online", () => { sync(); });

// While the server cannot be reached, try again now and then.
setInterval(() => { if (isOffline() && navigator.onLine) sync(); }, 5000);
