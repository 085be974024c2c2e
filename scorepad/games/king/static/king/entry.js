// King's entry: the units taken counted live against the contract's units ("9 of 13"), and the
// count's heading named for the contract chosen. The server counts the same on Save.
(function () {
  "use strict";

  function update(form) {
    var chosen = form.querySelector('input[name="contract"]:checked');
    var output = form.querySelector("[data-units-left]");
    if (!chosen || !output) return;
    var units = Number(chosen.dataset.units) || 0;
    var taken = 0;
    form.querySelectorAll('input[name^="taken_"]').forEach(function (input) {
      taken += Number(input.value) || 0;
      input.max = String(units);
    });
    output.textContent = output.dataset.of.replace("%(taken)s", String(taken)).replace("%(units)s", String(units));
    output.classList.toggle("done", taken === units);
    output.classList.toggle("over", taken > units);
    var name = form.querySelector("[data-unit-name]");
    if (name && chosen.dataset.unitName) name.textContent = chosen.dataset.unitName;
  }

  function entry(event) {
    var form = event.target.closest && event.target.closest("form.entry-king");
    if (form) update(form);
  }

  document.addEventListener("input", entry);
  document.addEventListener("change", entry);
  document.addEventListener("htmx:load", function (event) {
    var form = event.target.querySelector && event.target.querySelector("form.entry-king");
    if (form) update(form);
  });
  document.addEventListener("DOMContentLoaded", function () {
    var form = document.querySelector("form.entry-king");
    if (form) update(form);
  });
})();
