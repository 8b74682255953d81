"""Repeated groups ("add another guest") on the example server's /event page, in headless
Chromium: called by signup_e2e.py with the browser, the server's URL and its checks.

Adds two guests and fills them, moves the second up and back, removes the first, submits with
an error elsewhere (the person's email) and finds the remaining guest's values intact, then
submits successfully and checks the registration the server kept. Screenshots go to
.build/screenshots/groups-*.png.
"""

import json
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# By module, not by name: signup_e2e imports this module while it is still being defined.
import signup_e2e as e2e

ADA = {"name": "Ada Lovelace", "email": "ada@example.com"}
# Markup, quotes and an ampersand: they must come back as typed, on the same guest.
BO = {"name": 'Bo "The Boss" <b>&</b>', "email": "bo@example.com"}


def guest_ids(driver):
    """The ids of the guests the page shows, in order, read from their name fields."""
    return driver.execute_script(
        "return [...document.querySelectorAll('input[name^=\"guests/\"][name$=\"/name\"]')]"
        ".map(input => input.name.split('/')[1])")


def guest_field(driver, guest, field):
    return driver.find_element(By.CSS_SELECTOR, f'input[name="guests/{guest}/{field}"]')


def fill_guest(driver, guest, values):
    for field, text in values.items():
        e2e.set_text(driver, guest_field(driver, guest, field).get_attribute("id"), text)


def guest_values(driver, guest):
    return {field: guest_field(driver, guest, field).get_attribute("value") for field in ("name", "email")}


def press(driver, css):
    """Clicks the button `css` selects and waits for the next page."""
    old = driver.find_element(By.TAG_NAME, "html")
    driver.find_element(By.CSS_SELECTOR, css).click()
    WebDriverWait(driver, 15).until(lambda d: e2e._is_stale(old))
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.readyState") == "complete")


def run(driver, url, checks):
    event = url.rstrip("/") + "/event"
    state = {}

    def blank_page():
        with urllib.request.urlopen(event, timeout=10) as response:
            e2e.expect(response.status == 200, f"GET /event answered {response.status}")
            e2e.parse_strict(response.read().decode("utf-8"), "the event page")
        driver.get(event)
        e2e.expect(driver.title == "Register for the Meetup", f"the event page's title is {driver.title!r}")
        e2e.expect(guest_ids(driver) == [], "the blank registration shows guests")
        e2e.screenshot(driver, "groups-1-blank")
    if not checks.run("groups: the event page parses and starts with no guest", blank_page):
        return

    # "Add a guest" skips the browser's checks (formnovalidate): the required email is still empty.
    def add_two_guests():
        e2e.set_text(driver, "fw-name", "Sam")
        press(driver, "#fw-add-guest")
        first = guest_ids(driver)
        e2e.expect(len(first) == 1, f"after one add the page shows guests {first}")
        e2e.expect(driver.find_element(By.ID, "fw-name").get_attribute("value") == "Sam", "the person's name was lost")
        fill_guest(driver, first[0], ADA)
        press(driver, "#fw-add-guest")
        both = guest_ids(driver)
        e2e.expect(len(both) == 2 and both[0] == first[0], f"after two adds the page shows guests {both}")
        e2e.expect(guest_values(driver, both[0]) == ADA, f"the first guest shows {guest_values(driver, both[0])}")
        fill_guest(driver, both[1], BO)
        audit = driver.execute_script(e2e.LABEL_AUDIT)
        e2e.expect(audit["count"] == 6, f"expected 6 visible controls, found {audit['count']}")
        e2e.expect(not audit["problems"], "; ".join(audit["problems"]))
        labels = driver.execute_script(
            "return [...document.querySelectorAll('button[aria-label]')].map(b => b.getAttribute('aria-label'))")
        e2e.expect(labels == ["Remove guest 1", "Move guest 2 up", "Remove guest 2"], f"the guest buttons are labelled {labels}")
        e2e.screenshot(driver, "groups-2-two-guests")
        state["ada"], state["bo"] = both
    if not checks.run("groups: two guests added and filled, every control labelled", add_two_guests):
        return

    def move_up_and_back():
        ada, bo = state["ada"], state["bo"]
        press(driver, '[aria-label="Move guest 2 up"]')
        e2e.expect(guest_ids(driver) == [bo, ada], f"after moving Bo up the guests are {guest_ids(driver)}")
        e2e.expect(guest_values(driver, bo) == BO and guest_values(driver, ada) == ADA, "a value moved to another guest")
        press(driver, '[aria-label="Move guest 2 up"]')
        e2e.expect(guest_ids(driver) == [ada, bo], f"after moving Ada back the guests are {guest_ids(driver)}")
        e2e.expect(guest_values(driver, bo) == BO and guest_values(driver, ada) == ADA, "a value moved to another guest")
    checks.run("groups: moving a guest up moves its values with it", move_up_and_back)

    def remove_the_first():
        press(driver, '[aria-label="Remove guest 1"]')
        e2e.expect(guest_ids(driver) == [state["bo"]], f"after removing Ada the guests are {guest_ids(driver)}")
        e2e.expect(guest_values(driver, state["bo"]) == BO, f"Bo shows {guest_values(driver, state['bo'])}")
        e2e.expect("Ada" not in driver.page_source, "Ada's values are still on the page")
        legend = driver.find_element(By.CSS_SELECTOR, "fieldset:nth-of-type(2) legend").get_attribute("textContent")
        e2e.expect(legend == "Guest 1", f"Bo's section is headed {legend!r}")
    if not checks.run("groups: removing the first guest leaves the second's values on it", remove_the_first):
        return

    def error_elsewhere():
        e2e.set_text(driver, "fw-email", "sam@example")
        driver.execute_script("document.querySelector('form').noValidate = true")
        press(driver, "button.fw-submit")
        error = driver.find_element(By.ID, "fw-email__error").text
        e2e.expect(error == "Enter a valid email address", f"the email's error says {error!r}")
        e2e.expect(guest_ids(driver) == [state["bo"]], f"after the error the guests are {guest_ids(driver)}")
        e2e.expect(guest_values(driver, state["bo"]) == BO, f"after the error Bo shows {guest_values(driver, state['bo'])}")
        invalid = driver.execute_script("return [...document.querySelectorAll('[aria-invalid=\"true\"]')].map(e => e.id)")
        e2e.expect(invalid == ["fw-email"], f"the invalid controls are {invalid}")
        e2e.screenshot(driver, "groups-3-error")
    if not checks.run("groups: an error elsewhere keeps the remaining guest's values intact", error_elsewhere):
        return

    def registered():
        e2e.set_text(driver, "fw-email", "sam@example.com")
        e2e.expect(driver.execute_script("return document.querySelector('form').checkValidity()") is True,
               "the fixed form fails the browser's own checks")
        press(driver, "button.fw-submit")
        e2e.expect(driver.title == "See You There", f"after registering the title is {driver.title!r}")
        kept = json.loads(driver.find_element(By.ID, "registration").text)
        expected = {"name": "Sam", "email": "sam@example.com", "guests": [{"id": state["bo"], **BO}]}
        e2e.expect(kept == expected, f"the server kept {kept}, expected {expected}")
        e2e.screenshot(driver, "groups-4-registered")
    checks.run("groups: the registration is kept with the remaining guest, values intact", registered)
