#!/usr/bin/env python3
"""Compares what Formwork's `.govUK` theme writes with what GOV.UK Frontend's own component
templates write for the same fields, as normalised DOM trees.

    python3 Tests/govuk/compare_reference.py        (pip install govuk-frontend-jinja html5lib)

`Tests/govuk/cases/NAME.html` holds Formwork's markup of each case (pinned by the Swift test
GovUKReferenceTests, which renders them); CASES below holds the parameters GOV.UK Frontend's macro
gets for the same field (through govuk-frontend-jinja, the Jinja port of the Nunjucks macros). The
reference's root element is compared with the first element of Formwork's markup with the same
tag and first class.

What normalising does, and nothing more:
- whitespace between elements is dropped and runs of whitespace in text become one space;
- `class` is compared as a set of classes;
- an id reference (`for`, `aria-describedby`, `data-aria-controls`) becomes the path of the element it names, and a
  link (`href="#…"`) the tag, classes and name of the element it leads to; `id` itself is
  dropped: the two write different ids (`name-error` against `fw-name__error`) for the same
  wiring, and a reference to no element fails;
- `<input type="hidden">` is dropped: a checkbox's `off` field, which GOV.UK's has not.
Formwork may write attributes the reference has not, only those in EXTRA (the native constraints
and states the library adds everywhere, what lets the error summary take focus without
JavaScript, and the `data-fw-reveal` live reveal reads); every attribute of the reference must be there with the same value.

Prints a line per case and, last, 'N passed, N failed'; exits 1 if any case differs.
"""
import json
import os
import re
import sys

import html5lib
from jinja2 import ChoiceLoader, Environment, PackageLoader, PrefixLoader

HERE = os.path.dirname(os.path.abspath(__file__))
EXTRA = {"aria-invalid", "required", "min", "max", "step", "minlength", "autofocus", "tabindex",
         "aria-labelledby", "id", "value", "data-fw-reveal"}

ITEMS = [{"value": "salmon", "text": "Salmon and sea trout"}, {"value": "coarse", "text": "Trout and coarse"}]
ERROR = {"text": "Required"}

# Formwork's case: (macro file, macro name, parameters[, what else the page holds]), the field as a
# GOV.UK service writes it.
CASES = {
    "input": ("input", "govukInput", {"label": {"text": "Full name"}, "name": "name", "errorMessage": ERROR}),
    "input-hint": ("input", "govukInput", {
        "label": {"text": "Full name"}, "name": "name", "hint": {"text": "As on your passport"}, "errorMessage": ERROR}),
    "input-heading": ("input", "govukInput", {
        "label": {"text": "Full name", "classes": "govuk-label--l", "isPageHeading": True}, "name": "name"}),
    "textarea": ("textarea", "govukTextarea", {
        "label": {"text": "Anything else"}, "name": "notes", "errorMessage": ERROR}),
    "number": ("input", "govukInput", {
        "label": {"text": "Number of rods"}, "name": "rods", "type": "number", "value": "1",
        "classes": "govuk-input--width-5"}),
    "radios": ("radios", "govukRadios", {
        "name": "kind", "fieldset": {"legend": {"text": "Licence type"}}, "errorMessage": ERROR, "items": ITEMS}),
    "radios-hint": ("radios", "govukRadios", {
        "name": "kind", "fieldset": {"legend": {"text": "Licence type"}}, "hint": {"text": "Choose one"},
        "errorMessage": ERROR, "items": ITEMS}),
    "radios-conditional": ("radios", "govukRadios", {
        "name": "kind", "fieldset": {"legend": {"text": "Licence type"}}, "items": [
            dict(ITEMS[0], checked=True, conditional={"html": {"input": {"label": {"text": "Licence number"}, "name": "number"}}}),
            dict(ITEMS[1], conditional={"html": {"input": {"label": {"text": "Rod licence number"}, "name": "rod"}}})]}),
    "radios-heading": ("radios", "govukRadios", {
        "name": "kind", "items": ITEMS, "fieldset": {"legend": {
            "text": "Licence type", "isPageHeading": True, "classes": "govuk-fieldset__legend--l"}}}),
    "radios-inline": ("radios", "govukRadios", {
        "name": "kind", "classes": "govuk-radios--inline", "items": ITEMS,
        "fieldset": {"legend": {"text": "Licence type"}}}),
    "select": ("select", "govukSelect", {"label": {"text": "Water"}, "name": "water", "items": [
        {"value": "salmon", "text": "Salmon", "selected": True}, {"value": "coarse", "text": "Coarse"}]}),
    "checkbox": ("checkboxes", "govukCheckboxes", {
        "name": "agreed", "errorMessage": ERROR, "items": [{"value": "on", "text": "I agree to the terms"}]}),
    "checkboxes": ("checkboxes", "govukCheckboxes", {
        "name": "waters", "fieldset": {"legend": {"text": "Waters"}}, "errorMessage": ERROR, "items": ITEMS}),
    "checkboxes-checked": ("checkboxes", "govukCheckboxes", {
        "name": "waters", "fieldset": {"legend": {"text": "Waters"}}, "items": [
            ITEMS[0], dict(ITEMS[1], checked=True)]}),
    "file": ("file-upload", "govukFileUpload", {"label": {"text": "Photo"}, "name": "photo"}),
    "button": ("button", "govukButton", {"text": "Check answers", "name": "check", "value": "pressed"}),
    "error-summary": ("error-summary", "govukErrorSummary", {
        "titleText": "There is a problem", "errorList": [{"text": "Required", "href": "#name"}]},
        ("input", "govukInput", {"label": {"text": "Full name"}, "name": "name", "errorMessage": ERROR})),
    "date-input": ("date-input", "govukDateInput", {
        "id": "dob", "namePrefix": "dob", "fieldset": {"legend": {"text": "Date of birth"}},
        "errorMessage": {"text": "Date of birth must include a month"}, "items": [
            {"name": "day", "classes": "govuk-input--width-2", "value": "3"},
            {"name": "month", "classes": "govuk-input--width-2 govuk-input--error"},
            {"name": "year", "classes": "govuk-input--width-4", "value": "1984"}]}),
    "date-input-hint": ("date-input", "govukDateInput", {
        "id": "dob", "namePrefix": "dob", "fieldset": {"legend": {"text": "Date of birth"}},
        "hint": {"text": "For example, 27 3 2007"},
        "errorMessage": {"text": "Date of birth must include a month"}, "items": [
            {"name": "day", "classes": "govuk-input--width-2", "value": "3"},
            {"name": "month", "classes": "govuk-input--width-2 govuk-input--error"},
            {"name": "year", "classes": "govuk-input--width-4", "value": "1984"}]}),
    "fieldset": ("fieldset", "govukFieldset", {
        "legend": {"text": "Your licence", "classes": "govuk-fieldset__legend--m"},
        "html": "{{INPUT}}"}),
}


def environment():
    loader = PrefixLoader({"govuk_frontend_jinja": PackageLoader("govuk_frontend_jinja")})
    return Environment(loader=ChoiceLoader([loader]), autoescape=True)


def render(env, macro_file, macro, params):
    template = env.from_string(
        '{%% from "govuk_frontend_jinja/components/%s/macro.html" import %s %%}{{ %s(params) }}'
        % (macro_file, macro, macro))
    return template.render(params=params)


def parse(markup):
    return html5lib.parseFragment(markup, treebuilder="etree", namespaceHTMLElements=False)


def elements(node):
    for child in node:
        if isinstance(child.tag, str):
            yield child
            yield from elements(child)


def find_root(fragment, tag, first_class):
    for element in elements(fragment):
        classes = (element.get("class") or "").split()
        if element.tag == tag and (first_class is None or first_class in classes):
            return element
    return None


def drop_hidden_inputs(root):
    for parent in [root] + list(elements(root)):
        for child in list(parent):
            if isinstance(child.tag, str) and child.tag == "input" and child.get("type") == "hidden":
                parent.remove(child)


def paths(root):
    """The path of every element with an id, from the root: tags and places among siblings."""
    found = {}

    def walk(element, path):
        if element.get("id"):
            found[element.get("id")] = path
        tags = [child for child in element if isinstance(child.tag, str)]
        for index, child in enumerate(tags):
            walk(child, path + "/%s[%d]" % (child.tag, index))
    walk(root, "")
    return found


def text(value):
    return re.sub(r"\s+", " ", value or "").strip()


def targets(document):
    """What each id in the document names, for a link: the element's tag, classes and name."""
    return {element.get("id"): "%s.%s[name=%s]" % (
        element.tag, ".".join(sorted((element.get("class") or "").split())), element.get("name"))
        for element in elements(document) if element.get("id")}


def normalised(root, document):
    drop_hidden_inputs(root)
    ids = paths(root)
    links = targets(document)

    def reference(value):
        return ids.get(value, "NO ELEMENT " + value)

    def walk(element):
        attributes = {}
        for name, value in element.attrib.items():
            if name == "id":
                continue
            if name == "class":
                value = " ".join(sorted(value.split()))
            elif name == "for":
                value = reference(value)
            elif name in ("aria-describedby", "data-aria-controls"):
                value = " ".join(reference(token) for token in value.split())
            elif name == "href" and value.startswith("#"):
                value = "-> " + links.get(value[1:], "NO ELEMENT " + value)
            attributes[name] = value
        children = []
        if text(element.text):
            children.append(text(element.text))
        for child in element:
            if isinstance(child.tag, str):
                children.append(walk(child))
            if text(child.tail):
                children.append(text(child.tail))
        return {"tag": element.tag, "attributes": attributes, "children": children}
    return walk(root)


def differences(ours, theirs, where="root"):
    found = []
    if ours["tag"] != theirs["tag"]:
        return ["%s: <%s> where GOV.UK writes <%s>" % (where, ours["tag"], theirs["tag"])]
    for name, value in theirs["attributes"].items():
        if ours["attributes"].get(name) != value:
            found.append("%s <%s>: %s=%r, GOV.UK %r" % (where, ours["tag"], name, ours["attributes"].get(name), value))
    for name in ours["attributes"]:
        if name not in theirs["attributes"] and name not in EXTRA:
            found.append("%s <%s>: %s=%r, not in GOV.UK's" % (where, ours["tag"], name, ours["attributes"][name]))
    if len(ours["children"]) != len(theirs["children"]):
        found.append("%s <%s>: %d children, GOV.UK %d: %s / %s" % (
            where, ours["tag"], len(ours["children"]), len(theirs["children"]),
            summary(ours["children"]), summary(theirs["children"])))
        return found
    for index, (mine, other) in enumerate(zip(ours["children"], theirs["children"])):
        place = "%s/%d" % (where, index)
        if isinstance(mine, str) or isinstance(other, str):
            if mine != other:
                found.append("%s: %r, GOV.UK %r" % (place, summary([mine]), summary([other])))
        else:
            found += differences(mine, other, place + ":" + mine["tag"])
    return found


def summary(children):
    return [child if isinstance(child, str) else "<%s>" % child["tag"] for child in children]


def main():
    env = environment()
    passed = failed = 0
    for name, (macro_file, macro, params, *beside) in CASES.items():
        params = json.loads(json.dumps(params))
        if params.get("html") == "{{INPUT}}":
            params["html"] = render(env, "input", "govukInput", {"label": {"text": "Full name"}, "name": "name"})
        for item in params.get("items", []):
            if "conditional" in item:  # an input revealed by the item: its markup, as GOV.UK's
                item["conditional"]["html"] = render(env, "input", "govukInput", item["conditional"]["html"]["input"])
        markup = render(env, macro_file, macro, params)
        reference = parse(markup + "".join(render(env, *other) for other in beside))
        theirs_root = next(elements(reference))
        first_class = (theirs_root.get("class") or "").split()
        with open(os.path.join(HERE, "cases", name + ".html"), encoding="utf-8") as file:
            ours = parse(file.read())
        ours_root = find_root(ours, theirs_root.tag, first_class[0] if first_class else None)
        if ours_root is None:
            problems = ["no <%s class=%s> in Formwork's markup" % (theirs_root.tag, first_class)]
        else:
            problems = differences(normalised(ours_root, ours), normalised(theirs_root, reference))
        if problems:
            failed += 1
            print("FAIL %s" % name)
            for problem in problems:
                print("    " + problem)
        else:
            passed += 1
            print("ok   %s" % name)
    print("govuk: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
