// The entries kept on the phone (IndexedDB, through the idb library): every saved step, online
// or not, with its form's fields, deal number, phase and submission key, until the server has
// it. The list survives a reload or a closed browser.

import "../vendor/idb.js";

const { openDB } = window.idb;

const STORE = "entries";
let database = null;

function open() {
  if (!database) {
    database = openDB("scorepad-offline", 1, {
      upgrade(db) { db.createObjectStore(STORE, { keyPath: "id", autoIncrement: true }); },
    });
    database.catch(() => { database = null; });
  }
  return database;
}

function phaseRank(phase) { return phase === "bids" ? 0 : 1; }

// Every game's entries, in the order the table plays them: a deal put back in the form and
// saved again goes before the later ones that wait behind it.
export async function allEntries() {
  const entries = await (await open()).getAll(STORE);
  return entries.sort((a, b) => {
    if (a.game !== b.game) return a.id - b.id;
    return a.number - b.number || phaseRank(a.phase) - phaseRank(b.phase) || a.id - b.id;
  });
}

export async function putEntry(entry) { return (await open()).put(STORE, entry); }

export async function deleteEntry(id) { return (await open()).delete(STORE, id); }

// This game's entries, as last read (refreshKept).
export let kept = [];

export async function refreshKept(game) {
  if (!game || !window.indexedDB) {
    kept = [];
    return kept;
  }
  try {
    kept = (await allEntries()).filter((entry) => entry.game === game);
  } catch (error) {
    kept = [];
  }
  return kept;
}

export function lastWaitingEntry() {
  for (let index = kept.length - 1; index >= 0; index--) {
    if (kept[index].state === "waiting") return kept[index];
  }
  return null;
}

export function keptEntry(id) {
  return kept.find((entry) => entry.id === Number(id)) || null;
}
