// The game page's requests to the server while the rules are on the phone: no preview is asked
// between the taps (the engine here answers it), the live sheet is not polled over an entry
// being filled or entries waiting, an entry htmx could not send is kept here, another phone's
// deal answered for an htmx entry (409) is kept as a conflict, and after a new board the kept
// entries are shown again and the page's copy kept for a reload offline.

import { isOffline, lostConnection, tell } from "./connection.js";
import { cleanText, words } from "./words.js";
import { kept, putEntry, refreshKept } from "./queue.js";
import { gameOf, phoneRules, readPlan } from "./phone.js";
import { keepPage } from "./board.js";
import { fieldsOf, keepEntry } from "./entry.js";
import { advance, currentStep, editForm, entryForm, guide, keepInSight, labelOf } from "./forms.js";
import { showKept, summarize } from "./waiting.js";

function isPreviewPath(path) { return /\/deals\/preview\/$/.test(path || ""); }

function isPreview(detail) {
  return isPreviewPath(detail && detail.requestConfig ? detail.requestConfig.path : "");
}

function isPoll(element) { return element && element.id === "sheet"; }

function formState(form) { return JSON.stringify(fieldsOf(form)); }

// A save htmx is sending, or holds behind the preview on its way: a preview asked meanwhile
// (the thumb's pause over, a field left) is not sent. htmx keeps one request waiting, the last
// asked, so that preview would take the save's place; and the save's answer is the next entry.
let saveOnItsWay = null;

document.addEventListener("htmx:confirm", (event) => {
  const element = event.detail.elt;
  if (isPreviewPath(event.detail.path)) {
    if (saveOnItsWay && document.contains(saveOnItsWay)) event.preventDefault();
  } else if (element && (element === entryForm() || element === editForm())) {
    saveOnItsWay = element;
  }
});

["htmx:afterRequest", "htmx:sendError", "htmx:sendAbort", "htmx:validation:halted"].forEach((name) => {
  document.addEventListener(name, (event) => {
    const detail = event.detail || {};
    const from = detail.requestConfig ? detail.requestConfig.elt : detail.elt;
    if (from === saveOnItsWay) saveOnItsWay = null;
  });
});

document.addEventListener("htmx:beforeRequest", (event) => {
  const element = event.detail.elt;
  const form = entryForm();
  const filled = form || editForm();
  // The rules on the phone answer the preview; nothing to ask the server between taps.
  if (isPreview(event.detail) && filled && filled.contains(element) && phoneRules() && gameOf(readPlan()) && currentStep()) {
    event.preventDefault();
    guide();
    return;
  }
  // Asked of the server (the rules not loaded yet): its answer is for the form as it is now.
  if (isPreview(event.detail) && filled && event.detail.xhr) event.detail.xhr.scorepadAsked = formState(filled);
  // An entry sent by htmx: what it said, so that if another phone entered that deal first (409)
  // it is kept here as a conflict, not dropped.
  if (form && element === form && event.detail.xhr) {
    const trigger = event.detail.requestConfig && event.detail.requestConfig.triggeringEvent;
    const submitter = trigger && trigger.submitter ? trigger.submitter : null;
    event.detail.xhr.scorepadEntry = { form, fields: fieldsOf(form, submitter), submitter };
  }
  // While the table fills an entry, or entries wait here, the sheet stays as this phone has
  // it: the next poll comes after.
  if (isPoll(element) && readPlan() && ((form && form.dataset.touched) || kept.length)) {
    event.preventDefault();
    return;
  }
  if (isOffline() && (isPoll(element) || isPreview(event.detail))) {
    event.preventDefault(); // the sheet cannot change and the entry guides itself
    guide();
  }
});

async function keptConflict(sent, html) {
  const plan = readPlan();
  if (!plan || !window.indexedDB) return;
  const values = Object.fromEntries(sent.fields);
  const notice = /<p class="notice conflict"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  const [number, phase] = sent.step.split(":");
  await putEntry({
    game: plan.game, url: plan.url, page: plan.page, title: plan.title, step: sent.step,
    number: Number(values.number || number), phase: values.phase || phase, key: values.key,
    label: labelOf(plan, Number(number), phase, sent.form), summary: sent.summary,
    fields: sent.fields, deal: null, state: "conflict",
    reason: notice ? cleanText(notice[1].replace(/<[^>]+>/g, "")) : "", saved: Date.now(),
  });
  await refreshKept(plan.game);
}

document.addEventListener("htmx:beforeSwap", (event) => {
  const sent = event.detail.xhr && event.detail.xhr.scorepadEntry;
  if (sent && event.detail.xhr.status === 409) {
    const said = Object.assign({}, sent, { step: sent.form.dataset.entryStep, summary: summarize(sent.form, sent.submitter) });
    keptConflict(said, event.detail.serverResponse || "").then(showKept);
  }
  // A preview the server answered for taps since changed is left out: it would put back what
  // the thumb has just changed (the preview asked for since brings the form as it is).
  const asked = event.detail.xhr && event.detail.xhr.scorepadAsked;
  const filled = entryForm() || editForm();
  if (asked !== undefined && filled && formState(filled) !== asked) event.detail.shouldSwap = false;
});

document.addEventListener("htmx:sendError", (event) => {
  const element = event.detail.elt;
  lostConnection();
  if (element === entryForm() && readPlan()) {
    // It may have reached the server: its key makes sending it again harmless.
    const fields = [];
    event.detail.requestConfig.formData.forEach((value, name) => fields.push([name, String(value)]));
    keepEntry(element, fields, null);
  } else if (isPoll(element) || isPreview(event.detail)) {
    guide();
  } else {
    tell(words.sendError);
  }
});

// After the board changed: the kept entries again, and the page's new copy for a reload offline.
// An entry the server refused (422) has its first reason in sight, clear of the totals bar.
document.addEventListener("htmx:afterSettle", async (event) => {
  if (!document.getElementById("board")) return;
  const target = event.detail && event.detail.target;
  if (target && target.id === "sheet") {
    if (!document.getElementById("offline-queue") && kept.length) showKept();
    return;
  }
  const form = entryForm() || editForm();
  const reason = form && event.detail.xhr && event.detail.xhr.status === 422
    ? form.querySelector(".errors, .errorlist") : null;
  if (reason) keepInSight(reason.closest("fieldset") || reason, form.querySelector(".actions") || reason);
  keepPage();
  const plan = readPlan();
  await refreshKept(plan && plan.game);
  if (kept.length) advance(false);
  showKept();
});
