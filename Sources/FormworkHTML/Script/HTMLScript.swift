/// Scripts a page may load to do more than a round trip can; none is needed, every form works
/// without them.
public enum HTMLScript {
    /// Live reveal: when a control in a row marked `data-fw-refresh` changes (see
    /// ``HTMLFormOptions/refreshesForm``), posts its form with `_formwork_refresh=1`
    /// (``FormSubmission/refreshFieldName``) and swaps the `<form>` the server answers with into
    /// the page in place, keeping focus, the caret and selection (in the fields whose caret a page
    /// can read: text, search, URL, telephone, password, text area), what is typed in every field
    /// (the new form's own hidden fields excepted) and chosen files. Serve it at a URL of your
    /// own as `text/javascript` and name it in ``HTMLPage/scriptURL``.
    ///
    /// ```swift
    /// router.get("/formwork.js") { _, _ in javascriptResponse(HTMLScript.liveReveal) }
    /// HTMLPage(title: "Sign Up", body: markup, scriptURL: "/formwork.js")
    /// ```
    /// Plain JavaScript, no framework, under 4 KB; no inline script, no `eval`, so a
    /// Content-Security-Policy of `script-src 'self'; connect-src 'self'` allows it (`connect-src`
    /// for its `fetch`). It posts to the form's `action` with the page's cookies, so the server
    /// checks its origin and token as for any post. Only `POST` forms refresh. While a refresh is
    /// on its way, the form has `aria-busy="true"`; a newer change cancels it; an answer that is
    /// not 2xx, or has no form, leaves the page as it is (submitting still works).
    public static let liveReveal = #"""
        // Formwork live reveal: re-renders a form in place when a row marked data-fw-refresh changes.
        (function () {
          "use strict";
          var pending = null;
          document.addEventListener("change", function (event) {
            var form = event.target.form;
            if (form && form.method === "post" && form.classList.contains("fw-form") &&
                event.target.closest("[data-fw-refresh]")) refresh(form);
          });
          function refresh(form) {
            if (pending) pending.abort();
            var controller = pending = new AbortController();
            var data = new FormData(form);
            data.set("_formwork_refresh", "1");
            form.setAttribute("aria-busy", "true");
            fetch(form.action, {
              method: "POST", credentials: "same-origin", signal: controller.signal,
              body: form.enctype === "multipart/form-data" ? data : new URLSearchParams(data)
            }).then(function (response) {
              if (!response.ok) throw new Error("refresh answered " + response.status);
              return response.text();
            }).then(function (html) {
              if (pending === controller) swap(form, html);
            }).catch(function () {}).then(function () {
              if (pending !== controller) return;
              pending = null;
              form.removeAttribute("aria-busy");
            });
          }
          function swap(form, html) {
            var index = Array.prototype.indexOf.call(document.querySelectorAll("form.fw-form"), form);
            var next = new DOMParser().parseFromString(html, "text/html").querySelectorAll("form.fw-form")[index];
            if (!next || !form.isConnected) return;
            var active = document.activeElement;
            var focused = form.contains(active) ? active.id : "";
            var caret = selection(active);
            var fields = {};
            Array.prototype.forEach.call(next.elements, function (field) { if (field.id) fields[field.id] = field; });
            Array.prototype.forEach.call(form.elements, function (field) {
              var to = fields[field.id];
              if (to && kind(field) && kind(field) === kind(to)) carry(field, to);
            });
            form.replaceWith(next);
            var target = focused && document.getElementById(focused);
            if (!target) return;
            target.focus({ preventScroll: true });
            if (caret) try { target.setSelectionRange(caret[0], caret[1], caret[2]); } catch (error) {}
          }
          function kind(field) {
            switch (field.type) {
              case "hidden": case "submit": case "button": case "reset": case "image": case "fieldset": case "output": return "";
              case "checkbox": case "radio": return "checked";
              case "file": return "files";
              default: return "value";
            }
          }
          function carry(from, to) {
            var what = kind(from);
            to[what] = from[what];
          }
          function selection(field) {
            try {
              return field && typeof field.selectionStart === "number"
                ? [field.selectionStart, field.selectionEnd, field.selectionDirection] : null;
            } catch (error) { return null; }
          }
        })();
        """#
}
