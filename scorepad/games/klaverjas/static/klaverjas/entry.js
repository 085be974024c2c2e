// Klaverjas's entry: a roem button adds its amount to the team's roem (arithmetic on the button's
// value, "team:amount", 0 clearing it). Without JavaScript the button posts the form and the
// server adds it.
(function () {
  "use strict";

  document.addEventListener("click", function (event) {
    var roem = event.target.closest("button[data-roem]");
    if (!roem) return;
    event.preventDefault();
    var parts = roem.value.split(":");
    var form = roem.form;
    var hidden = form.querySelector('input[name="roem_' + parts[0] + '"]');
    var total = parts[1] === "0" ? 0 : (Number(hidden.value) || 0) + Number(parts[1]);
    hidden.value = String(total);
    form.querySelector('[data-roem-of="' + parts[0] + '"]').textContent = String(total);
    hidden.dispatchEvent(new Event("change", { bubbles: true }));
  });
})();
