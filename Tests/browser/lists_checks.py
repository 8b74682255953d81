"""The buttons the library writes for an editable list (ForEach with onDelete and onMove), on the
example's /medications page, pressed by keyboard in headless Chromium (issue 31 item 1); called
by signup_e2e.py.

A keyboard user tabs to a medication's Remove, Move up or Move down button and presses Enter:
no script runs, the server changes the list through the list's own closures, and the page that
comes back puts focus where they acted — after Remove the next medication's Remove (the list's
next control, "Add a medication", after the last); after a move the moved medication's same
button, or its other move button once it reaches the top or the bottom — in view, described by
a polite status that says what happened, and each button described by what names its
medication. Screenshots: lists-1-start, lists-2-removed, lists-3-moved, lists-4-last-removed.
"""

import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import focus_checks
import signup_e2e as e2e

# The focused element: its id, text, what describes it, the status, and whether it is in view.
FOCUS = """
const e = document.activeElement;
const described = (e.getAttribute('aria-describedby') || '').split(' ').filter(Boolean)
  .map(id => document.getElementById(id)).filter(Boolean);
const status = document.querySelector('[role=status]');
const rect = e.getBoundingClientRect();
return {
  id: e.id, text: e.textContent, name: e.getAttribute('name'),
  description: described.filter(d => d !== status).map(d => d.textContent.trim()).join(' | '),
  status: status ? status.textContent : null,
  describedByStatus: described.includes(status),
  inView: rect.top >= 0 && rect.bottom <= window.innerHeight,
};
"""


def names(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('input[name^=\"medications/\"][name$=\"/name\"]')].map(i => i.value)")


def button_id(medication, button):
    return f"fw-medications_22f{medication}_22fname__{button}"


def accessible(driver, element_id):
    """The name and description Chromium's accessibility tree gives the element `element_id`."""
    document = driver.execute_cdp_cmd("DOM.getDocument", {})
    node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": f"#{element_id}"})
    tree = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node["nodeId"], "fetchRelatives": False})
    own = tree["nodes"][0]
    return own.get("name", {}).get("value"), own.get("description", {}).get("value")


def tab_to(driver, element_id, limit=60):
    for _ in range(limit):
        if driver.execute_script("return document.activeElement.id") == element_id:
            return
        ActionChains(driver).send_keys(Keys.TAB).perform()
    raise AssertionError(f"Tab never reached #{element_id}")


def expect_focus(driver, element_id, status):
    focus = driver.execute_script(FOCUS)
    e2e.expect(focus["id"] == element_id, f"focus is on #{focus['id']!r} ({focus['text']!r}), expected #{element_id}")
    e2e.expect(focus["status"] == status, f"the status says {focus['status']!r}, expected {status!r}")
    e2e.expect(focus["describedByStatus"], f"#{element_id} is not described by the status")
    e2e.expect(focus["inView"], f"#{element_id} has focus but is out of view")
    return focus


def run(driver, url, checks):
    page = url.rstrip("/") + "/medications"

    def buttons_without_script():
        with urllib.request.urlopen(page, timeout=10) as response:
            e2e.expect(response.status == 200, f"GET /medications answered {response.status}")
            e2e.parse_strict(response.read().decode("utf-8"), "the medications page")
        driver.get(page)
        e2e.expect(driver.title == "Your Medications", f"the medications page's title is {driver.title!r}")
        e2e.expect(names(driver) == ["Aspirin", "Ibuprofen", "Metformin"], f"the page shows {names(driver)}")
        buttons = driver.execute_script(
            "return [...document.querySelectorAll('.fw-list-button')].map(b => [b.id, b.textContent, b.type, "
            "b.name, b.formNoValidate])")
        e2e.expect([b[1] for b in buttons] == ["Move down", "Remove", "Move up", "Move down", "Remove", "Move up", "Remove"],
                   f"the list buttons are {[b[1] for b in buttons]}")
        e2e.expect(all(b[2] == "submit" and b[3] == "_formwork-list" and b[4] for b in buttons),
                   "a list button is not a submit button named _formwork-list that skips the browser's checks")
        e2e.expect(not driver.find_elements(By.CSS_SELECTOR, "script"), "the page has a script")
        e2e.expect(driver.execute_script("return document.activeElement === document.body"), "the page put focus somewhere")
        e2e.screenshot(driver, "lists-1-start")
    if not checks.run("lists: every medication has its Remove and move buttons, no Move up first, no Move down last",
                      buttons_without_script):
        return

    def remove_by_keyboard():
        tab_to(driver, button_id("ibuprofen", "remove"))
        # The accessible name is the button's; its description names the medication (the
        # section's legend, then its first row: the label and what the field holds).
        name, description = accessible(driver, button_id("ibuprofen", "remove"))
        # (Chromium reads the legend as the stylesheet shows it, in capitals: compared casefolded.)
        e2e.expect((name, (description or "").casefold()) == ("Remove", "medication 2 name ibuprofen"),
                   f"Ibuprofen's Remove reads {name!r}, described as {description!r}")
        focus_checks.enter(driver)
        e2e.expect(names(driver) == ["Aspirin", "Metformin"], f"after removing Ibuprofen the page shows {names(driver)}")
        expect_focus(driver, button_id("metformin", "remove"), "Ibuprofen removed.")
        e2e.screenshot(driver, "lists-2-removed")
    if not checks.run("lists: after Remove (Enter), the next medication's Remove has focus and the status says so",
                      remove_by_keyboard):
        return

    def move_by_keyboard():
        tab_to(driver, button_id("metformin", "up"))
        focus_checks.enter(driver)
        e2e.expect(names(driver) == ["Metformin", "Aspirin"], f"after moving Metformin up the page shows {names(driver)}")
        # At the top it has no Move up: its Move down.
        expect_focus(driver, button_id("metformin", "down"), "Metformin moved up.")
        e2e.screenshot(driver, "lists-3-moved")
        focus_checks.enter(driver)  # Enter again, on Move down: back to the bottom, its Move up
        e2e.expect(names(driver) == ["Aspirin", "Metformin"], f"after moving Metformin down the page shows {names(driver)}")
        expect_focus(driver, button_id("metformin", "up"), "Metformin moved down.")
    if not checks.run("lists: after Move up or Move down (Enter), the moved medication's own button has focus",
                      move_by_keyboard):
        return

    def remove_last_by_keyboard():
        tab_to(driver, button_id("metformin", "remove"))
        focus_checks.enter(driver)
        e2e.expect(names(driver) == ["Aspirin"], f"after removing Metformin the page shows {names(driver)}")
        expect_focus(driver, "fw-add-medication", "Metformin removed.")
        e2e.screenshot(driver, "lists-4-last-removed")
    checks.run("lists: after removing the last medication, Add a medication has focus", remove_last_by_keyboard)
