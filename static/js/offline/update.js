// A new version: when a new deploy's service worker takes over an open page, the page offers
// to reload (static/js/sw.js). A page the worker answered from its cache, the network failing,
// is offline whatever the browser believes.

import { lostConnection } from "./connection.js";
import { words } from "./words.js";

function offerReload() {
  if (document.getElementById("update-offer")) return;
  const offer = document.createElement("div");
  offer.id = "update-offer";
  offer.className = "update-offer";
  offer.setAttribute("role", "status");
  offer.dataset.testid = "update-offer";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "small primary";
  button.textContent = words.reload;
  button.addEventListener("click", () => location.reload());
  offer.append(words.update + " ", button);
  const banner = document.getElementById("offline-banner");
  if (banner) banner.before(offer);
  else document.body.prepend(offer);
}

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type === "status" && data.unreachable) lostConnection();
  });
  if (navigator.serviceWorker.controller) {
    navigator.serviceWorker.controller.postMessage({ type: "status" });
  }
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (controlled) offerReload();
    controlled = true;
  });
}
