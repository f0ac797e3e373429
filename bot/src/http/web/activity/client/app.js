// Sanctum's Activity: runs in Discord's frame, signs the user in through Discord's
// Embedded App SDK, lists their games where the Activity was opened, and shows each
// as their private page to play shows it (the same markup, driven by the same
// sanctum.js), sending the move with the session. Every address is relative: Discord's
// proxy serves the Activity under a path of its own.
import { DiscordSDK } from "@discord/embedded-app-sdk";

(async function () {
  "use strict";
  var root = document.getElementById("activity");
  var status = document.getElementById("status");
  var list = document.getElementById("games");
  var view = document.getElementById("game");
  var words = JSON.parse(root.getAttribute("data-words") || "{}");
  var clientId = root.getAttribute("data-client-id");
  var session = null;
  var shown = null;
  var events = null;
  var script = null;

  function say(text) {
    status.textContent = text;
    status.hidden = !text;
  }

  function authed(path, init) {
    init = init || {};
    init.headers = Object.assign({}, init.headers, { Authorization: "Bearer " + session });
    return fetch(path, init);
  }

  var sdk;
  try {
    sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  } catch (e) {
    // Opened outside Discord: no frame to speak to.
    say(words.outside);
    return;
  }
  await sdk.ready();
  say(words.signingIn);
  var signed;
  try {
    var authorized = await sdk.commands.authorize({
      client_id: clientId,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: ["identify", "guilds"],
    });
    var traded = await fetch("token", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: authorized.code }),
    });
    if (!traded.ok) throw new Error("token " + traded.status);
    signed = await traded.json();
    await sdk.commands.authenticate({ access_token: signed.access_token });
  } catch (e) {
    say(words.refused);
    return;
  }
  session = signed.session;
  root.setAttribute("data-user", signed.user);

  var query = new URLSearchParams();
  if (sdk.guildId) query.set("guild_id", sdk.guildId);
  if (sdk.channelId) query.set("channel_id", sdk.channelId);
  var games = [];
  try {
    var r = await authed("games?" + query.toString());
    if (!r.ok) throw new Error("games " + r.status);
    games = await r.json();
  } catch (e) {
    say(words.failed);
    return;
  }
  if (games.length === 0) {
    say(words.none);
    return;
  }
  say("");
  if (games.length > 1) {
    games.forEach(function (g) {
      var b = document.createElement("button");
      b.type = "button";
      b.setAttribute("data-game", g.token);
      b.textContent = g.title;
      if (g.your_turn) b.classList.add("your-turn");
      b.addEventListener("click", function () { show(g.token); });
      list.appendChild(b);
    });
  }
  show(games[0].token);

  // The game `token` as the server draws it for this user, then sanctum.js over it
  // (its squares to click), and the game's live stream to move on when it does.
  async function show(token, said) {
    shown = token;
    list.querySelectorAll("button").forEach(function (b) {
      if (b.getAttribute("data-game") === token) b.setAttribute("aria-current", "true");
      else b.removeAttribute("aria-current");
    });
    var r = await authed("game/" + token);
    if (shown !== token) return;
    if (!r.ok) {
      say(words.failed);
      return;
    }
    view.innerHTML = await r.text();
    if (said) {
      var p = view.querySelector(".said");
      if (p) {
        p.innerHTML = said;
        p.hidden = false;
      }
    }
    if (script) script.remove();
    script = document.createElement("script");
    script.src = "static/sanctum.js";
    document.body.appendChild(script);
    follow(token);
  }

  function follow(token) {
    if (events) events.close();
    events = null;
    var section = view.querySelector("[data-live]");
    if (!section || !window.EventSource) return;
    events = new EventSource(section.getAttribute("data-live") + "?since=" + section.getAttribute("data-ply"));
    var again = function () { if (shown === token) show(token); };
    events.addEventListener("ply", again);
    events.addEventListener("over", function () { events.close(); again(); });
  }

  // The move form (sent by sanctum.js's clicks, or by its own button) goes with the
  // session; the page then shows the game again, with what Sanctum said if it refused.
  document.addEventListener("submit", async function (e) {
    var form = e.target;
    if (!form || form.id !== "move-form") return;
    e.preventDefault();
    var token = shown;
    var r = await authed(form.getAttribute("action"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(new FormData(form)).toString(),
    });
    var answer = r.ok ? await r.json() : { played: false, said: "" };
    show(token, answer.played ? null : answer.said || words.failed);
  });
})();
