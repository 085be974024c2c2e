// The entry on the phone: the form of whatever the table enters next, to the game's end. The
// page carries each kind of entry's form once, as the server renders it (<template
// data-offline-entry="bids">...: scorepad/templatetags/offline_tags.py); the engine on the phone
// says which entry comes next, and the game's entry script fills its form in (the deal's number,
// the dealer, the cards, the contracts still open...) and reads it back as the deal it says. As
// it is filled, the entry shows what the engine works out (static/<game>/entry.js, "show").

import { cleanText, say, words } from "./words.js";
import { kept } from "./queue.js";
import { dealsOnThePhone, gameOf, phoneRules, readPlan, stateOf, stepFor } from "./phone.js";

export function entryForm() {
  const form = document.getElementById("entry");
  return form && form.dataset.entryStep ? form : null;
}

// The form of a deal being changed (✎): worked out here as it is filled, saved by the server.
export function editForm() {
  const form = document.getElementById("entry");
  return form && form.dataset.entryEdit ? form : null;
}

function parseStep(name) {
  const [number, phase] = String(name || "").split(":");
  return { number: Number(number), phase, step: name };
}

// The deals the entry on the page follows: those on this phone, or for a deal being changed,
// those recorded.
function dealsFor(plan) {
  return plan.editing ? plan.deals || [] : dealsOnThePhone(plan, kept);
}

// The entry on the page: its number and phase, and once the rules are here what the engine says
// of it (dealer, first seat, cards...).
export function currentStep() {
  const plan = readPlan();
  const edit = editForm();
  const form = edit || entryForm();
  if (!plan || !form) return null;
  const step = edit ? parseStep(`${plan.editing}:edit`) : parseStep(form.dataset.entryStep);
  if (!step.number || !phoneRules()) return step;
  return stepFor(plan, dealsFor(plan), step.number, step.phase);
}

// What a game's entry script works with: the words, the players, the deals, and the rules.
export function tableFor(plan, step, deals) {
  const rules = phoneRules();
  const table = {
    texts: plan.texts || {},
    players: plan.players,
    deals,
    say,
    call: (name, args) => rules.run("call", { game: plan.kind, function: name, arguments: args }),
    preview: (entry) => rules.run("preview", {
      game: plan.kind, players: plan.players, options: plan.options, deals, entry,
      number: step.number, editing: step.phase === "edit",
    }),
    // A refusal in the words of the entry's own form (a deal's form does not name it).
    reason: (answer) => refusalOf(answer, step),
    previewNote(preview, text) {
      const line = document.createElement("p");
      line.className = "muted";
      line.textContent = text;
      preview.replaceChildren(line);
      sayOnce(preview.closest("form"));
    },
    sidesList(sides, row) {
      const list = document.createElement("ul");
      sides.forEach((side, index) => {
        const item = document.createElement("li");
        const name = document.createElement("b");
        name.textContent = side;
        const score = document.createElement("span");
        score.className = "num";
        score.textContent = String(row.scores[index]);
        item.append(name, " ", score);
        if (row.why && row.why[index]) {
          const why = document.createElement("small");
          why.textContent = row.why[index];
          item.append(" ", why);
        }
        list.append(item);
      });
      return list;
    },
  };
  if (step.number === deals.length + 1) table.next = stateOf(plan, deals).next;
  return table;
}

// The entry as the rules see it now: {table, answer}, the answer the deal its fields say,
// checked ({ok, deal, row, sheet, next} or {ok: false, reason, note, field}); null before the
// rules are here.
export function entryAnswer(form, step, submitter, deals) {
  const plan = readPlan();
  const game = gameOf(plan);
  if (!phoneRules() || !game || !step || !step.number) return null;
  const known = deals || dealsFor(plan);
  const table = tableFor(plan, step, known);
  // The deals before it are not all known here (kept before the rules were loaded).
  if (step.number > known.length + 1) return { table, answer: null };
  return { table, answer: table.preview(game.read(form, step, submitter)) };
}

// A refused Save is said once, above Save: the preview does not say it again over it.
function sayOnce(form) {
  const preview = form && form.querySelector(".preview");
  if (!preview) return;
  const shown = form.querySelector("[data-testid=entry-refusal]");
  preview.hidden = Boolean(shown) && cleanText(preview.textContent) === cleanText(shown.textContent);
}

export function clearRefusal(form) {
  const shown = form.querySelector("[data-testid=entry-refusal]");
  if (shown) shown.remove();
  sayOnce(form);
}

// A refusal in the words of the form it is shown in: a deal's own form does not name it.
export function refusalOf(answer, step) {
  return answer.deal === step.number && answer.note ? answer.note : answer.reason;
}

// ``first`` to ``last`` on screen, clear of the totals bar stuck to its foot (or ``first`` at
// least, when both do not fit): a refusal and the Save under it, where the thumb is.
export function keepInSight(first, last) {
  const bar = document.querySelector("[data-testid=totals-bar]");
  const shown = bar && !bar.hidden && !bar.classList.contains("tucked") ? bar.getBoundingClientRect() : null;
  const floor = (shown && shown.top < window.innerHeight ? shown.top : window.innerHeight) - 8;
  const top = first.getBoundingClientRect().top;
  const bottom = (last || first).getBoundingClientRect().bottom;
  if (bottom > floor) window.scrollBy(0, Math.min(bottom - floor, top - 8));
  else if (top < 8) window.scrollBy(0, top - 8);
}

// A refusal where the thumb is: above Save, with what was typed kept.
export function showRefusal(form, reason) {
  clearRefusal(form);
  const line = document.createElement("p");
  line.className = "errors";
  line.setAttribute("role", "alert");
  line.dataset.testid = "entry-refusal";
  line.textContent = reason;
  const actions = form.querySelector(".actions") || form.lastElementChild;
  if (actions) actions.before(line);
  else form.append(line);
  sayOnce(form);
  keepInSight(line, actions);
}

// What the entry shows as it is filled, from the rules on the phone.
export function guide() {
  const form = entryForm() || editForm();
  const step = currentStep();
  const game = gameOf(readPlan());
  if (!form || form.hidden || !step || !game || !phoneRules()) return;
  const worked = entryAnswer(form, step);
  if (!worked) return;
  game.show(form, step, worked.answer, worked.table);
  if (worked.answer && worked.answer.ok) clearRefusal(form);
}

// The status line over the sheet: the entry's deal, its dealer and who plays first, as the
// engine on the phone says them.
function showStatus(plan, step) {
  const status = document.querySelector("[data-testid=status]");
  if (!status) return;
  const words = plan.status || {};
  const pairs = [[String(words.round || "").split(plan.number).join(String(step.number)), ""]];
  if (words.dealer && step.dealer !== undefined) {
    pairs.push([words.dealer, plan.players[step.dealer]], [words.first, plan.players[step.first]]);
    if (words.next) pairs.push([words.next, plan.players[(step.dealer + 1) % plan.players.length]]);
  }
  status.replaceChildren(...pairs.map(([label, value], index) => {
    const span = document.createElement("span");
    if (!value) {
      span.textContent = label;
      return span;
    }
    const shown = document.createElement("b");
    shown.textContent = value;
    if (index === 1) shown.dataset.testid = "dealer";
    span.append(label + ": ", shown);
    return span;
  }));
}

function newKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)),
    (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The form of ``step`` as the server rendered its kind, its number in and a key of its own.
function formFor(plan, step) {
  const template = document.querySelector(`template[data-offline-entry="${step.phase}"]`);
  if (!template) return null;
  const holder = document.createElement("div");
  holder.append(template.content.cloneNode(true));
  holder.innerHTML = holder.innerHTML.split(plan.number).join(String(step.number));
  const key = holder.querySelector("input[name=key]");
  if (key) key.value = newKey();
  return holder.innerHTML;
}

function showForm(form, step, html) {
  const plan = readPlan();
  const game = gameOf(plan);
  form.innerHTML = html;
  form.dataset.entryStep = step.step;
  form.dataset.offline = "1";
  delete form.dataset.touched;
  delete form.dataset.held;
  form.hidden = false;
  form.inert = false;
  ["offline-over", "offline-held"].forEach((id) => {
    const line = document.getElementById(id);
    if (line) line.remove();
  });
  form.querySelectorAll("[data-stepper] .step").forEach((button) => { button.hidden = false; });
  if (game && game.fill) game.fill(form, step, tableFor(plan, step, dealsFor(plan)));
  if (window.htmx) window.htmx.process(form);
  showStatus(plan, step);
  guide();
}

// A line under the entry's place, in words: the game over on the phone, the next entry soon.
function lineAfter(form, id, text) {
  let line = document.getElementById(id);
  if (!line) {
    line = document.createElement("p");
    line.id = id;
    line.className = "notice";
    line.setAttribute("role", "status");
    line.dataset.testid = id;
    form.after(line);
  }
  line.textContent = text;
}

// The game is over on the phone: no entry is left, and the results come from the server.
function showOver(form) {
  form.hidden = true;
  lineAfter(form, "offline-over", words.gameOver);
  const status = document.querySelector("[data-testid=status]");
  if (status) status.replaceChildren();
}

// Until the rules are here nothing says which entry comes next: the entry just ``saved``
// stays in sight as it was saved, inert, over a line that says the next one comes (a form
// never vanishes under the thumb); the form of a page opened again, for an entry kept since,
// is put away. The rules ("scorepad:rules") or the server's board bring the next entry.
function holdForm(form, saved) {
  form.dataset.held = "1";
  form.inert = true;
  form.hidden = !saved;
  lineAfter(form, "offline-held", words.nextSoon);
}

export function heldForm() {
  const form = entryForm();
  return form && form.dataset.held ? form : null;
}

// The entry's form moves on to what the engine says comes next (or, ``force``d, after a save:
// ``saved``, or after the entries kept on the phone are read again). A form taken back to
// change an entry, or being filled, stays where it is unless forced.
export function advance(force, saved) {
  const plan = readPlan();
  const form = entryForm();
  if (!plan || !form) return;
  if (!force && (form.dataset.takenBack || form.dataset.touched)) return;
  if (!phoneRules()) {
    if (force) holdForm(form, saved);
    return;
  }
  const deals = dealsOnThePhone(plan, kept);
  const next = stateOf(plan, deals).next;
  if (!next) {
    showOver(form);
    return;
  }
  const step = stepFor(plan, deals, next.number, next.phase || "deal");
  if (form.dataset.entryStep === step.step && !form.hidden && !form.dataset.held) return;
  const html = formFor(plan, step);
  if (html) showForm(form, step, html);
}

// An entry's fields put back in the form.
export function fillForm(form, entry) {
  const skip = { csrfmiddlewaretoken: 1, number: 1, phase: 1, key: 1 };
  entry.fields.forEach(([name, value]) => {
    if (skip[name]) return;
    form.querySelectorAll(`[name="${name}"]`).forEach((field) => {
      if (field.type === "radio" || field.type === "checkbox") {
        if (field.value === value) field.checked = true;
      } else if (field.tagName !== "BUTTON") {
        field.value = value;
      }
    });
  });
}

// Back to the form of an entry undone or taken back to change, its fields as kept.
export function backTo(entry) {
  const plan = readPlan();
  const form = document.getElementById("entry");
  if (!plan || !form || !phoneRules()) return false;
  const step = stepFor(plan, dealsOnThePhone(plan, kept), entry.number, entry.phase);
  const html = formFor(plan, step);
  if (!html) return false;
  showForm(form, step, html);
  fillForm(form, entry);
  form.dataset.takenBack = "1";
  form.dispatchEvent(new Event("change", { bubbles: true }));
  form.scrollIntoView({ block: "start" });
  return true;
}

// The deal a kept entry says, read from its fields in a copy of its form among ``deals`` (the
// deals before it): for an entry kept before the rules were loaded, or after an earlier one
// was changed. Null when the rules refuse it now.
export function dealOf(entry, deals) {
  const plan = readPlan();
  const game = gameOf(plan);
  if (!plan || !game || !phoneRules()) return null;
  const step = stepFor(plan, deals, entry.number, entry.phase);
  const html = formFor(plan, step);
  if (!html) return null;
  const form = document.createElement("form");
  form.innerHTML = html;
  if (game.fill) game.fill(form, step, tableFor(plan, step, deals));
  fillForm(form, entry);
  let submitter = null;
  entry.fields.forEach(([name, value]) => {
    const button = form.querySelector(`button[name="${name}"][value="${value}"]`);
    if (button) submitter = button;
  });
  if (game.complete) game.complete(form, step);
  const worked = entryAnswer(form, step, submitter, deals);
  return worked && worked.answer && worked.answer.ok ? worked.answer.deal : null;
}

// An entry's name in the waiting list: "Deal 3: bids".
export function labelOf(plan, number, phase, form) {
  const label = (plan.labels || {})[phase];
  if (label) return label.split(plan.number).join(String(number));
  const heading = form && form.querySelector("h2");
  return cleanText(heading ? heading.textContent : `${number}`);
}
