// Saving an entry on the phone: a deal saved while offline, while earlier ones wait (they go
// first), or once the rules are on the phone, is checked there (a refusal is shown where it was
// typed, nothing sent), kept (static/js/offline/queue.js) and sent in the background; the next
// entry and the new totals are on screen at once. The last entry still waiting is undone here,
// without the server; an Undo tapped while a save is on its way waits for it, so that it undoes
// that save and nothing else.

import { isOffline, tell } from "./connection.js";
import { words } from "./words.js";
import { deleteEntry, kept, lastWaitingEntry, putEntry, refreshKept } from "./queue.js";
import { gameOf, phoneRules, placeDeal, readPlan, recordedOnThePage } from "./phone.js";
import { settled, sync } from "./sending.js";
import { showState } from "./totals.js";
import { showKept, summarize } from "./waiting.js";
import {
  advance, backTo, clearRefusal, currentStep, dealOf, editForm, entryAnswer, entryForm, labelOf,
  refusalOf, showRefusal,
} from "./forms.js";

let savedOffline = false; // an entry was kept while offline: the table is told when it is sent
let keeping = Promise.resolve(); // the last entry being kept
let saving = null; // an entry htmx is sending (the rules not loaded yet)

export function fieldsOf(form, submitter) {
  const fields = [];
  new FormData(form, submitter || undefined).forEach((value, name) => fields.push([name, String(value)]));
  return fields;
}

// The deals of the waiting entries worked out again, in order: those kept before the rules were
// loaded, and those behind an entry that was changed (marked ``redo``).
export async function dealsOfKept() {
  const plan = readPlan();
  if (!plan || !phoneRules()) return;
  const deals = (plan.deals || []).slice();
  for (const entry of kept) {
    if (entry.state !== "waiting") break;
    if (!entry.deal || entry.redo) {
      delete entry.redo;
      entry.deal = dealOf(entry, deals);
      await putEntry(entry);
    }
    if (!entry.deal) break;
    placeDeal(deals, entry);
  }
}

export function keepEntry(form, fields, submitter, deal) {
  const plan = readPlan();
  const [number, phase] = form.dataset.entryStep.split(":");
  const values = Object.fromEntries(fields);
  const entry = {
    game: plan.game, url: plan.url, page: plan.page, title: plan.title,
    step: form.dataset.entryStep, number: Number(values.number || number),
    phase: values.phase || phase, key: values.key,
    label: labelOf(plan, Number(number), phase, form),
    summary: summarize(form, submitter), fields, deal: deal || null,
    state: "waiting", reason: "", saved: Date.now(),
  };
  // An entry saved before the last one waiting (one taken back to change): those after it are
  // worked out again behind it.
  const later = kept.filter((other) => other.state === "waiting"
    && (other.number > entry.number || (other.number === entry.number && other.phase !== entry.phase)));
  keeping = (async () => {
    const id = await putEntry(entry);
    await refreshKept(plan.game);
    if (later.length) {
      kept.forEach((other) => { other.redo = other.id !== id && later.some((one) => one.id === other.id); });
      await dealsOfKept();
    }
    if (isOffline()) {
      tell(words.saved);
      savedOffline = true;
    }
    advance(true, true);
    showState();
    showKept();
    if (!isOffline()) sync();
  })().catch(() => tell(words.sendError));
  return keeping;
}

// Once the entry being kept is kept, what is being sent sent, and an entry htmx is sending
// answered: what an Undo must wait for.
async function whenSettled() {
  await keeping;
  await settled();
  if (saving) await saving;
  await settled();
}

async function undo(form) {
  await whenSettled();
  const plan = readPlan();
  const last = lastWaitingEntry();
  if (last) {
    // Taken back into its form, nothing sent.
    await deleteEntry(last.id);
    await refreshKept(plan.game);
    backTo(last);
    showState();
    showKept();
    return;
  }
  const current = document.querySelector("form[data-undo]") || form;
  if (isOffline()) {
    tell(words.needsServer);
    return;
  }
  if (window.htmx) {
    window.htmx.ajax("POST", current.getAttribute("action"), {
      source: current, target: "#board", swap: "outerHTML",
    });
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const plan = readPlan();
  const rules = phoneRules();
  // A deal changed: refused here, where the thumb is, or saved by the server as it stands.
  if (form === editForm() && rules && gameOf(plan)) {
    const step = currentStep();
    const game = gameOf(plan);
    if (game.complete) game.complete(form, step);
    const checked = entryAnswer(form, step, event.submitter);
    if (checked && checked.answer && !checked.answer.ok) {
      event.preventDefault();
      event.stopImmediatePropagation();
      showRefusal(form, refusalOf(checked.answer, step));
    }
    return;
  }
  if (form === entryForm() && plan && (isOffline() || kept.length || rules)) {
    event.preventDefault();
    event.stopImmediatePropagation();
    const game = gameOf(plan);
    const step = currentStep();
    if (game && step && game.complete) game.complete(form, step);
    const worked = rules && step ? entryAnswer(form, step, event.submitter) : null;
    if (worked && worked.answer && !worked.answer.ok) {
      showRefusal(form, refusalOf(worked.answer, step));
      return;
    }
    clearRefusal(form);
    keepEntry(form, fieldsOf(form, event.submitter), event.submitter, worked && worked.answer ? worked.answer.deal : null);
    return;
  }
  if (form === entryForm() && plan) {
    saving = answerTo(form);
    return;
  }
  if (form.matches("[data-undo]") && plan) {
    event.preventDefault();
    event.stopImmediatePropagation();
    undo(form);
  }
}, true);

// An entry htmx sends (the rules not loaded yet, online), perhaps queued behind a preview: an
// Undo waits for its answer, the new board in the page.
function answerTo(form) {
  const pending = new Promise((resolve) => {
    const events = ["htmx:afterRequest", "htmx:sendError", "htmx:sendAbort"];
    const done = (event) => {
      // The form the request came from: once its answer has replaced it, htmx tells the
      // page from the nearest element still in it (detail.elt), with the same request.
      const detail = event && event.detail;
      const from = detail && (detail.requestConfig ? detail.requestConfig.elt : detail.elt);
      if (detail && from !== form) return;
      events.forEach((name) => document.removeEventListener(name, done));
      setTimeout(resolve, 0);
    };
    events.forEach((name) => document.addEventListener(name, done));
    setTimeout(done, 15000); // a request htmx never made
  }).then(() => {
    if (saving === pending) saving = null;
  });
  return pending;
}

// Sent from the list: the page's plan has its deal; the server's last entry now is what an undo
// from this page takes back; and the table is told once what it saved offline is on the sheet.
document.addEventListener("scorepad:recorded", (event) => {
  const entry = event.detail.entry;
  recordedOnThePage(entry);
  const last = document.querySelector("form[data-undo] input[name=last]");
  if (last && entry.game === (readPlan() || {}).game) last.value = entry.step;
});

export function sentOffline() {
  if (!kept.length && savedOffline) {
    tell(words.sent);
    savedOffline = false;
  }
}
