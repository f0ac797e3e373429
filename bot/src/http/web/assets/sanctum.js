// Steps through a game's page without reloading it: the move list's links and the
// step buttons show their position in place, and the arrow keys (left, right, Home,
// End) step too. Without this file every link loads its page, which works as well.
(function () {
  "use strict";
  var board = document.getElementById("board");
  var moves = document.querySelectorAll("a[data-ply]");
  if (!board || moves.length === 0) return;
  var base = board.getAttribute("data-base");
  var last = moves.length - 1;
  var current = Number(board.getAttribute("data-ply"));

  function show(ply) {
    if (ply < 0 || ply > last || ply === current) return;
    current = ply;
    board.src = base + ply;
    board.alt = moves[ply].getAttribute("data-alt");
    board.setAttribute("data-ply", String(ply));
    moves.forEach(function (m) { m.removeAttribute("aria-current"); });
    moves[ply].setAttribute("aria-current", "step");
    document.querySelectorAll("a[data-step]").forEach(function (a) {
      var to = { first: 0, prev: Math.max(ply - 1, 0), next: Math.min(ply + 1, last), last: last }[a.getAttribute("data-step")];
      a.href = "?ply=" + to;
      a.setAttribute("data-to", String(to));
    });
    history.replaceState(null, "", "?ply=" + ply);
  }

  document.addEventListener("click", function (e) {
    var a = e.target.closest("a[data-ply], a[data-step]");
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    show(Number(a.getAttribute("data-ply") !== null ? a.getAttribute("data-ply") : a.getAttribute("data-to")));
  });

  document.addEventListener("keydown", function (e) {
    if (e.target.closest("input, textarea, select")) return;
    var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  });
})();

// A game still going: when a move lands, a page showing the last position moves on to
// the new one; a page stepping through older moves says so instead.
(function () {
  "use strict";
  var live = document.getElementById("live");
  if (!live || !window.EventSource) return;
  var last = Number(live.getAttribute("data-last"));
  var board = document.getElementById("board");
  var events = new EventSource(live.getAttribute("data-live") + "?since=" + last);
  function arrived(e) {
    var shown = board ? Number(board.getAttribute("data-ply")) : last;
    if (shown === last) {
      location.replace("?ply=" + e.data);
      return;
    }
    live.textContent = "";
    var a = document.createElement("a");
    a.href = "?ply=" + e.data;
    a.textContent = e.type === "over" ? "The game is over: see how it ended" : "A new move was played: see it";
    live.appendChild(a);
  }
  events.addEventListener("ply", arrived);
  events.addEventListener("over", function (e) { events.close(); arrived(e); });
})();
