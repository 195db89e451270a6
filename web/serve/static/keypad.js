// dragon serve: a keypad's key types its token into the field in place,
// without sending the form, and the erase key takes the last key off, as
// the server does. The page works without this script: each key then
// sends the form, and the server adds the token and shows the page again.
(function () {
  "use strict";
  // erase takes the last key's token off text: the longest token it ends
  // with, spaces after it aside, else its last letter.
  function erase(text, tokens) {
    text = text.replace(/ +$/, "");
    var best = "";
    tokens.forEach(function (t) {
      t = t.trim();
      if (t.length > best.length && text.slice(text.length - t.length) === t) {
        best = t;
      }
    });
    if (best === "") {
      return Array.from(text).slice(0, -1).join("");
    }
    return text.slice(0, text.length - best.length);
  }
  document.addEventListener("click", function (e) {
    var key = e.target.closest ? e.target.closest(".keypad button") : null;
    if (!key) {
      return;
    }
    var pad = key.closest(".keypad");
    var input = document.getElementById(pad.getAttribute("data-for"));
    if (!input) {
      return;
    }
    e.preventDefault();
    if (key.name === "erase") {
      var tokens = Array.prototype.map.call(pad.querySelectorAll("button[name=key]"), function (k) { return k.value; });
      input.value = erase(input.value, tokens);
    } else {
      input.value += key.value;
    }
  });
})();
