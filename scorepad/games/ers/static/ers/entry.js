// Egyptian Rat Screw's entry on the phone (static/js/offline/ asks): a game is one tap on its
// winner, whose button sends the entry; nothing to show before it.
(function () {
  "use strict";

  function read(form, step, submitter) {
    return { winner: submitter && submitter.value !== "" ? Number(submitter.value) : null };
  }

  window.scorepadGames = window.scorepadGames || {};
  window.scorepadGames.ers = { read: read, show: function () {} };
})();
