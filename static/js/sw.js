// Scorepad's service worker, kept small: pages come from the network first and fall back to
// the copy last seen, so a sheet stays readable when the connection drops; static files come
// from the cache first. Posts and HTMX requests are never touched.
const CACHE = "scorepad-v1";

self.addEventListener("install", (event) => {
  // The home page, so that the app opens without a connection; pages add their own files.
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.add("/")).catch(() => undefined).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || request.headers.get("HX-Request")) {
    return;
  }
  if (url.pathname.startsWith("/static/")) {
    // The cached copy at once, and a fresh one for next time.
    const fresh = fetch(request).then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((cache) => cache.put(request, copy));
      }
      return response;
    });
    event.respondWith(caches.match(request).then((cached) => cached || fresh));
    event.waitUntil(fresh.catch(() => undefined));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).then((response) => {
        if (response.ok && !url.pathname.includes("/editor/") && !url.pathname.includes("/follow/")) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      }).catch(() => caches.match(request).then((cached) => cached || caches.match("/")))
    );
  }
});
