// Steps through a game's page without reloading it: the move list's links and the
// step buttons show their position in place (the board's markup fetched from the
// server, which draws every position), and the arrow keys (left, right, Home, End)
// step too. Without this file every link loads its page, which works as well.
(function () {
  "use strict";
  var board = document.getElementById("board");
  var moves = document.querySelectorAll("a[data-ply]");
  if (!board || moves.length === 0 || !window.fetch) return;
  var base = board.getAttribute("data-base");
  var last = moves.length - 1;
  var current = Number(board.getAttribute("data-ply"));
  var explorer = document.getElementById("explorer");
  var engine = document.getElementById("engine");

  function draw(ply) {
    fetch(base + ply, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (markup) {
        if (markup === null || current !== ply) return;
        board.innerHTML = markup;
        board.setAttribute("data-ply", String(ply));
      });
  }

  function show(ply) {
    if (ply < 0 || ply > last || ply === current) return;
    current = ply;
    draw(ply);
    moves.forEach(function (m) { m.removeAttribute("aria-current"); });
    moves[ply].setAttribute("aria-current", "step");
    document.querySelectorAll("a[data-step]").forEach(function (a) {
      var to = { first: 0, prev: Math.max(ply - 1, 0), next: Math.min(ply + 1, last), last: last }[a.getAttribute("data-step")];
      a.href = "?ply=" + to;
      a.setAttribute("data-to", String(to));
    });
    if (engine) engine.textContent = moves[ply].getAttribute("data-engine") || "";
    if (explorer) {
      explorer.setAttribute("data-ply", String(ply));
      explorer.dispatchEvent(new Event("moved"));
    }
    history.replaceState(null, "", "?ply=" + ply);
  }

  document.addEventListener("click", function (e) {
    var a = e.target.closest("a[data-ply], a[data-step], a[data-ply-link]");
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    var to = a.getAttribute("data-ply") || a.getAttribute("data-ply-link") || a.getAttribute("data-to");
    show(Number(to));
  });

  document.addEventListener("keydown", function (e) {
    if (e.target.closest("input, textarea, select")) return;
    var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  });
})();

// Times in the reader's own time zone: the page writes them in UTC.
(function () {
  "use strict";
  if (!window.Intl || !Intl.DateTimeFormat) return;
  var lang = document.documentElement.lang || undefined;
  var format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  document.querySelectorAll("time[datetime]").forEach(function (t) {
    var at = new Date(t.getAttribute("datetime"));
    if (isNaN(at)) return;
    t.title = t.textContent;
    t.textContent = format.format(at);
  });
  document.querySelectorAll("[data-at]").forEach(function (a) {
    var at = new Date(1000 * Number(a.getAttribute("data-at")));
    if (!isNaN(at)) a.title = format.format(at);
  });
})();

// The opening explorer folded on a game's page: its table loaded when opened, for the
// position shown, and again when the page steps to another.
(function () {
  "use strict";
  var panel = document.getElementById("explorer");
  if (!panel || !window.fetch) return;
  var body = panel.querySelector(".explorer-body");
  var loaded = null;
  function load() {
    var ply = panel.getAttribute("data-ply");
    if (!panel.open || loaded === ply) return;
    loaded = ply;
    var lang = new URLSearchParams(location.search).get("lang");
    fetch(panel.getAttribute("data-base") + ply + "?part=1" + (lang ? "&lang=" + encodeURIComponent(lang) : ""),
      { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (markup) {
        if (markup !== null && loaded === ply) body.innerHTML = markup;
      });
  }
  panel.addEventListener("toggle", load);
  panel.addEventListener("moved", load);
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
    a.textContent = live.getAttribute(e.type === "over" ? "data-over" : "data-new");
    live.appendChild(a);
  }
  events.addEventListener("ply", arrived);
  events.addEventListener("over", function (e) { events.close(); arrived(e); });
})();

// A player's page to move by clicking or dragging: buttons laid over the drawn board's
// squares. A click on one of your pieces (or picking it up) lights up where it may go;
// a click on one of those, or dropping the piece there, plays the move (asking first
// which piece a pawn becomes, and whether to play it if you asked Sanctum to confirm
// moves). The legal moves come in the page, found by the server; this only sends the
// page's own form, which works without it.
(function () {
  "use strict";
  var figure = document.getElementById("play");
  var form = document.getElementById("move-form");
  var board = document.getElementById("board");
  if (!figure || !board) return;
  var choice = document.getElementById("choice");
  var wrap = board;
  var files = "abcdefgh";
  var data = null;
  var words = {};
  try { data = JSON.parse(figure.getAttribute("data-moves")); } catch (e) { data = null; }
  try { words = JSON.parse(figure.getAttribute("data-words")) || {}; } catch (e) { words = {}; }
  if (data) lay(data);

  // The page's words for `key`, each {name} in them filled from `fill`.
  function word(key, fill) {
    var text = words[key] || "";
    Object.keys(fill || {}).forEach(function (k) { text = text.split("{" + k + "}").join(fill[k]); });
    return text;
  }

  function lay(data) {
    var grid = document.createElement("div");
    grid.className = "squares";
    grid.setAttribute("role", "grid");
    grid.setAttribute("aria-label", word("board"));
    grid.style.left = 100 * data.board.left + "%";
    grid.style.top = 100 * data.board.top + "%";
    grid.style.width = 100 * data.board.width + "%";
    grid.style.height = 100 * data.board.height + "%";
    var white = data.color === "white";
    var buttons = {};
    var order = [];
    for (var row = 0; row < 8; row++) {
      var line = document.createElement("div");
      line.setAttribute("role", "row");
      line.className = "rank";
      for (var col = 0; col < 8; col++) {
        var file = white ? col : 7 - col;
        var rank = white ? 7 - row : row;
        var sq = files[file] + (rank + 1);
        var b = document.createElement("button");
        b.type = "button";
        b.setAttribute("role", "gridcell");
        b.setAttribute("data-square", sq);
        b.tabIndex = order.length === 0 ? 0 : -1;
        b.setAttribute("aria-label", sq + ", " + (data.pieces[sq] || word("empty")));
        buttons[sq] = b;
        order.push(b);
        line.appendChild(b);
      }
      grid.appendChild(line);
    }
    wrap.appendChild(grid);
    var from = null;

    function clear() {
      order.forEach(function (b) {
        b.classList.remove("from", "to", "take");
        b.removeAttribute("aria-pressed");
      });
      from = null;
    }

    function say(text, options) {
      choice.textContent = "";
      if (text) choice.appendChild(document.createTextNode(text));
      (options || []).forEach(function (o) {
        var b = document.createElement("button");
        b.type = "button";
        b.textContent = o.label;
        b.addEventListener("click", o.act);
        choice.appendChild(b);
      });
      var first = choice.querySelector("button");
      if (first) first.focus();
    }

    function send(mv) {
      if (!form) return;
      form.elements.namedItem("move").value = mv.uci;
      say(word("playing", { move: mv.san }));
      // As if its button were pressed: a page that sends the form itself (the
      // Activity) hears of it.
      if (form.requestSubmit) form.requestSubmit(); else form.submit();
    }

    function label(mv) { return mv.san + (mv.note ? " (" + mv.note + ")" : ""); }

    function pick(sq) {
      if (!data.your_turn) {
        say(word("notYours"));
        return;
      }
      if (from !== null) {
        var moves = data.moves.filter(function (m) { return m.from === from && m.to === sq; });
        if (moves.length > 0) {
          var cancel = { label: word("cancel"), act: function () { clear(); say(""); buttons[sq].focus(); } };
          if (moves.length > 1) {
            say(word("which") + " ", moves.map(function (m) {
              return { label: label(m), act: function () { send(m); } };
            }).concat([cancel]));
          } else if (data.confirm || moves[0].note) {
            say(word("ask", { move: label(moves[0]) }) + " ", [
              { label: word("play", { move: moves[0].san }), act: function () { send(moves[0]); } }, cancel]);
          } else {
            send(moves[0]);
          }
          return;
        }
      }
      var targets = data.moves.filter(function (m) { return m.from === sq; });
      clear();
      if (targets.length === 0) {
        say(data.pieces[sq] ? word("noMove") : "");
        return;
      }
      from = sq;
      buttons[sq].classList.add("from");
      buttons[sq].setAttribute("aria-pressed", "true");
      var seen = {};
      targets.forEach(function (m) {
        buttons[m.to].classList.add("to");
        if (data.pieces[m.to]) buttons[m.to].classList.add("take");
        seen[m.to] = true;
      });
      say(word("mayGo", { piece: data.pieces[sq] || sq, square: sq, squares: Object.keys(seen).join(", ") }));
      buttons[sq].focus();
    }

    // A click from the keyboard (Enter, Space) picks; the pointer's are handled as
    // it goes down and up, so that a piece can be dragged too.
    grid.addEventListener("click", function (e) {
      var b = e.target.closest("button[data-square]");
      if (b && e.detail === 0) pick(b.getAttribute("data-square"));
    });

    function squareAt(x, y) {
      var r = grid.getBoundingClientRect();
      var col = Math.floor((x - r.left) / r.width * 8);
      var row = Math.floor((y - r.top) / r.height * 8);
      if (col < 0 || col > 7 || row < 0 || row > 7) return null;
      return files[white ? col : 7 - col] + (white ? 8 - row : row + 1);
    }

    function piece(sq) { return board.querySelector("use[data-square=" + sq + "]"); }

    function legal(to) {
      return from !== null && data.moves.some(function (m) { return m.from === from && m.to === to; });
    }

    var drag = null;
    grid.addEventListener("pointerdown", function (e) {
      var b = e.target.closest("button[data-square]");
      if (!b || e.button !== 0) return;
      var sq = b.getAttribute("data-square");
      e.preventDefault();
      b.focus();
      if (legal(sq)) {
        pick(sq);
        return;
      }
      pick(sq);
      var use = piece(sq);
      if (from !== sq || !use) return;
      drag = { from: sq, use: use, x: e.clientX, y: e.clientY, moved: false };
      use.parentNode.appendChild(use);
      grid.setPointerCapture(e.pointerId);
    });

    grid.addEventListener("pointermove", function (e) {
      if (!drag) return;
      var size = grid.getBoundingClientRect().width / 8;
      var dx = e.clientX - drag.x;
      var dy = e.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 4) drag.moved = true;
      drag.use.setAttribute("transform", "translate(" + dx / size + " " + dy / size + ")");
      drag.use.classList.add("lifted");
    });

    function drop(e, cancelled) {
      if (!drag) return;
      var was = drag;
      drag = null;
      was.use.removeAttribute("transform");
      was.use.classList.remove("lifted");
      if (cancelled || !was.moved) return;
      var to = squareAt(e.clientX, e.clientY);
      if (to && to !== was.from && legal(to)) pick(to);
    }
    grid.addEventListener("pointerup", function (e) { drop(e, false); });
    grid.addEventListener("pointercancel", function (e) { drop(e, true); });

    grid.addEventListener("keydown", function (e) {
      var b = e.target.closest("button[data-square]");
      if (!b) return;
      if (e.key === "Escape") { clear(); say(""); return; }
      var i = order.indexOf(b);
      var to = { ArrowLeft: i - 1, ArrowRight: i + 1, ArrowUp: i - 8, ArrowDown: i + 8 }[e.key];
      if (to === undefined || to < 0 || to > 63) return;
      e.preventDefault();
      e.stopPropagation();
      b.tabIndex = -1;
      order[to].tabIndex = 0;
      order[to].focus();
    });
  }
})();
