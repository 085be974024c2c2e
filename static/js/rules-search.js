// The rules search as you type, on the rule pages (templates/rules/search.html's form):
// - online, each pause in typing (and the search button) fetches the server's answer, the
//   results element alone (HX-Target: results, as rules/views.py answers), the last one
//   winning; the search page's address follows the query. A plain fetch, not htmx: the rule
//   pages need nothing else of it, and a first visit stays small;
// - when the phone is offline, or the request cannot reach the server, the search is answered
//   here: MiniSearch over /rules/search-index.json (built by rules/offline.py), folded and
//   stemmed as rules/search.py does, the vendored scripts loaded on first use. The kept search
//   page opened offline at /rules/search/?q=... answers on load.
// Without JavaScript the form is a plain GET to the search page. static/js/offline/, loaded
// before this file, gives it window.scorepadOffline: whether the server is out of reach, the
// notice line, and the page's words (#offline-strings).
(function () {
  "use strict";

  var shared = window.scorepadOffline;
  if (!shared) return;
  var words = shared.words || {};
  var isOffline = shared.isOffline;
  var tell = shared.tell;
  var say = shared.say;

  var searcher = null;

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = src;
      var nonce = document.querySelector("script[nonce]");
      if (nonce) script.nonce = nonce.nonce;
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
  }

  var TURKISH_CAPITALS = { I: "ı", "İ": "i" };
  var NO_DECOMPOSITION = { "ı": "i", "ø": "o", "ł": "l", "đ": "d", "ħ": "h" };
  var WORD = /[\p{L}\p{N}\p{M}]+/gu;

  // Lower case with Turkish rules, then no diacritics, one character for one (rules/search.py).
  function lowerTurkish(text) {
    return Array.from(text, function (char) {
      if (TURKISH_CAPITALS[char]) return TURKISH_CAPITALS[char];
      var lower = char.toLowerCase();
      return lower.length === char.length ? lower : char;
    }).join("");
  }

  function fold(text) {
    return Array.from(lowerTurkish(text), function (char) {
      return NO_DECOMPOSITION[char] || char.normalize("NFD")[0];
    }).join("");
  }

  function buildSearcher() {
    if (searcher) return searcher;
    searcher = Promise.all((words.scripts || []).map(loadScript))
      .then(function () { return fetch(words.index, { credentials: "same-origin" }); })
      .then(function (response) { return response.json(); })
      .then(function (data) {
        var mini = new MiniSearch({
          fields: ["title", "text", "stems", "titleStems", "doc"],
          storeFields: ["d", "l", "a", "g", "t", "dt", "x"],
          tokenize: function (text) { return text.match(WORD) || []; },
          processTerm: function (term) { return term; }
        });
        mini.addAll(data.sections.map(function (section) {
          return {
            id: section.id, d: section.d, l: section.l, a: section.a, g: section.g, t: section.t,
            dt: section.dt, x: section.x, title: fold(section.t), text: fold(section.x),
            stems: section.s, titleStems: section.ts, doc: fold(section.dt + " " + section.d + " " + section.g)
          };
        }));
        var stems = new Set();
        Object.keys(data.words).forEach(function (word) {
          data.words[word].slice(1).forEach(function (stem) { if (stem) stems.add(stem); });
        });
        // Each language's stemmer, as the index says the browser stems it (rules/offline.py).
        var stemmers = data.languages.map(function (language) {
          var how = data.stemming[language] || {};
          if (how.snowball) {
            var snowball = snowballFactory.newStemmer(how.snowball);
            return function (lowered) {
              var stem = fold(snowball.stem(lowered));
              return how.stems && how.stems[stem] ? how.stems[stem] : [stem];
            };
          }
          if (how.endings) return function (lowered) { return [georgianStem(fold(lowered), how.endings)]; };
          return function (lowered) { return [fold(lowered)]; };
        });
        return { mini: mini, data: data, stems: stems, stemmers: stemmers };
      });
    searcher.catch(function () { searcher = null; });
    return searcher;
  }

  // What a Georgian word's case, plural and postposition endings are added to (rules/georgian.py).
  function georgianStem(word, endings) {
    function cut(rest, list) {
      for (var i = 0; i < list.length; i++) {
        var ending = list[i];
        if (rest.slice(-ending.length) === ending && rest.length - ending.length >= endings.min) {
          return rest.slice(0, -ending.length);
        }
      }
      return rest;
    }
    var rest = cut(cut(word, endings.postpositions), endings.cases);
    return cut(rest, [endings.plural]);
  }

  var GEORGIAN = /[\u10d0-\u10ff\u1c90-\u1cbf\u2d00-\u2d2f]/;

  function oneEditApart(a, b) {
    if (a === b || Math.abs(a.length - b.length) > 1) return false;
    if (a.length > b.length) { var swap = a; a = b; b = swap; }
    var start = 0;
    while (start < a.length && a[start] === b[start]) start++;
    if (a.length < b.length) return a.slice(start) === b.slice(start + 1);
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return start + 1 < a.length && a[start] === b[start + 1] && a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2);
  }

  // What a query word stands for: corpus words (for the text) and stems (for the suffixes).
  function family(index, lowered, folded) {
    var data = index.data;
    var limits = data.limits;
    var found = { words: new Set(), stems: new Set() };
    function usable(word, stem) {
      return stem.length >= limits.stem || stem.length === word.length ? stem : word;
    }
    function addWord(word) {
      var known = data.words[word];
      if (!known) return false;
      found.words.add(word);
      known.slice(1).forEach(function (stem) { if (stem) found.stems.add(stem); });
      return true;
    }
    if (!addWord(folded)) {
      index.stemmers.forEach(function (stemmer) {
        stemmer(lowered).forEach(function (stem) {
          stem = usable(folded, stem);
          if (index.stems.has(stem)) found.stems.add(stem);
        });
      });
      if (!found.stems.size && folded.length >= limits.typo && folded.length <= 30) {
        Object.keys(data.words)
          .filter(function (word) { return oneEditApart(folded, word); })
          .sort(function (a, b) { return data.words[b][0] - data.words[a][0] || (a < b ? -1 : 1); })
          .slice(0, 5)
          .forEach(addWord);
      }
    }
    (data.synonyms[folded] || []).forEach(addWord);
    return found;
  }

  function matches(word, stemsOf, found, prefix) {
    if (found.words.has(word)) return true;
    if (prefix && word.indexOf(prefix) === 0) return true;
    var known = stemsOf[word];
    return Boolean(known && known.slice(1).some(function (stem) { return stem && found.stems.has(stem); }));
  }

  // A word typed with y for the Dutch ij, when only that spelling is in the texts (rules/search.py).
  function spelled(data, token) {
    function begins(prefix) {
      return Object.prototype.hasOwnProperty.call(data.words, prefix) ||
        Object.keys(data.words).some(function (word) { return word.indexOf(prefix) === 0; });
    }
    if (token.folded.indexOf("y") < 0 || begins(token.folded)) return token;
    var folded = token.folded.replace(/y/g, "ij");
    return begins(folded) ? { lowered: token.lowered.replace(/y/g, "ij"), folded: folded } : token;
  }

  function escapeHtml(text) {
    return text.replace(/[&<>"']/g, function (char) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[char];
    });
  }

  // The text with the query's words marked, cut around the first one for a snippet.
  function marked(text, test, snippet) {
    var folded = fold(text);
    var spans = [];
    var match;
    WORD.lastIndex = 0;
    while ((match = WORD.exec(folded))) {
      if (test(match[0])) spans.push([match.index, match.index + match[0].length]);
    }
    var start = 0;
    var end = text.length;
    if (snippet) {
      var first = spans.length ? spans[0][0] : 0;
      start = Math.max(0, first - 60);
      end = Math.min(text.length, start + 200);
      while (start > 0 && /\S/.test(text[start - 1])) start++;
      while (end < text.length && /\S/.test(text[end])) end--;
    }
    var out = start > 0 ? "…" : "";
    var position = start;
    spans.forEach(function (span) {
      if (span[0] < start || span[1] > end) return;
      out += escapeHtml(text.slice(position, span[0])) + "<mark>" + escapeHtml(text.slice(span[0], span[1])) + "</mark>";
      position = span[1];
    });
    out += escapeHtml(text.slice(position, end)).replace(/\n/g, " ") + (end < text.length ? "…" : "");
    return out;
  }

  function answer(index, query, game, language) {
    var data = index.data;
    var limits = data.limits;
    var cut = query.normalize("NFC").replace(/ĳ/g, "ij").replace(/Ĳ/g, "IJ").slice(0, limits.chars);
    var typed = (lowerTurkish(cut).match(WORD) || []).slice(0, limits.words);
    if (!typed.length) return { problem: "empty" };
    var tokens = typed.map(function (lowered) { return { lowered: lowered, folded: fold(lowered) }; });
    if (tokens.every(function (token) { return token.folded.length < 2; })) return { problem: "short" };
    var meaningful = tokens.filter(function (token) { return data.stopwords.indexOf(token.folded) < 0; });
    if (meaningful.length) tokens = meaningful;
    tokens = tokens.map(function (token) { return spelled(data, token); });
    if (tokens.length > 1) {
      var named = tokens.filter(function (token) { return data.games[token.folded]; });
      if (named.length && named.length < tokens.length) {
        game = game || data.games[named[0].folded];
        tokens = tokens.filter(function (token) { return !data.games[token.folded]; });
      }
    }
    var queries = [];
    var tests = [];
    tokens.forEach(function (token, position) {
      var found = family(index, token.lowered, token.folded);
      var last = position === tokens.length - 1;
      var shortest = GEORGIAN.test(token.folded) ? limits.georgianPrefix : limits.prefix;
      var prefix = token.folded.length >= shortest || (last && token.folded.length >= 2) ? token.folded : null;
      var parts = [];
      if (found.words.size || prefix) {
        parts.push({ queries: Array.from(found.words).concat(prefix ? [prefix] : []), fields: ["title", "text", "doc"], prefix: Boolean(prefix), combineWith: "OR" });
      }
      if (found.stems.size) parts.push({ queries: Array.from(found.stems), fields: ["stems", "titleStems"], combineWith: "OR" });
      if (!parts.length) return;
      queries.push({ queries: parts, combineWith: "OR" });
      tests.push(function (word) { return matches(word, data.words, found, prefix); });
    });
    if (!queries.length) return { problem: "nothing" };
    var options = {
      boost: { title: 3, titleStems: 3, stems: 1.5, text: 1, doc: 0.5 },
      filter: function (hit) { return !game || hit.d === game || (hit.d === "glossary" && hit.g === game); },
      boostDocument: function (id, term, stored) {
        var weight = stored.l === language ? limits.boost : 1;
        weight *= limits.documents[stored.d] || 1;
        return stored.a ? weight : weight * limits.overview;
      }
    };
    var hits = index.mini.search({ queries: queries, combineWith: "AND" }, options);
    if (queries.length > 1) {
      var seen = new Set(hits.map(function (hit) { return hit.id; }));
      index.mini.search({ queries: queries, combineWith: "OR" }, options).forEach(function (hit) {
        if (!seen.has(hit.id)) hits.push(hit);
      });
    }
    var shown = new Set();
    hits = hits.filter(function (hit) {
      var key = hit.d + "#" + hit.a;
      if (shown.has(key)) return false;
      shown.add(key);
      return true;
    }).slice(0, limits.results);
    if (!hits.length) return { problem: "nothing" };
    var test = function (word) { return tests.some(function (one) { return one(word); }); };
    return { hits: hits, test: test };
  }

  function renderAnswer(results, result, query, language) {
    var html = "";
    if (result.problem === "empty") html = '<p class="notice">' + escapeHtml(words.searchEmpty) + "</p>";
    else if (result.problem === "short") html = '<p class="notice">' + escapeHtml(words.searchShort) + "</p>";
    else if (result.problem === "nothing") html = '<p class="notice">' + escapeHtml(say(words.searchNothing, { query: query })) + "</p>";
    else {
      var count = result.hits.length === 1 ? words.sectionsOne : words.sectionsMany;
      html += '<p class="count">' + escapeHtml(say(count, { counter: result.hits.length })) + '</p><ol class="hits">';
      result.hits.forEach(function (hit) {
        var href = "/rules/" + encodeURIComponent(hit.d) + "/?lang=" + hit.l + (hit.a ? "#" + encodeURIComponent(hit.a) : "");
        html += '<li lang="' + hit.l + '"><a class="hit-link" href="' + href + '"><span class="hit-doc">' +
          escapeHtml(hit.dt) + '</span><span class="hit-title">' + marked(hit.t, result.test, false) + "</span></a>";
        if (hit.l !== language) html += '<span class="hit-lang">' + hit.l.toUpperCase() + "</span>";
        html += '<p class="snippet">' + marked(hit.x, result.test, true) + "</p></li>";
      });
      html += "</ol>";
    }
    html += '<p class="notice offline-search" data-testid="offline-search">' + escapeHtml(words.searchOffline) + "</p>";
    results.innerHTML = html;
  }

  function searchHere(form) {
    var results = document.getElementById("results");
    if (!form || !results) return;
    var query = form.querySelector("[name=q]").value;
    var select = form.querySelector("[name=game]");
    var game = select ? select.value : "";
    var language = document.documentElement.lang || "en";
    followAddress(form, addressOf(form));
    buildSearcher().then(function (index) {
      renderAnswer(results, answer(index, query, game, language), query, language);
    }).catch(function () { tell(words.sendError); });
  }

  // The kept search page opened offline at /rules/search/?q=...: its answer, from the browser.
  function searchOnLoad() {
    var form = document.querySelector(".rules-search");
    if (!form || location.pathname !== form.getAttribute("action")) return;
    var params = new URLSearchParams(location.search);
    var query = params.get("q");
    var input = form.querySelector("[name=q]");
    if (query === null || input.value === query) return;
    input.value = query;
    var select = form.querySelector("[name=game]");
    if (select && params.get("game")) select.value = params.get("game");
    searchHere(form);
  }

  // Searching as you type ---------------------------------------------------------------------

  var TYPING_PAUSE_MS = 250;
  var pause = null;
  var running = null; // the request under way: a newer one replaces it

  function addressOf(form) {
    var query = form.querySelector("[name=q]").value;
    var select = form.querySelector("[name=game]");
    var game = select ? select.value : "";
    return form.getAttribute("action") + "?q=" + encodeURIComponent(query) + (game ? "&game=" + encodeURIComponent(game) : "");
  }

  // The search page's address says what it shows; a rule page's stays its own.
  function followAddress(form, address) {
    if (form.dataset.followAddress !== undefined) history.replaceState(history.state, "", address);
  }

  function showResults(html) {
    var results = document.getElementById("results");
    var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("results");
    // The children only: the live region stays the same element, so it is read out.
    if (results && fresh) results.replaceChildren.apply(results, Array.from(fresh.childNodes));
  }

  function searchOnline(form) {
    if (isOffline()) { searchHere(form); return; }
    if (running) running.abort();
    var request = running = new AbortController();
    var address = addressOf(form);
    fetch(address, {
      headers: { "HX-Request": "true", "HX-Target": "results" },
      credentials: "same-origin",
      signal: request.signal,
    }).then(function (response) {
      if (!response.ok) {
        tell(say(words.responseError, { status: response.status }));
        return null;
      }
      return response.text();
    }).then(function (html) {
      if (html === null || request.signal.aborted) return;
      tell("");
      showResults(html);
      followAddress(form, address);
    }).catch(function () {
      if (request.signal.aborted) return; // replaced by a newer search
      shared.lostConnection();
      searchHere(form);
    }).finally(function () { if (running === request) running = null; });
  }

  document.addEventListener("input", function (event) {
    var form = event.target.closest && event.target.closest("form.rules-search");
    if (!form) return;
    clearTimeout(pause);
    pause = setTimeout(function () { searchOnline(form); }, TYPING_PAUSE_MS);
  });

  document.addEventListener("submit", function (event) {
    var form = event.target.closest && event.target.closest("form.rules-search");
    if (!form) return;
    event.preventDefault();
    clearTimeout(pause);
    searchOnline(form);
  });

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", searchOnLoad);
  else searchOnLoad();
})();
