// The entries waiting on the phone, listed under the sheet by what they hold ("Deal 3: bids")
// with their scores as the phone works them out; the last can be undone and any one changed
// (*Change it*). One the server refused (422) shows its reason, with *Put it back in the form*
// and *Discard*; one another phone recorded first (409) shows both versions, to keep the
// sheet's or send this phone's instead. Such an entry is shown above the entry, where the thumb
// is, and the entries after it wait for the table's decision.

import { cleanText, words } from "./words.js";
import { deleteEntry, kept, keptEntry, lastWaitingEntry, putEntry, refreshKept } from "./queue.js";
import { readPlan, scoresLine } from "./phone.js";
import { sync } from "./sending.js";
import { showState } from "./totals.js";
import { reloadBoard } from "./board.js";
import { backTo, fillForm } from "./forms.js";

function groupName(element) {
  const fieldset = element.closest("fieldset");
  const legend = fieldset && fieldset.querySelector("legend");
  if (!legend) return "";
  const named = legend.querySelector(".name, label, a");
  return cleanText((named || legend).textContent).replace(/\s*\(.*$/, "");
}

// What the entry says, for the waiting row: "Ana 1 · Ben 0", "Card points of A & C 82".
export function summarize(form, submitter) {
  const parts = [];
  form.querySelectorAll("input, select").forEach((field) => {
    if (!field.name || field.type === "hidden" || field.disabled) return;
    const checkable = field.type === "radio" || field.type === "checkbox";
    if (checkable ? !field.checked : !field.value) return;
    const label = checkable ? cleanText((field.closest("label") || field).textContent) : field.value;
    const name = groupName(field) || field.getAttribute("aria-label") || "";
    parts.push(cleanText(name + " " + label));
  });
  if (submitter && submitter.name) parts.push(cleanText(submitter.textContent));
  return parts.join(" · ");
}

function button(text, data, className) {
  const made = document.createElement("button");
  made.type = "button";
  made.className = className;
  Object.assign(made.dataset, data);
  made.textContent = text;
  return made;
}

function rowOf(entry, state, sides) {
  const item = document.createElement("li");
  item.className = "waiting waiting-" + entry.state;
  Object.assign(item.dataset, { testid: "waiting-row", state: entry.state, step: entry.step });
  const head = document.createElement("p");
  const label = document.createElement("b");
  label.textContent = entry.label;
  const said = document.createElement("span");
  said.className = "state";
  said.textContent = words[entry.state] || entry.state;
  head.append(label, " · ", said);
  const inputs = document.createElement("p");
  inputs.className = "inputs";
  inputs.textContent = entry.summary;
  item.append(head, inputs);
  // Its scores, as the rules on the phone give them (a deal's first step has none yet).
  const row = state && entry.state === "waiting" ? state.rows[entry.number - 1] : null;
  if (row && row.scores && (entry.phase === "deal" || entry.phase === "tricks")) {
    const scores = document.createElement("p");
    scores.className = "scores";
    scores.dataset.testid = "waiting-scores";
    scores.textContent = scoresLine(sides, row);
    item.append(scores);
  }
  if (entry.state === "waiting") {
    item.append(button(words.change, { offlineChange: entry.id, testid: "waiting-change" }, "small quiet"));
    return item;
  }
  const reason = document.createElement("p");
  reason.className = "reason";
  reason.setAttribute("role", "alert");
  reason.dataset.testid = "waiting-reason";
  reason.textContent = entry.reason;
  item.append(reason);
  if (entry.versions) {
    // Both versions side by side: the sheet's, then this phone's.
    [["theirs", words.theirs], ["ours", words.ours]].forEach(([which, name]) => {
      const line = document.createElement("p");
      line.className = "version";
      line.dataset.testid = "version-" + which;
      const named = document.createElement("b");
      named.textContent = name + ": ";
      line.append(named, entry.versions[which]);
      item.append(line);
    });
    item.append(button(words.keepTheirs, { offlineTheirs: entry.id, testid: "keep-theirs" }, "small"));
    if (entry.phase === "deal") {
      item.append(button(words.useOurs, { offlineOurs: entry.id, testid: "use-ours" }, "small"));
    }
  }
  item.append(button(words.fix, { offlineFix: entry.id }, "small"),
    button(words.discard, { offlineDiscard: entry.id }, "small quiet"));
  return item;
}

// The kept entries under the sheet (or above the entry, while one needs the table's decision).
export function showKept() {
  const sheet = document.getElementById("sheet");
  const old = document.getElementById("offline-queue");
  const undo = document.querySelector("form[data-undo]");
  const plan = readPlan();
  if (undo && plan) undo.hidden = !((plan.deals || []).length || lastWaitingEntry());
  if (!sheet || !plan || !kept.length) {
    if (old) old.remove();
    return;
  }
  const box = old || document.createElement("section");
  box.id = "offline-queue";
  box.className = "offline-queue";
  box.dataset.testid = "offline-queue";
  const asking = kept.filter((entry) => entry.state !== "waiting").map((entry) => entry.id).join(",");
  // An entry the server did not record waits for the table, not for the connection.
  const title = document.createElement("h2");
  title.dataset.testid = "offline-queue-title";
  title.textContent = asking ? words.decisionTitle : words.queueTitle;
  const note = document.createElement("p");
  note.className = "hint";
  const state = showState();
  note.textContent = asking ? words.decisionNote : state ? words.waitingScores : words.scoresLater;
  const list = document.createElement("ol");
  kept.forEach((entry) => list.append(rowOf(entry, state, state ? state.sheet.sides : [])));
  box.replaceChildren(title, note, list);
  const form = document.getElementById("entry");
  if (asking && form) {
    if (box.nextElementSibling !== form) form.before(box);
  } else if (box.previousElementSibling !== sheet) {
    sheet.after(box);
  }
  box.classList.toggle("needs-decision", Boolean(asking));
  if (asking && box.dataset.shown !== asking) box.scrollIntoView({ block: "start" });
  box.dataset.shown = asking;
}

async function forget(id) {
  await deleteEntry(Number(id));
  await refreshKept((readPlan() || {}).game);
}

document.addEventListener("click", async (event) => {
  const target = event.target.closest && event.target.closest("[data-offline-theirs], [data-offline-ours], [data-offline-change], [data-offline-fix], [data-offline-discard]");
  if (!target) return;
  const data = target.dataset;
  if (data.offlineTheirs) {
    // The sheet's version stays: this phone's is let go, and the entries after it go on.
    await forget(data.offlineTheirs);
    await reloadBoard();
    showKept();
    sync();
  } else if (data.offlineOurs) {
    // This phone's version replaces the sheet's: sent as a change of that deal.
    const mine = keptEntry(data.offlineOurs);
    if (!mine) return;
    Object.assign(mine, { url: mine.page + "deals/" + mine.number + "/save/", state: "waiting", reason: "", versions: null });
    await putEntry(mine);
    await refreshKept(mine.game);
    showKept();
    sync();
  } else if (data.offlineChange) {
    // An entry still waiting here back in its form, to be saved again; those after it wait.
    const waiting = keptEntry(data.offlineChange);
    if (!waiting) return;
    await forget(waiting.id);
    backTo(waiting);
    showState();
    showKept();
  } else if (data.offlineFix) {
    // Out of the queue and back in the form as the sheet stands now, to be saved again.
    const entry = keptEntry(data.offlineFix);
    if (!entry) return;
    await forget(entry.id);
    await reloadBoard();
    const form = document.getElementById("entry");
    if (form) {
      fillForm(form, entry);
      form.dispatchEvent(new Event("change", { bubbles: true }));
      form.scrollIntoView({ block: "start" });
    }
    showKept();
  } else if (data.offlineDiscard) {
    if (!data.sure) {
      data.sure = "1";
      target.textContent = words.discardConfirm;
      return;
    }
    await forget(data.offlineDiscard);
    showKept();
    sync();
  }
});
