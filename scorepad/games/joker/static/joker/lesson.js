// The guided Joker deal (scorepad/games/joker/lesson.py). Every tap of the lesson is a link the
// server answers; the page also carries each answer, hidden, exactly as the server would show
// it, so a tap shows it at once, with no request and offline too. The links to the other steps
// stay links: the service worker keeps every step in every language.
(function () {
  "use strict";

  var lesson = document.querySelector("[data-lesson]");
  if (!lesson) return;
  var boxes = Array.prototype.slice.call(lesson.querySelectorAll("[data-answer-box]"));

  function hideAll(selector) {
    lesson.querySelectorAll(selector).forEach(function (element) { element.hidden = true; });
  }

  lesson.addEventListener("click", function (event) {
    var link = event.target.closest("a[data-answer]");
    if (!link) return;
    var answer = document.getElementById(link.getAttribute("data-answer"));
    if (!answer || boxes.indexOf(answer) === -1) return;
    event.preventDefault();
    // What the server said of an earlier question (a card not in the hand) no longer stands.
    hideAll("[data-error]");
    boxes.forEach(function (box) { box.hidden = box !== answer; });
    if (answer.getAttribute("data-allowed") === "yes") {
      // The card is played: the trick goes on without the hand, the way on is in the answer.
      hideAll("[data-your-hand], [data-your-turn]");
      answer.focus();
    } else {
      link.classList.add("is-refused");
    }
    answer.scrollIntoView({ block: "nearest" });
  });
})();
