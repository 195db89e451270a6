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

// Tiles to tap: a keypad with tiles offers them in place of its keys, as
// the device last chose (kept in localStorage). A tile's tap adds its
// code to the field; the tray shows the field's tiles as they grow, each
// a button that takes it out; a tile is greyed (disabled) once the field
// holds every copy left to it (data-left: the deck's, less those the
// hand's other answers hold). The field holds the notation and the
// server judges it, as it does what the keys type.
(function () {
  "use strict";
  var store = "dragon-keypad-mode";
  function mode() {
    try {
      return window.localStorage.getItem(store) === "tiles" ? "tiles" : "keys";
    } catch (e) {
      return "keys";
    }
  }
  function remember(m) {
    try {
      window.localStorage.setItem(store, m);
    } catch (e) {}
  }
  function tileButtons(pad) {
    return Array.prototype.slice.call(pad.querySelectorAll(".tiles button.tile"));
  }
  // codes maps each tile's code, in capitals, to its button.
  function codes(pad) {
    var out = {};
    tileButtons(pad).forEach(function (b) {
      out[b.value.trim().toUpperCase()] = b;
    });
    return out;
  }
  // read reads the field's text as items: a tile ({tile: button}) or
  // anything else as written ({text}); several ranks sharing a suit
  // letter ("123C") are read as a tile each, as the notation reads them.
  function read(text, known) {
    var items = [];
    (text.match(/[\[\]()]|[^\s,\[\]()]+/g) || []).forEach(function (w) {
      var up = w.toUpperCase(), run = /^([0-9]{2,})([A-Z]+)$/.exec(up);
      if (known[up]) {
        items.push({ tile: known[up] });
      } else if (run && run[1].split("").every(function (r) { return known[r + run[2]]; })) {
        run[1].split("").forEach(function (r) { items.push({ tile: known[r + run[2]] }); });
      } else {
        items.push({ text: w });
      }
    });
    return items;
  }
  // write writes items back as the notation: each ended by a space, a
  // bracket that opens a group by none.
  function write(items) {
    var out = "";
    items.forEach(function (it) {
      var w = it.tile ? it.tile.value.trim() : it.text;
      if (w === "]" || w === ")") {
        out = out.replace(/ +$/, "");
      }
      out += w + (w === "[" || w === "(" ? "" : " ");
    });
    return out;
  }
  function field(pad) {
    return document.getElementById(pad.getAttribute("data-for"));
  }
  // show draws the tray from the field and greys the tiles it holds all
  // the copies left of.
  function show(pad) {
    var input = field(pad), tray = pad.querySelector(".tray");
    if (!input || !tray) {
      return;
    }
    var items = read(input.value, codes(pad)), held = {};
    tray.textContent = "";
    items.forEach(function (it, i) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "held";
      b.setAttribute("data-item", String(i));
      if (it.tile) {
        b.appendChild(it.tile.querySelector("svg").cloneNode(true));
        b.setAttribute("aria-label", "Take out " + it.tile.getAttribute("aria-label"));
        held[it.tile.value] = (held[it.tile.value] || 0) + 1;
      } else {
        b.textContent = it.text;
        b.setAttribute("aria-label", "Take out " + it.text);
      }
      tray.appendChild(b);
    });
    tileButtons(pad).forEach(function (b) {
      var full = (held[b.value] || 0) >= Number(b.getAttribute("data-left"));
      b.disabled = full;
      b.setAttribute("aria-disabled", String(full));
    });
  }
  // setMode shows the keys or the tiles of pad.
  function setMode(pad, m) {
    var tiles = pad.querySelector(".tilepad");
    if (!tiles) {
      return;
    }
    pad.querySelector(".modes").hidden = false;
    tiles.hidden = m !== "tiles";
    pad.querySelector(".tools").hidden = m !== "tiles";
    pad.querySelector(".keypad").hidden = m === "tiles";
    pad.querySelectorAll("button.mode").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-mode") === m));
    });
    show(pad);
  }
  function ready() {
    document.querySelectorAll(".pad").forEach(function (pad) {
      if (pad.getAttribute("data-mode") !== mode()) {
        pad.setAttribute("data-mode", mode());
        setMode(pad, mode());
      }
    });
  }
  // take takes item i out of the field, or the last when i is null.
  function take(pad, i) {
    var input = field(pad), items = read(input.value, codes(pad));
    items.splice(i === null ? items.length - 1 : i, 1);
    input.value = write(items);
  }
  document.addEventListener("click", function (e) {
    var b = e.target.closest ? e.target.closest(".pad button") : null;
    var pad = b ? b.closest(".pad") : null;
    var input = pad ? field(pad) : null;
    if (!input || b.closest(".keypad")) {
      return;
    }
    e.preventDefault();
    if (b.classList.contains("mode")) {
      remember(b.getAttribute("data-mode"));
      ready();
      return;
    }
    if (b.classList.contains("held")) {
      var i = Number(b.getAttribute("data-item"));
      take(pad, i);
      show(pad);
      // The focus stays in the tray, on the piece that took its place.
      var held = pad.querySelectorAll(".tray button.held");
      (held[Math.min(i, held.length - 1)] || pad.querySelector(".tools button[data-erase]")).focus();
      return;
    }
    if (b.getAttribute("data-erase")) {
      take(pad, null);
    } else {
      var sep = input.value === "" || /[\s\[(]$/.test(input.value) ? "" : " ";
      input.value += sep + b.value;
    }
    show(pad);
  });
  // What is typed in the field shows in the tray too.
  document.addEventListener("input", function (e) {
    var pad = e.target.id ? document.querySelector('.pad[data-for="' + e.target.id + '"]') : null;
    if (pad) {
      show(pad);
    }
  });
  ready();
  // A refresh of the page's parts (live.js) brings new keypads.
  new MutationObserver(ready).observe(document.body, { childList: true, subtree: true });
})();
