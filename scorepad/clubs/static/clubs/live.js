// The standings that update themselves: the café's screen, and the standings on a phone. Every
// few seconds the page asks the server for its live part with the ETag of what it shows; the
// server answers 304 while nothing changed, else the part anew. The page says when it last
// heard the server; when it cannot reach it, it says since when, keeps what it shows, and
// keeps asking: the first answer after the connection returns brings it up to date.
// Without JavaScript the page asks again itself (a refresh in <noscript>).

(function () {
  "use strict";
  const heard = document.querySelector("[data-heard]");
  let etag = "";
  let last = new Date();
  let lost = false;

  function live() {
    return document.getElementById("live");
  }

  function clock(time) {
    return time.toLocaleTimeString(document.documentElement.lang || undefined, {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
  }

  function show() {
    if (!heard) return;
    const words = lost ? heard.dataset.lost : heard.dataset.ok;
    heard.textContent = (words || "").replace("{time}", clock(last));
    heard.classList.toggle("lost", lost);
  }

  function reached() {
    last = new Date();
    lost = false;
    show();
  }

  function unreachable() {
    lost = true;
    show();
  }

  async function ask() {
    const element = live();
    if (!element) return;
    const headers = { "HX-Request": "true", "HX-Target": "live" };
    if (etag) headers["If-None-Match"] = etag;
    try {
      const response = await fetch(element.dataset.live, {
        headers,
        cache: "no-store",
        credentials: "same-origin",
        signal: AbortSignal.timeout(10000),
      });
      if (response.status === 304) {
        reached();
      } else if (response.ok) {
        const html = await response.text();
        const fresh = new DOMParser().parseFromString(html, "text/html").getElementById("live");
        if (fresh) {
          element.replaceWith(fresh);
          etag = response.headers.get("ETag") || fresh.dataset.etag || "";
        }
        reached();
      } else {
        unreachable();
      }
    } catch (error) {
      unreachable();
    }
  }

  function every() {
    const element = live();
    return Math.max(1, Number(element ? element.dataset.every : 3) || 3) * 1000;
  }

  function loop() {
    ask().finally(() => setTimeout(loop, every()));
  }

  function start() {
    const element = live();
    if (!element) return;
    etag = element.dataset.etag || "";
    show();
    setTimeout(loop, every());
    // A screen left on all night: kept awake where the browser can, and kept for a reload
    // without a connection by the service worker (static/js/sw.js).
    if (navigator.wakeLock && document.documentElement.classList.contains("screen")) {
      const awake = () => navigator.wakeLock.request("screen").catch(() => undefined);
      awake();
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") awake();
      });
    }
    const worker = document.body.dataset.serviceWorker;
    if (worker && "serviceWorker" in navigator && !navigator.serviceWorker.controller) {
      navigator.serviceWorker.register(worker).catch(() => undefined);
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
