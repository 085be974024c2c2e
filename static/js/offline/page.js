// Scorepad without a connection, on every page (the pages work without JavaScript; this keeps a
// phone useful at a table in a garden or a train): the first copy for the service worker, the
// banner and the words when the server cannot be reached, the entries kept on the phone sent on
// every page load, and the update offer. The game page adds the entry on the phone
// (static/js/offline/table.js).

import "./first-copy.js";
import { showBanner } from "./connection.js";
import { sync } from "./sending.js";
import "./update.js";

function start() {
  showBanner();
  if (!document.getElementById("offline-plan")) sync(); // the game page sends once it has read its entries
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
