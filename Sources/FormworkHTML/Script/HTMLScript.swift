/// Scripts a page may load to do more than a round trip can; none is needed, every form works
/// without them.
public enum HTMLScript {
    /// Live reveal: when a control in a row marked `data-fw-refresh` changes (see
    /// ``HTMLFormOptions/refreshesForm``) — not one of the rows a choice of that row reveals
    /// inside it (`data-fw-reveal`), unless marked itself — posts its form with `_formwork_refresh=1`
    /// (``FormSubmission/refreshFieldName``) and swaps the `<form>` the server answers with into
    /// the page in place. Serve it at a URL of your own as `text/javascript` and name it in
    /// ``HTMLPage/scriptURL``.
    ///
    /// ```swift
    /// router.get("/formwork.js") { _, _ in javascriptResponse(HTMLScript.liveReveal) }
    /// HTMLPage(title: "Sign Up", body: markup, scriptURL: "/formwork.js")
    /// ```
    /// What the person was doing survives the swap:
    /// - The focused control is kept, the element itself, never replaced: the new form is built
    ///   around it (its attributes, and a picker's options, become the new control's), so its
    ///   caret, selection, and what the browser keeps for it (undo, a composition in progress)
    ///   stay as they were, in every kind of field, `email` and `number` inputs included, whose
    ///   caret no page can read. Only when the new form has no control of the same tag and type
    ///   under the same id is it replaced, and the new one focused with the caret restored where
    ///   a page can (text, search, URL, telephone, password, text area).
    /// - What is typed in every field (the new form's own hidden fields excepted), each checkbox
    ///   and the chosen files are carried to the new form. A `<select>` keeps its choice only
    ///   when the new one has that option, and a group of radio buttons only when the new group
    ///   has a button of that value: otherwise the server's own choice shows (a Region picker
    ///   whose options follow the Country is never left blank).
    /// - A new form marked `data-fw-focus` (``HTMLFormOptions/focus``) has its `autofocus`
    ///   control focused instead; its status (``HTMLFormOptions/status``) is written into its
    ///   live region after the swap, so that a screen reader announces it.
    ///
    /// Plain JavaScript, no framework, under 6 KB; no inline script, no `eval`, so a
    /// Content-Security-Policy of `script-src 'self'; connect-src 'self'` allows it (`connect-src`
    /// for its `fetch`). It posts to the form's `action` with the page's cookies, so the server
    /// checks its origin and token as for any post. Only `POST` forms refresh. While a refresh is
    /// on its way, the form has `aria-busy="true"`; a newer change cancels it; an answer that is
    /// not 2xx, or has no form, leaves the page as it is (submitting still works).
    public static let liveReveal = #"""
        // Formwork live reveal: re-renders a form in place when a row marked data-fw-refresh changes.
        (function () {
          "use strict";
          var pending = null, each = function (list, body) { Array.prototype.slice.call(list).forEach(body); };
          document.addEventListener("change", function (event) {
            var form = event.target.form;
            var row = event.target.closest("[data-fw-refresh],[data-fw-reveal]");
            if (form && form.method === "post" && form.classList.contains("fw-form") &&
                row && row.hasAttribute("data-fw-refresh")) refresh(form);
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
            var focused = active !== form && form.contains(active) ? active : null;
            var controls = byKey(next), caret = selection(focused), twin = focused && controls[key(focused)];
            if (twin && (twin.tagName !== focused.tagName || twin.type !== focused.type)) twin = null;
            carry(form, controls);
            var kept = twin && keep(form, next, focused, twin);
            if (!kept) form.replaceWith(next);
            var live = kept ? form : next, asked = live.hasAttribute("data-fw-focus") && live.querySelector("[autofocus]");
            var status = live.querySelector(".fw-status");
            if (asked) {
              asked.focus();
            } else if (twin && !kept) {
              twin.focus({ preventScroll: true });
              if (caret) try { twin.setSelectionRange(caret[0], caret[1], caret[2]); } catch (error) {}
            }
            if (status && !asked) {
              var text = status.textContent;
              status.textContent = "";
              setTimeout(function () { status.textContent = text; }, 100);
            }
          }
          // The new form's elements with an id, by key: a radio button's is its name and value.
          function byKey(next) {
            var controls = {};
            each(next.querySelectorAll("[id]"), function (element) { controls[key(element)] = element; });
            return controls;
          }
          function key(element) {
            return element.type === "radio" ? JSON.stringify([element.name, element.value]) : "#" + element.id;
          }
          // Builds `next` around the live `field` (whose counterpart is `twin`) inside the live
          // form, so the focused element never leaves the page; false if their ancestors differ.
          function keep(form, next, field, twin) {
            var path = [field], twins = [twin], a = field, b = twin;
            while (a !== form) {
              a = a.parentNode; b = b.parentNode;
              if (!b || (a === form) !== (b === next) || a.tagName !== b.tagName) return false;
              path.push(a); twins.push(b);
            }
            for (var i = path.length - 1; i > 0; i--) adopt(path[i], twins[i], path[i - 1], twins[i - 1]);
            if (field.tagName === "SELECT" || field.tagName === "TEXTAREA") {
              var value = twin.value;
              adopt(field, twin, null, null);
              field.value = value;
            } else attributes(field, twin);
            return true;
          }
          function adopt(live, fresh, kept, twin) {
            attributes(live, fresh);
            each(live.childNodes, function (node) { if (node !== kept) live.removeChild(node); });
            var before = kept;
            each(fresh.childNodes, function (node) {
              if (node === twin) before = null; else live.insertBefore(node, before);
            });
          }
          function attributes(live, fresh) {
            each(live.attributes, function (a) { if (!fresh.hasAttribute(a.name)) live.removeAttribute(a.name); });
            each(fresh.attributes, function (a) { if (live.getAttribute(a.name) !== a.value) live.setAttribute(a.name, a.value); });
          }
          function carry(form, controls) {
            each(form.elements, function (from) {
              var what = kind(from), to = from.id && controls[key(from)];
              if (!to || !what || what !== kind(to)) return;
              if (what === "select") {
                each(to.options, function (option) {
                  var old = Array.prototype.find.call(from.options, function (o) { return o.value === option.value; });
                  if (old && (old.selected || from.multiple)) option.selected = old.selected;
                });
              } else if (from.type !== "radio" || from.checked) to[what] = from[what];
            });
          }
          function kind(field) {
            switch (field.type) {
              case "hidden": case "submit": case "button": case "reset": case "image": case "fieldset": case "output": return "";
              case "checkbox": case "radio": return "checked";
              case "file": return "files";
              case "select-one": case "select-multiple": return "select";
              default: return "value";
            }
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
