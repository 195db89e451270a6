// dragon serve: the standings (and the current hand) refresh live. The
// page listens to its table's /live (the banner's data-stream), a
// stream of server-sent events; at each change it loads again every part
// marked data-live from its own address, but not one being typed in. The
// page works without this script, as of when it was loaded. A banner
// says when the server cannot be reached, and when it is back.
(function () {
  "use strict";
  var parts = document.querySelectorAll("[data-live]");
  if (!parts.length || !window.EventSource || !window.fetch) {
    return;
  }
  var loading = false;
  // norm is a part's HTML as the browser writes it, the forms' tokens
  // aside (each form's key is new at every load). last holds, for each
  // part, what the server sent last, so that a part is replaced only when
  // the server says something new: not when a form is about to be pressed,
  // nor when another script has changed the part in place (the keypad's
  // tiles).
  var tokens = /name="token" value="[0-9a-f]*"/g;
  function norm(html) {
    var t = document.createElement("template");
    t.innerHTML = html;
    return t.innerHTML.replace(tokens, "").trim();
  }
  var last = new Map();
  parts.forEach(function (el) { last.set(el, norm(el.innerHTML)); });
  function changed(el, html) {
    return norm(html) !== last.get(el);
  }
  // typedIn reports whether a field of el holds what was typed and not
  // yet sent: a refresh would lose it.
  function typedIn(el) {
    return Array.prototype.some.call(el.querySelectorAll("input[type=text]"), function (i) {
      return i.value !== i.defaultValue;
    });
  }
  function refresh() {
    if (loading) {
      return;
    }
    loading = true;
    var left = parts.length;
    parts.forEach(function (el) {
      fetch(el.getAttribute("data-live"), { credentials: "same-origin", cache: "no-store" })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          if (html !== null && !el.contains(document.activeElement) && !typedIn(el) && changed(el, html)) {
            el.innerHTML = html;
            last.set(el, norm(html));
          }
        })
        .catch(function () {})
        .then(function () {
          left--;
          if (left === 0) {
            loading = false;
            document.documentElement.setAttribute("data-refreshed", String(Date.now()));
          }
        });
    });
  }
  // The banner says when dragon serve cannot be reached (the page then
  // shows what it showed last, marked as maybe out of date), and when it
  // is back, the parts loaded again. A stream the server refused is not
  // tried again by the browser: it is opened again after a while.
  var banner = document.getElementById("connection");
  // stream is the table's own: one of a room's tables, or the room.
  var stream = (banner && banner.getAttribute("data-stream")) || "/live";
  var lost = false;
  function say(text, offline) {
    banner.textContent = text;
    banner.className = offline ? "connection" : "connection ok";
    banner.hidden = false;
    if (offline) {
      document.documentElement.setAttribute("data-offline", "");
    } else {
      document.documentElement.removeAttribute("data-offline");
    }
  }
  // rejoin asks, after a stream was refused, whether this phone is still
  // known: a dragon serve started again knows no phone, which must join
  // again with the new code. Else the stream is opened again a while on.
  function rejoin() {
    if (!banner) {
      return;
    }
    fetch(parts[0].getAttribute("data-live"), { credentials: "same-origin", cache: "no-store", redirect: "manual" })
      .then(function (r) {
        if (r.status !== 401) {
          return setTimeout(listen, 5000);
        }
        say("dragon serve was started again on the scorekeeper's laptop: this phone must join again, with the new join code or by scanning the new QR code.", true);
        var a = document.createElement("a");
        a.href = "/join";
        a.className = "button";
        a.textContent = "Join again";
        banner.appendChild(document.createTextNode(" "));
        banner.appendChild(a);
      })
      .catch(function () { setTimeout(listen, 5000); });
  }
  function listen() {
    var events = new EventSource(stream);
    events.addEventListener("change", refresh);
    events.addEventListener("open", function () {
      if (lost && banner) {
        lost = false;
        say("The scorekeeper's laptop is back: this page shows the ledger as it is now.", false);
        refresh();
      }
    });
    events.addEventListener("error", function () {
      if (!lost && banner) {
        lost = true;
        say("The scorekeeper's laptop (dragon serve) cannot be reached: what this page shows may be out of date. It loads again as soon as the laptop answers.", true);
      }
      if (events.readyState === EventSource.CLOSED) {
        rejoin();
      }
    });
  }
  listen();
})();
