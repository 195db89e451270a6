// dragon serve: a form that writes is sent once. Once sent, its buttons
// are disabled until the answer comes, so that a double tap sends it once
// (the server, for its part, answers a form sent twice with its first
// answer). A form whose sending another script stopped is left as it was;
// a page come back to with the browser's Back is pressable again.
(function () {
  "use strict";
  function buttons(form) {
    return form.querySelectorAll("button, input[type=submit]");
  }
  document.addEventListener("submit", function (e) {
    var form = e.target;
    if ((form.getAttribute("method") || "").toLowerCase() !== "post") {
      return;
    }
    if (form.getAttribute("data-sent") === "1") {
      e.preventDefault();
      return;
    }
    form.setAttribute("data-sent", "1");
    // After the form's values are taken (the button pressed among them).
    setTimeout(function () {
      if (e.defaultPrevented) {
        form.removeAttribute("data-sent");
        return;
      }
      form.setAttribute("aria-busy", "true");
      buttons(form).forEach(function (b) { b.disabled = true; });
    }, 0);
  });
  window.addEventListener("pageshow", function (e) {
    if (!e.persisted) {
      return;
    }
    document.querySelectorAll("form[data-sent]").forEach(function (form) {
      form.removeAttribute("data-sent");
      form.removeAttribute("aria-busy");
      buttons(form).forEach(function (b) { b.disabled = false; });
    });
  });
})();
