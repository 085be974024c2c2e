// Whether the server can be reached, said in words: the banner while the phone is offline, and
// a line next to the top bar for every request that could not reach the server (htmx's
// sendError, a timeout, an error answer), the form keeping what was typed.

import { say, words } from "./words.js";

let unreachable = false; // a request failed although the browser believes it is online

export function isOffline() { return !navigator.onLine || unreachable; }

export function showBanner() {
  const banner = document.getElementById("offline-banner");
  if (!banner) return;
  banner.textContent = words.offline || "";
  banner.hidden = !isOffline();
}

export function tell(text) {
  const notice = document.getElementById("offline-notice");
  if (!notice) return;
  notice.textContent = text || "";
  notice.hidden = !text;
}

export function lostConnection() {
  unreachable = true;
  showBanner();
}

// The server answered: the phone is online again, what was said of the connection is said no
// more, and what waits is sent ("scorepad:online").
export function reached() {
  if (!unreachable) return;
  unreachable = false;
  showBanner();
  tell("");
  document.dispatchEvent(new CustomEvent("scorepad:online"));
}

// What static/js/rules-search.js (the rule pages) needs from the offline code.
window.scorepadOffline = { isOffline, lostConnection, tell, say, words };

window.addEventListener("offline", showBanner);
window.addEventListener("online", () => {
  unreachable = false;
  showBanner();
  tell("");
  document.dispatchEvent(new CustomEvent("scorepad:online"));
});

document.addEventListener("htmx:timeout", () => tell(words.timeout));

// A game page answered 404: this phone lost the game (its links were renewed, or the game was
// removed). Trying again cannot help: say so in words, and stop asking for the sheet.
let gameGone = false;
document.addEventListener("htmx:responseError", (event) => {
  const status = event.detail.xhr ? event.detail.xhr.status : "";
  if (status === 404 && document.getElementById("board")) {
    gameGone = true;
    tell(words.gameGone);
    return;
  }
  tell(say(words.responseError, { status }));
});
document.addEventListener("htmx:beforeRequest", (event) => {
  const element = event.detail.elt;
  if (gameGone && element && element.id === "sheet") event.preventDefault();
});
document.addEventListener("htmx:afterRequest", (event) => {
  if (event.detail.successful) reached();
});

// A plain form that needs the server is not sent while offline, with words. Registered once
// every script has run, so that the entry's own handlers (static/js/offline/entry.js) come first.
document.addEventListener("DOMContentLoaded", () => {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    if (isOffline() && (form.method || "").toLowerCase() === "post") {
      event.preventDefault();
      event.stopImmediatePropagation();
      tell(words.needsServer);
    }
  }, true);
});
