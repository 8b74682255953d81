"""Focus after Add, Move up and Remove on the example's /event page, by keyboard (issue 34,
item 4; WCAG 2.4.3 and 4.1.3), in headless Chromium; called by signup_e2e.py.

A person who only uses the keyboard tabs to a guest button and presses Enter: the page that
comes back puts focus where they acted — after "Add a guest" the new guest's Name, after
"Move up" the moved guest's own Move up button (its Name once it is first), after "Remove" the
next guest's Name or "Add a guest" — in view, described by a polite status that says what
happened. Keystrokes go in at the caret through the DevTools protocol (Input.insertText).
Screenshots: focus-1-added, focus-2-moved, focus-3-removed.
"""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import signup_e2e as e2e

# The focused element: its name, label, the status it is described by, and whether it is in view.
FOCUS = """
const e = document.activeElement;
const described = (e.getAttribute('aria-describedby') || '').split(' ').filter(Boolean)
  .map(id => document.getElementById(id)).filter(Boolean);
const status = document.querySelector('[role=status]');
const rect = e.getBoundingClientRect();
return {
  name: e.getAttribute('name'), tag: e.tagName, label: e.getAttribute('aria-label') || (e.labels && e.labels[0] ? e.labels[0].textContent : ''),
  status: status ? status.textContent : null,
  describedByStatus: described.includes(status),
  inView: rect.top >= 0 && rect.bottom <= window.innerHeight,
};
"""


def guest_ids(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('input[name^=\"guests/\"][name$=\"/name\"]')]"
        ".map(input => input.name.split('/')[1])")


def tab_to(driver, describe, matches, limit=40):
    """Presses Tab until the focused element matches (`matches(focus)`); fails after `limit`."""
    for _ in range(limit):
        focus = driver.execute_script(FOCUS)
        if matches(focus):
            return focus
        ActionChains(driver).send_keys(Keys.TAB).perform()
    raise AssertionError(f"Tab never reached {describe}")


def enter(driver):
    """Presses Enter on the focused button and waits for the page that comes back."""
    old = driver.find_element(By.TAG_NAME, "html")
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    WebDriverWait(driver, 15).until(lambda d: e2e._is_stale(old))
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.readyState") == "complete")


def type_text(driver, text):
    driver.execute_cdp_cmd("Input.insertText", {"text": text})


def expect_focus(driver, name, status):
    """The focused control is `name`, in view, described by the status `status`."""
    focus = driver.execute_script(FOCUS)
    e2e.expect(focus["name"] == name, f"focus is on {focus['tag']} {focus['name']!r}, expected {name!r}")
    e2e.expect(focus["status"] == status, f"the status says {focus['status']!r}, expected {status!r}")
    e2e.expect(focus["describedByStatus"], f"{name} is not described by the status")
    e2e.expect(focus["inView"], f"{name} has focus but is out of view")
    return focus


def run(driver, url, checks):
    event = url.rstrip("/") + "/event"
    state = {}

    def add_by_keyboard():
        driver.get(event)
        e2e.expect(driver.execute_script("return document.activeElement === document.body"),
                   "the blank page put focus somewhere")
        for number, name in enumerate(["Ada", "Bo", "Cy"], start=1):
            tab_to(driver, "Add a guest", lambda f: f["name"] == "add-guest")
            enter(driver)
            ids = guest_ids(driver)
            e2e.expect(len(ids) == number, f"after {number} adds the page shows guests {ids}")
            expect_focus(driver, f"guests/{ids[-1]}/name", f"Guest {number} added.")
            if number == 3:
                e2e.screenshot(driver, "focus-1-added")
            type_text(driver, name)
        state["ids"] = guest_ids(driver)
    if not checks.run("focus: after Add a guest (Enter), the new guest's Name has focus and the status says so",
                      add_by_keyboard):
        return

    def move_up_by_keyboard():
        ada, bo, cy = state["ids"]
        tab_to(driver, "Move guest 3 up", lambda f: f["label"] == "Move guest 3 up")
        enter(driver)
        e2e.expect(guest_ids(driver) == [ada, cy, bo], f"after moving Cy up the guests are {guest_ids(driver)}")
        focus = expect_focus(driver, f"guests/{cy}/move-up", "Guest 3 moved up to guest 2.")
        e2e.expect(focus["label"] == "Move guest 2 up", f"the focused button says {focus['label']!r}")
        e2e.screenshot(driver, "focus-2-moved")
        enter(driver)  # Enter again, on the same button: Cy moves to the top, which has no Move up
        e2e.expect(guest_ids(driver) == [cy, ada, bo], f"after moving Cy up again the guests are {guest_ids(driver)}")
        expect_focus(driver, f"guests/{cy}/name", "Guest 2 moved up to guest 1.")
        value = driver.execute_script("return document.activeElement.value")
        e2e.expect(value == "Cy", f"the moved guest's Name shows {value!r}")
    if not checks.run("focus: after Move up (Enter), the moved guest's button has focus, then its Name at the top",
                      move_up_by_keyboard):
        return

    def remove_by_keyboard():
        ada, bo, cy = state["ids"]
        tab_to(driver, "Remove guest 1", lambda f: f["label"] == "Remove guest 1")
        enter(driver)
        e2e.expect(guest_ids(driver) == [ada, bo], f"after removing Cy the guests are {guest_ids(driver)}")
        expect_focus(driver, f"guests/{ada}/name", "Guest 1 removed.")
        e2e.screenshot(driver, "focus-3-removed")
        tab_to(driver, "Remove guest 2", lambda f: f["label"] == "Remove guest 2")
        enter(driver)
        e2e.expect(guest_ids(driver) == [ada], f"after removing Bo the guests are {guest_ids(driver)}")
        expect_focus(driver, "add-guest", "Guest 2 removed.")
    checks.run("focus: after Remove (Enter), the next guest's Name has focus, or Add a guest after the last",
               remove_by_keyboard)
