// The sheet as of a session: a list of links that works without scripts; with
// them, a drop-down that goes to the chosen page. No inline handlers (the
// Content-Security-Policy allows only script files of the site).
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var select = document.getElementById("asof-select");
  if (!select) {
    return;
  }
  select.form.hidden = false;
  document.querySelector(".asof-links").hidden = true;
  select.addEventListener("change", function () {
    window.location.href = select.value;
  });
  select.form.addEventListener("submit", function (event) {
    event.preventDefault();
  });
});
