// The board (the entry, the sheet, the results) as the server answers it, put in the page
// without undoing a tap: of two answers the one asked for last is shown; a form being filled
// stays as it is when the new board's entry is for the same step (htmx's hx-preserve); none
// comes while a thumb presses the entry; and the page's new copy is kept for a reload offline.

import { isOffline } from "./connection.js";
import { kept } from "./queue.js";
import { readPlan } from "./phone.js";
import { entryForm, fillForm } from "./forms.js";

let boardsAsked = 0;
let boardsAnswered = 0; // boards htmx put in the page
let boardsAtSend = 0; // as many when the entries were last sent

document.addEventListener("htmx:beforeRequest", (event) => {
  const target = event.detail.target;
  if (event.defaultPrevented || !target || target.id !== "board" || !event.detail.xhr) return;
  event.detail.xhr.scorepadBoard = ++boardsAsked;
});

// A thumb pressing the entry (between pointerdown and pointerup): a board that comes meanwhile
// waits until it lifts. Put in the page, even its form kept, the board moves the form out and
// back, and the browser forgets what was pressed: the Save tapped would do nothing. Once
// lifted (a click made), the board is shown if the form is still the one it was for.
let pressed = false;
let afterPress = null;

document.addEventListener("pointerdown", (event) => {
  pressed = Boolean(event.target.closest && event.target.closest("#entry"));
}, true);

function lifted() {
  if (!pressed) return;
  pressed = false;
  setTimeout(() => { if (afterPress) afterPress(); }, 0);
}
document.addEventListener("pointerup", lifted, true);
document.addEventListener("pointercancel", lifted, true);

function whenLifted(show) {
  const form = entryForm();
  const step = form && form.dataset.entryStep;
  const held = () => {
    afterPress = null;
    const now = entryForm();
    if (now === form && (!now || now.dataset.entryStep === step)) show();
  };
  afterPress = held;
  // A press that never ends (the pointer let go outside the window): the board comes anyway.
  setTimeout(() => {
    if (afterPress !== held) return;
    pressed = false;
    held();
  }, 2000);
}

document.addEventListener("htmx:beforeSwap", (event) => {
  const asked = event.detail.xhr && event.detail.xhr.scorepadBoard;
  if (asked && asked < boardsAsked) event.detail.shouldSwap = false;
  const target = event.detail.target;
  if (!target || target.id !== "board" || !event.detail.shouldSwap) return;
  if (pressed) {
    event.detail.shouldSwap = false;
    const html = event.detail.serverResponse || "";
    whenLifted(() => {
      const board = document.getElementById("board");
      if ((asked && asked < boardsAsked) || !board) return;
      boardsAnswered += 1;
      window.htmx.swap(board, preserving(html), { swapStyle: "outerHTML" });
    });
    return;
  }
  boardsAnswered += 1;
  event.detail.serverResponse = preserving(event.detail.serverResponse || "");
});

document.addEventListener("scorepad:sync-start", () => { boardsAtSend = boardsAnswered; });

let redrawing = false; // the board asked for after a conflict: its entry replaces this one

// Whatever brings a new board, a form being filled stays as it is when the new board's entry
// is for the same step: the new one is marked hx-preserve, and htmx keeps the old in its place.
// The answer to an entry sent in the background keeps the form even untouched: the phone put
// that step's form there already, and the thumb may be opening a part of it.
export function preserving(html, always) {
  const form = entryForm();
  if (!form || redrawing || !(always || form.dataset.touched)) return html;
  const fresh = /<form id="entry"[^>]*data-entry-step="([^"]*)"/.exec(html);
  if (!fresh || fresh[1] !== form.dataset.entryStep) return html;
  return html.replace('<form id="entry"', '<form id="entry" hx-preserve="true"');
}

// The board as the server has it now (a form being filled stays, as above). ``redraw``: this
// phone's form was drawn on a deal the sheet does not have (another phone's came first), and
// the sheet's replaces it, with what was tapped in it since put back.
export async function reloadBoard(redraw) {
  const plan = readPlan();
  if (!plan || !window.htmx || isOffline()) return;
  const form = redraw ? entryForm() : null;
  const tapped = form && form.dataset.touched ? { fields: Array.from(new FormData(form)) } : null;
  redrawing = Boolean(redraw);
  try {
    await window.htmx.ajax("GET", plan.page, { target: "#board", swap: "outerHTML" });
  } catch (error) {
    return;
  } finally {
    redrawing = false;
  }
  const fresh = entryForm();
  if (tapped && fresh && fresh.dataset.entryStep === form.dataset.entryStep) {
    fillForm(fresh, tapped);
    fresh.dataset.touched = "1";
    fresh.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

// The board the server answered the last entry sent with, put in the page as htmx would have:
// one request per entry sent, no second to ask for the sheet. With entries still waiting it is
// left out (they change it again), and an htmx answer asked for since wins.
export function showBoard(html) {
  const board = document.getElementById("board");
  if (!board || !window.htmx || kept.length || boardsAnswered > boardsAtSend) return false;
  if (pressed) whenLifted(() => showBoard(html));
  else window.htmx.swap(board, preserving(html, true), { swapStyle: "outerHTML" });
  return true;
}

export function keepPage() {
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    navigator.serviceWorker.controller.postMessage({ type: "keep", url: location.pathname });
  }
}
