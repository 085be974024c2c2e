// The game page's part of the offline code: the entry on the phone to the game's end (the
// forms, the saving, the waiting list, the totals), the board's answers, and the wake lock.

import { kept, refreshKept } from "./queue.js";
import { phoneRules, readPlan } from "./phone.js";
import { sync } from "./sending.js";
import { showState } from "./totals.js";
import { reloadBoard, showBoard } from "./board.js";
import { advance, guide, heldForm } from "./forms.js";
import { dealsOfKept, sentOffline } from "./entry.js";
import "./htmx.js";
import { showKept } from "./waiting.js";
import { wakeLock } from "./wake-lock.js";

function touched(event) {
  const form = event.target.closest && event.target.closest("#entry");
  if (!form) return;
  form.dataset.touched = "1";
  guide();
}

document.addEventListener("change", touched);
document.addEventListener("input", touched);

// The rules are here: the deals of the entries kept before, and the entry that comes next.
document.addEventListener("scorepad:rules", async () => {
  await dealsOfKept();
  advance(kept.length > 0);
  guide();
  showState();
  showKept();
});

// What was sent: the board the server answered with, else the sheet asked again.
document.addEventListener("scorepad:synced", (event) => {
  const plan = readPlan();
  const { changed, boards, waitUntil } = event.detail;
  waitUntil.push((async () => {
    await refreshKept(plan && plan.game);
    if (plan && changed[plan.game]) {
      sentOffline();
      const shown = boards[plan.game] ? showBoard(boards[plan.game]) : false;
      if (kept.some((entry) => entry.state !== "waiting")) {
        // Refused, or another phone's deal came first: the entry goes on from the sheet as it
        // stands, not from this phone's entry that waits for the table's decision.
        await reloadBoard(true);
      } else if (!shown && (!kept.length || (heldForm() && !phoneRules()))) {
        // An entry saved before the rules were here has no next form on the phone yet: the
        // server's board brings it.
        await reloadBoard();
      }
    }
    showKept();
  })());
});

async function start() {
  wakeLock();
  const plan = readPlan();
  if (!window.indexedDB || !plan) return;
  await refreshKept(plan.game);
  if (kept.length) advance(true);
  showKept();
  guide();
  sync();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
