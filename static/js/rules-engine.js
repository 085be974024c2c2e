// The rules on the phone: the server's own Python engines, run in the page by MicroPython
// (WebAssembly), so that what the table enters is worked out where the table is.
//
// After its first paint and its load event the page loads the runtime
// (static/js/vendor/micropython/) and its game's engines (/rules-engine.<version>.json: the
// modules as MicroPython bytecode, scorepad/phone.py), writes them where MicroPython's import
// finds them, and hands out window.scorepadRules:
//   scorepadRules.ready()      resolves once the engines are loaded (and the page is told:
//                              the event "scorepad:rules" on document);
//   scorepadRules.sheet(doc)   resolves to the sheet `manage.py scoresheet` prints for a
//                              scorepad/1 document, or to {error: reason} for one it refuses;
//   scorepadRules.run(name, payload)  once loaded, one of scorepad/games/phone.py's functions,
//                              JSON in and out, answered at once (static/js/offline/ works out
//                              the entry with it: previews, refusals, totals, the next step).
// The service worker keeps the runtime and the engines from the app's first opening, so all of
// it works offline. Without JavaScript, or before this has loaded, the forms post as always.
(function () {
  "use strict";

  var element = document.getElementById("rules-engine");
  if (!element) return;
  var setup = JSON.parse(element.textContent);

  // What scorepad/games/micropython/unicodedata.py asks: a character's category, as far as
  // the game document's check of names needs it, and a text's composed form.
  var CATEGORIES = ["Cc", "Cf", "Cs", "Co", "Zl", "Zp"].map(function (name) {
    return [name, new RegExp("^\\p{" + name + "}$", "u")];
  });
  window.scorepadUnicode = {
    category: function (char) {
      for (var index = 0; index < CATEGORIES.length; index++) {
        if (CATEGORIES[index][1].test(char)) return CATEGORIES[index][0];
      }
      return "Lo";
    },
    normalize: function (form, text) { return String(text).normalize(form); }
  };

  function makeFolders(fs, path) {
    var parts = path.split("/");
    for (var index = 1; index < parts.length; index++) {
      var folder = parts.slice(0, index).join("/");
      try { fs.mkdir(folder); } catch (error) { /* there already */ }
    }
  }

  // A module's bytecode, sent as base64 (scorepad/phone.py).
  function bytes(base64) {
    var text = atob(base64);
    var out = new Uint8Array(text.length);
    for (var index = 0; index < text.length; index++) out[index] = text.charCodeAt(index);
    return out;
  }

  function nextTask() {
    return new Promise(function (resolve) { setTimeout(resolve, 0); });
  }

  var loading = null;
  var loaded = null;

  function load() {
    if (loading) return loading;
    loading = Promise.all([
      import(setup.runtime),
      fetch(setup.bundle, { credentials: "same-origin" }).then(function (response) {
        if (!response.ok) throw new Error("the engines could not be loaded: " + response.status);
        return response.json();
      })
    ]).then(function (parts) {
      var bundle = parts[1];
      var mp;
      // Each step in a task of its own, so that a tap between them is answered at once.
      return parts[0].loadMicroPython({ url: setup.wasm, heapsize: 8 * 1024 * 1024 }).then(function (runtime) {
        mp = runtime;
        return nextTask();
      }).then(function () {
        Object.keys(bundle.files).forEach(function (path) {
          var where = "/lib/" + path;
          makeFolders(mp.FS, where);
          mp.FS.writeFile(where, bytes(bundle.files[path]));
        });
        return nextTask();
      }).then(function () {
        var phone = mp.pyimport("scorepad.games.phone");
        phone.installed(JSON.stringify(bundle.games));
        loaded = phone;
        return nextTask();
      }).then(function () {
        // What the page does with the rules, in the tasks after their load.
        document.dispatchEvent(new CustomEvent("scorepad:rules"));
        return loaded;
      });
    });
    loading.catch(function () { loading = null; });
    return loading;
  }

  function sheet(doc) {
    return load().then(function (phone) {
      var answer = JSON.parse(phone.sheet(JSON.stringify(doc)));
      return answer.error !== undefined ? { error: answer.error } : answer.sheet;
    });
  }

  function run(name, payload) {
    if (!loaded) throw new Error("the rules are not loaded yet");
    var answer = loaded[name](JSON.stringify(payload));
    return answer === undefined || answer === null ? null : JSON.parse(answer);
  }

  window.scorepadRules = {
    ready: load,
    sheet: sheet,
    run: run,
    isLoaded: function () { return loaded !== null; }
  };

  // Once the page has painted its first text: at once when it has, else when it does (a page
  // opened in the background paints nothing until shown, and says nothing of it if it was
  // hidden before: two seconds at most).
  function afterFirstPaint(run) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") < 0 || performance.getEntriesByName("first-contentful-paint").length) {
      run();
      return;
    }
    var done = false;
    var once = function () {
      if (done) return;
      done = true;
      observer.disconnect();
      run();
    };
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) once();
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(once, 2000);
  }

  function soon() {
    var idle = window.requestIdleCallback || function (run) { return setTimeout(run, 1); };
    afterFirstPaint(function () { idle(function () { load().catch(function () {}); }); });
  }
  if (document.readyState === "complete") soon();
  else window.addEventListener("load", soon);
})();
