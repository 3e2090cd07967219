// Offline search over window.JOURNAL_SEARCH ([title, kind, url, words], set by
// search-index.js beside this file): every word typed must appear. Results are
// built with textContent and site-relative links only; nothing is fetched.
"use strict";
(function () {
  var MOST = 60;

  function fold(text) {
    return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  }

  function search(query) {
    var words = fold(query).split(/\s+/).filter(Boolean);
    if (!words.length) {
      return [];
    }
    var found = (window.JOURNAL_SEARCH || []).filter(function (row) {
      return words.every(function (word) { return row[3].indexOf(word) >= 0; });
    });
    var first = words[0];
    return found.map(function (row) {
      var title = fold(row[0]);
      var rank = title === first ? 0 : title.indexOf(first) === 0 ? 1 : title.indexOf(first) >= 0 ? 2 : 3;
      return [rank, row];
    }).sort(function (a, b) { return a[0] - b[0]; }).map(function (pair) { return pair[1]; });
  }

  function safe(url) {
    return /^[a-z0-9/._#-]+$/.test(url) && url.indexOf("//") < 0 ? url : "#";
  }

  function show(query, list, status) {
    var found = search(query);
    list.textContent = "";
    found.slice(0, MOST).forEach(function (row) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = safe(row[2]);
      link.textContent = row[0];
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = " " + row[1];
      item.appendChild(link);
      item.appendChild(kind);
      list.appendChild(item);
    });
    if (query.trim()) {
      status.textContent = found.length
        ? status.dataset.count.replace("{count}", String(found.length))
        : status.dataset.none;
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var input = document.getElementById("q");
    var list = document.getElementById("search-results");
    var status = document.getElementById("search-status");
    var query = new URLSearchParams(window.location.search).get("q") || "";
    input.value = query;
    input.addEventListener("input", function () { show(input.value, list, status); });
    input.form.addEventListener("submit", function (event) {
      event.preventDefault();
      show(input.value, list, status);
    });
    show(query, list, status);
  });
})();
