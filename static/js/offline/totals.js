// The sheet as this phone has it, its waiting entries in: each side's total in the totals bar
// and at the sheet's foot, and the bar's words (the last entry's scores, or the game's own:
// Seep's running difference), as the engine on the phone works them out. The bar sticks to the
// screen's foot and steps aside while the entry's preview would be under it.

import { kept } from "./queue.js";
import { dealsOnThePhone, readPlan, stateOf } from "./phone.js";

function hundreds(value) {
  const text = (value / 100).toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
  return text === "-0" || text === "" ? "0" : text;
}

export function showState() {
  const plan = readPlan();
  const state = plan ? stateOf(plan, dealsOnThePhone(plan, kept)) : null;
  if (!state) return null;
  const sheet = state.sheet;
  const bar = document.querySelector("[data-testid=totals-bar]");
  // A finished game shows its results instead: the bar would only cover them.
  if (bar) bar.hidden = !sheet.rows || sheet.finished;
  sheet.totals.forEach((total, side) => {
    const shown = document.querySelectorAll(
      `[data-testid="bar-total-${side}"], #sheet [data-testid="total-${side}"]`);
    shown.forEach((element) => { element.textContent = plan.hundreds ? hundreds(total) : String(total); });
  });
  if (bar && state.bar) {
    const caption = bar.querySelector(".caption");
    if (caption) caption.textContent = state.bar.caption;
    bar.querySelectorAll(".side").forEach((side, index) => {
      let last = side.querySelector(".last");
      if (!last) {
        last = document.createElement("span");
        last.className = "last";
        side.append(last);
      }
      last.textContent = state.bar.lines[index];
    });
  }
  keepPreviewClear();
  return state;
}

function keepPreviewClear() {
  const bar = document.querySelector("[data-testid=totals-bar]");
  const preview = document.querySelector("#entry .preview");
  if (!bar) return;
  let covered = false;
  if (preview && !bar.hidden && preview.offsetHeight) {
    const shown = preview.getBoundingClientRect();
    const under = bar.getBoundingClientRect();
    covered = shown.bottom > under.top && shown.top < under.bottom;
  }
  bar.classList.toggle("tucked", covered);
}

let clearing = false;
function keepPreviewClearSoon() {
  if (clearing) return;
  clearing = true;
  requestAnimationFrame(() => {
    clearing = false;
    keepPreviewClear();
  });
}

window.addEventListener("scroll", keepPreviewClearSoon, { passive: true });
window.addEventListener("resize", keepPreviewClearSoon);
document.addEventListener("input", keepPreviewClearSoon);
document.addEventListener("htmx:afterSettle", keepPreviewClearSoon);
if (window.ResizeObserver) {
  let watched = null;
  const sizes = new ResizeObserver(keepPreviewClearSoon);
  new MutationObserver(() => {
    const preview = document.querySelector("#entry .preview");
    if (preview === watched) return;
    if (watched) sizes.unobserve(watched);
    watched = preview;
    if (preview) sizes.observe(preview);
    keepPreviewClearSoon();
  }).observe(document.documentElement, { childList: true, subtree: true });
}
