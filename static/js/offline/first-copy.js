// The first visit: this page came before the service worker, which does not fetch it a second
// time (static/js/sw.js). It gets the page's markup as the server sent it instead, taken here,
// before app.js and htmx change anything (they wait for DOMContentLoaded; the modules run
// before it).

if ("serviceWorker" in navigator && !navigator.serviceWorker.controller) {
  const copy = "<!doctype html>\n" + document.documentElement.outerHTML;
  navigator.serviceWorker.ready.then((registration) => {
    if (registration.active) {
      registration.active.postMessage({ type: "copy", url: location.pathname + location.search, html: copy });
    }
  });
}
