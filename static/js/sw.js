// Scorepad's service worker. The server puts one line in front of this file (scorepad/offline.py):
// self.SCOREPAD = {version, precache, offline}, the deploy's version and what to keep.
//
// - Installed, it keeps every rule page in both languages, the search page and its index, the
//   offline page, the home page and the static files, in a cache named after the version; the
//   page that a first visit opened comes from its window, not from a second fetch.
// - Activated, it deletes the caches of other versions; the open pages are told and offer to
//   reload (static/js/offline/update.js).
// - Pages come from the network first and fall back to the copy last seen; a page never seen
//   gets the offline page, under its own address. /rules/search/?q=... falls back to the kept
//   search page, which searches in the browser. Static files come from the cache first.
// - Posts and htmx requests are never answered here: static/js/offline/ keeps the deals.
// - A page it answered from the cache because the network failed is told so when it asks
//   ("status"): the browser may believe it is online when the network is cut (a café's wifi
//   that lets nothing through), and the page says it is offline all the same.
const SETUP = self.SCOREPAD || { version: "dev", precache: [], offline: "/offline/" };
const PREFIX = "scorepad-";
const CACHE = PREFIX + SETUP.version;
// Whether the last page asked for could not be fetched (the network failed, the cache answered).
let unreachable = false;

self.addEventListener("install", (event) => {
  // Every file on its own, so that one failure does not lose the rest; a page that could not
  // be kept now is kept on its first visit. A page open in a window was fetched a moment ago:
  // it is not fetched again, its window hands over the copy it got ("copy" below).
  event.waitUntil(
    Promise.all([caches.open(CACHE), self.clients.matchAll({ type: "window", includeUncontrolled: true })])
      .then(([cache, windows]) => {
        const open = new Set(windows.map((client) => {
          const url = new URL(client.url);
          return url.pathname + url.search;
        }));
        const wanted = SETUP.precache.filter((url) => !open.has(url));
        return Promise.all(wanted.map((url) => cache.add(url).catch(() => undefined)));
      })
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim())
      .then(() => self.clients.matchAll({ type: "window" }))
      .then((clients) => clients.forEach((client) => client.postMessage({ type: "updated", version: SETUP.version })))
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "version" && event.source) {
    event.source.postMessage({ type: "version", version: SETUP.version });
  } else if (data.type === "status" && event.source) {
    event.source.postMessage({ type: "status", unreachable });
  } else if (data.type === "copy" && typeof data.url === "string" && typeof data.html === "string") {
    // The page a first visit opened, as its window got it: kept unless a copy is there already.
    const url = new URL(data.url, self.location.origin);
    if (url.origin === self.location.origin && keepable(url)) {
      event.waitUntil(caches.open(CACHE).then((cache) => cache.match(url, MATCH).then((kept) => {
        if (kept) return undefined;
        const headers = { "Content-Type": "text/html; charset=utf-8" };
        return cache.put(url, new Response(data.html, { headers }));
      })));
    }
  } else if (data.type === "keep" && typeof data.url === "string") {
    // A page changed by htmx (a deal recorded): keep its new copy for a reload offline.
    const url = new URL(data.url, self.location.origin);
    if (url.origin === self.location.origin && keepable(url)) {
      event.waitUntil(fetch(url, { credentials: "same-origin" }).then((response) => {
        if (response.ok) return caches.open(CACHE).then((cache) => cache.put(url, response));
        return undefined;
      }).catch(() => undefined));
    }
  }
});

function keepable(url) {
  // Links that hand out rights are kept out: their page redirects, and the session keeps the right.
  // So are the phone's key and the page a key opens: a key lives nowhere but on its own page.
  return !url.pathname.includes("/editor/") && !url.pathname.includes("/follow/") &&
    !url.pathname.startsWith("/phone/");
}

function isSearch(url) {
  return url.pathname === "/rules/search/";
}

// A rule page asked for without ?lang= opens in the interface's language: offline, the kept copy
// in either language will do.
function rulePageFallbacks(url) {
  const match = /^\/rules\/([a-z-]+)\/$/.exec(url.pathname);
  if (!match || isSearch(url)) return [];
  return ["", "?lang=en", "?lang=tr"].map((query) => url.pathname + query);
}

// One copy per address is kept, whatever the request's language or cookies it varied on.
const MATCH = { ignoreVary: true };

async function fromCache(request, url) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, MATCH);
  if (hit) return hit;
  if (isSearch(url)) {
    const page = await cache.match(url.pathname, MATCH);
    if (page) return page;
  }
  for (const other of rulePageFallbacks(url)) {
    const page = await cache.match(other, MATCH);
    if (page) return page;
  }
  return (await cache.match(SETUP.offline, MATCH)) || Response.error();
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || request.headers.get("HX-Request")) {
    return;
  }
  // The static files and the rules the phone runs (named with their version) never change.
  if (url.pathname.startsWith("/static/") || url.pathname.startsWith("/rules-engine.")) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request, MATCH).then((cached) => {
      if (cached) return cached;
      return fetch(request).then((response) => {
        if (response.ok) cache.put(request, response.clone());
        return response;
      });
    })));
    return;
  }
  if (request.mode === "navigate" || url.pathname === "/rules/search-index.json") {
    event.respondWith(
      fetch(request).then((response) => {
        unreachable = false;
        if (response.ok && keepable(url) && !response.redirected) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      }).catch(() => {
        unreachable = true;
        return fromCache(request, url);
      })
    );
  }
});
