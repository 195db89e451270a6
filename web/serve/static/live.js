// dragon serve: the standings (and the current hand) refresh live. The
// page listens to /live, a stream of server-sent events; at each change
// it loads again every part marked data-live from its own address, but
// not one being typed in. The page works without this script, as of when
// it was loaded.
(function () {
  "use strict";
  var parts = document.querySelectorAll("[data-live]");
  if (!parts.length || !window.EventSource || !window.fetch) {
    return;
  }
  var loading = false;
  // changed reports whether html says more than el does: the forms'
  // one-time tokens aside, which are new at every load, so that a form
  // about to be pressed is not replaced by the same form.
  function changed(el, html) {
    var t = document.createElement("template");
    t.innerHTML = html;
    var tokens = /name="token" value="[0-9a-f]*"/g;
    return t.innerHTML.replace(tokens, "").trim() !== el.innerHTML.replace(tokens, "").trim();
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
  var events = new EventSource("/live");
  events.addEventListener("change", refresh);
})();
