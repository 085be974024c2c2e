// Seep's entry: the tapped scoring cards add up into the card points box. The server makes the
// same sum without JavaScript, and the cards win over a typed number.
(function () {
  "use strict";

  document.addEventListener("change", function (event) {
    if (event.target.name !== "cards" || !event.target.form) return;
    var form = event.target.form;
    var points = form.querySelector('input[name="points"]');
    if (!points) return;
    var total = 0;
    var any = false;
    form.querySelectorAll('input[name="cards"]:checked').forEach(function (card) {
      total += Number(card.dataset.points) || 0;
      any = true;
    });
    points.value = any ? String(total) : "";
  });
})();
