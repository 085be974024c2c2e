// The referees on the phone: a referee page (/rules/<game>/referee/) or a rule page's helpers
// ask the game's own Python referee (scorepad/games/<game>/referee.py), run in the page by
// MicroPython (static/js/rules-engine.js), and write its answer with the words and the elements
// the server's page has (templates/rules/referee_base.html, the game's rules_helpers.html).
// Nothing here knows a rule: this script reads the forms, asks, writes the verdict and drives
// the card pickers.
//
// A form that asks carries data-game, data-ask (the function of the game's referee module that
// answers its fields, as scorepad.games.pages.fields reads them) and data-verdict (the id of
// the element its answer goes to: the verdict <section> of a referee page, or a helper's
// <output>); data-address when the page's address keeps the question, so that a reload or a
// shared link asks it again. #referee-words holds the translations of the referee's sentences
// for the phone (scorepad.phone.words) and the verdict's own words.
//
// Until the rules have loaded (after the page's load event), a referee page's verdict comes from
// the server (its partial "verdict", asked with HX-Target), and a form sent goes to the server
// as it does without JavaScript.
(function () {
  "use strict";

  var data = document.getElementById("referee-words");
  var forms = Array.from(document.querySelectorAll("form[data-game][data-ask]"));
  if (!data || !forms.length) return;
  var setup = JSON.parse(data.textContent);
  var labels = setup.labels || {};
  var rules = window.scorepadRules;
  var spoken = false;

  function loaded() { return Boolean(rules && rules.isLoaded()); }

  function fill(template, params) {
    return template.replace(/%\((\w+)\)[sd]/g, function (_, name) { return String(params[name]); });
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function add(parent) {
    Array.prototype.slice.call(arguments, 1).forEach(function (child) {
      parent.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return parent;
  }

  // The form's question as the server reads its GET form (scorepad.games.pages.fields): each
  // field's text, a field sent several times joined with commas, its empty values left out.
  function question(form) {
    var fields = {};
    new FormData(form).forEach(function (value, name) {
      var text = String(value);
      if (!(name in fields)) fields[name] = "";
      if (text.trim()) fields[name] = fields[name] ? fields[name] + ", " + text : text;
    });
    return fields;
  }

  function query(form) { return new URLSearchParams(new FormData(form)).toString(); }

  function ask(form, fields) {
    if (!spoken) {
      rules.run("words", setup.words || {});
      spoken = true;
    }
    return rules.run("call", {
      game: form.dataset.game, module: "referee", "function": form.dataset.ask, arguments: [fields]
    });
  }

  // A referee page's verdict, element for element as referee_base.html's partial "verdict".
  function writeVerdict(box, answer) {
    box.textContent = "";
    if (!answer) {
      box.appendChild(element("p", {"class": "hint"}, box.dataset.unasked));
      return;
    }
    if (answer.error) {
      box.appendChild(element("p", {"class": "referee-error", role: "alert", "data-error": ""}, answer.error));
      return;
    }
    var link = function (anchor) { return element("a", {href: setup.rulesUrl + "#" + anchor}, labels.rule); };
    var card = function (shown) { return element("span", {"class": "card suit-" + shown.suit}, shown.label); };
    if (answer.trick && answer.trick.length) {
      var line = element("p", {"class": "trick-line"}, labels.trick + " ");
      answer.trick.forEach(function (shown) { add(line, card(shown), " "); });
      box.appendChild(line);
    }
    if (answer.reason) {
      box.appendChild(add(element("p", {"class": "referee-reason", "data-reason": ""}, answer.reason + " "), link(answer.anchor)));
    }
    if (answer.hand && answer.hand.length) {
      var list = element("ul", {"class": "hand-cards"});
      answer.hand.forEach(function (shown) {
        var item = element("li", {"data-card": shown.card, "data-allowed": shown.allowed ? "yes" : "no"});
        var mark = shown.allowed ? "✓ " + labels.allowed : "✗ " + shown.refusal;
        list.appendChild(add(item, card(shown), " ", element("span", {"class": "mark"}, mark)));
      });
      box.appendChild(list);
    }
    var taken = answer.taken;
    if (taken) {
      var summary = element("div", {id: "trick", "class": "trick-summary", "data-winner": taken.winner});
      summary.appendChild(element("p", {}, taken.why));
      if (taken.points !== undefined && taken.points !== null) {
        summary.setAttribute("data-points", taken.points);
        summary.setAttribute("data-roem", taken.roem);
        var parts = taken.roem_parts.length ? ": " + taken.roem_parts.join(", ") : "";
        summary.appendChild(add(element("p"), element("b", {}, String(taken.points)), " " + labels.points + " · ",
          element("b", {}, String(taken.roem)), " " + labels.roem + parts));
      }
      box.appendChild(summary);
    }
    (answer.cards || []).forEach(function (each) {
      var moves = element("ul", {"class": "moves"});
      each.moves.forEach(function (move) {
        var said = element("span", {}, move.text);
        if (move.why_not) add(said, " ", element("small", {}, move.why_not));
        add(said, " ", link(move.anchor));
        var item = element("li", {"data-move": move.key, "data-legal": move.legal ? "yes" : "no"});
        moves.appendChild(add(item, element("span", {"class": "mark"}, move.legal ? "✓" : "✗"), " ", said));
      });
      box.appendChild(add(element("div", {"class": "card-moves", "data-card": each.card}),
        element("h2", {}, fill(labels.play, {card: each.card})), moves));
    });
  }

  // A helper's <output>: what to tell the table, and the link to its rule (data-when-asked: a
  // link only once there is an answer).
  function writeSaying(output, answer) {
    output.querySelector("[data-verdict]").textContent = answer ? answer.verdict.join(" ") : output.dataset.unasked;
    var rule = output.querySelector("[data-rule]");
    if (answer) rule.setAttribute("href", "#" + answer.anchor);
    else if (rule.hasAttribute("data-when-asked")) rule.removeAttribute("href");
    if (rule.hasAttribute("data-when-asked")) rule.hidden = !answer;
    output.classList.toggle("is-slap", Boolean(answer && answer.slap));
  }

  var latest = 0; // the last question sent to the server: an answer overtaken is left out
  var asked = new Map(); // form -> the question last answered on the phone

  function fromServer(form, box) {
    var mine = ++latest;
    fetch(form.action + "?" + query(form), {
      credentials: "same-origin", headers: {"HX-Request": "true", "HX-Target": box.id}
    }).then(function (response) {
      if (!response.ok) throw new Error("the server could not answer: " + response.status);
      return response.text();
    }).then(function (html) {
      if (mine === latest && !loaded()) box.innerHTML = html;
    }).catch(function () { /* offline: the phone answers once its rules have loaded */ });
  }

  function answer(form, again) {
    var box = document.getElementById(form.dataset.verdict);
    if (!box) return;
    var sectionVerdict = box.tagName !== "OUTPUT";
    if (!loaded()) {
      if (sectionVerdict) fromServer(form, box);
      return;
    }
    var fields = question(form);
    var key = JSON.stringify(fields);
    if (!again && asked.get(form) === key) return;
    var said;
    try {
      said = ask(form, fields);
    } catch (error) {
      if (window.console) console.error(error);
      if (sectionVerdict) fromServer(form, box);
      return;
    }
    latest++;
    asked.set(form, key);
    (sectionVerdict ? writeVerdict : writeSaying)(box, said);
  }

  function remember(form) {
    if (form.hasAttribute("data-address")) history.replaceState(null, "", form.action + "?" + query(form));
  }

  function changed(form) {
    pickers.forEach(function (picker) { if (picker.form === form) picker.refresh(); });
    answer(form);
    remember(form);
  }

  // A page kept by the service worker may be opened for another question: the address's.
  function restore(form) {
    var address = new URLSearchParams(location.search);
    var differs = false;
    address.forEach(function (value, name) {
      var field = form.elements[name];
      if (!field || name === "back") return;
      var wanted = field instanceof RadioNodeList ? value : address.getAll(name).join(", ");
      if (field.value !== wanted) differs = true;
      field.value = wanted;
    });
    return differs;
  }

  // The card picker: a tap writes a card into the field its target button names. Rank buttons
  // make a card with the suit chosen (data-absent: the suits the pack lacks that rank in), or
  // are the card itself where there are no suits; data-most caps a field. A wild card's button
  // (data-wild, the card) writes it plain, or, into a field marked data-calls, with the call
  // chosen in [data-call]: led (into an empty field) with the call its option's data-led names
  // and the suit chosen, played later with its data-later. A tap on a card already written takes
  // it back (data-once: from any field, and the picker marks the cards written); with
  // data-repeat, or for a plain wild card, every tap adds one.
  function Picker(form, root) {
    var targets = Array.from(root.querySelectorAll("[data-target]"));
    var suits = Array.from(root.querySelectorAll("[data-suit]"));
    var once = root.hasAttribute("data-once");
    var repeat = root.hasAttribute("data-repeat");
    var target = targets[0];
    var suit = suits[0] || null;

    function split(text) { return text.split(/[,\s]+/).filter(Boolean); }
    function cards(button) { return split(form.elements[button.dataset.target].value); }
    function at(list, card) {
      return list.map(function (each) { return each.toUpperCase(); }).indexOf(card.toUpperCase());
    }
    function write(button, list) { form.elements[button.dataset.target].value = list.join(", "); }

    function refresh() {
      targets.forEach(function (button) { button.setAttribute("aria-pressed", String(button === target)); });
      suits.forEach(function (button) { button.setAttribute("aria-pressed", String(button === suit)); });
      if (!suit) return;
      var used = once ? [].concat.apply([], targets.map(cards)) : [];
      root.querySelectorAll("[data-rank]").forEach(function (button) {
        var card = button.dataset.rank + suit.dataset.suit;
        var written = at(used, card) !== -1;
        button.className = "suit-" + suit.dataset.suit + (written ? " is-used" : "");
        button.disabled = (button.dataset.absent || "").split(" ").indexOf(suit.dataset.suit) !== -1;
        button.setAttribute("aria-label", button.dataset.rank + suit.dataset.symbol);
        if (once) button.setAttribute("aria-pressed", String(written));
      });
    }

    function tap(card, adds) {
      var places = once ? targets : [target];
      for (var index = 0; !adds && index < places.length; index++) {
        var list = cards(places[index]);
        var found = at(list, card);
        if (found !== -1) {
          list.splice(found, 1);
          write(places[index], list);
          changed(form);
          return;
        }
      }
      var mine = cards(target);
      var most = Number(target.dataset.most || 0);
      if (most && mine.length >= most) return;
      mine.push(card);
      write(target, mine);
      changed(form);
    }

    function wild(button) {
      var plain = button.dataset.wild;
      if (!target.hasAttribute("data-calls")) return plain;
      var choice = root.querySelector("[data-call]");
      var option = choice.options[choice.selectedIndex];
      if (!cards(target).length) return plain + ":" + option.dataset.led + ":" + suit.dataset.suit;
      return plain + ":" + option.dataset.later;
    }

    root.hidden = false;
    root.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) return;
      if (button.dataset.target) target = button;
      else if (button.dataset.suit) suit = button;
      else if (button.dataset.rank) tap(button.dataset.rank + (suit ? suit.dataset.suit : ""), repeat);
      else if (button.dataset.wild) {
        var token = wild(button);
        tap(token, repeat || token === button.dataset.wild);
      } else if (button.hasAttribute("data-clear")) {
        button.dataset.clear.split(" ").forEach(function (name) { form.elements[name].value = ""; });
        changed(form);
      }
      refresh();
    });
    refresh();
    return {form: form, refresh: refresh};
  }

  var pickers = [];
  forms.forEach(function (form) {
    form.querySelectorAll("[data-picker]").forEach(function (root) { pickers.push(Picker(form, root)); });
    var stale = form.hasAttribute("data-address") && restore(form);
    var outside = function (event) { return !event.target.closest("[data-picker]"); };
    form.addEventListener("input", function (event) { if (outside(event)) changed(form); });
    form.addEventListener("change", function (event) { if (outside(event)) changed(form); });
    form.addEventListener("submit", function (event) {
      if (!loaded()) return; // the server answers, as without JavaScript
      event.preventDefault();
      answer(form, true);
      remember(form);
    });
    if (stale) answer(form);
  });

  // Once the rules have loaded the phone answers every form, as it now reads.
  function ready() { forms.forEach(function (form) { answer(form, true); }); }
  if (loaded()) ready();
  else document.addEventListener("scorepad:rules", ready);
})();
