"""Live reveal keeps the caret and never blanks a dependent picker (issue 34, items 2 and 3),
on the example's /delivery page in headless Chromium; called by signup_e2e.py.

Keystrokes go in at the caret through the DevTools protocol's Input.insertText, as typing does:
chromedriver's send_keys moves the caret to the end first, which would hide a caret put back
at the start. A refresh is triggered as a person triggers it, by tabbing out of the voucher
field (its change fires), and the server's answer is held until the person has typed, so that
the swap lands mid-typing every time.
  - the email field (type=email, no selection API) keeps its caret: "jane@example.co" with the
    caret at its end, swap, "m" gives "jane@example.com", in the very element the person is in;
  - the quantity field (type=number) likewise: "1", swap, "5" gives "15" (it gave "51");
  - a Region picker whose options follow the Country shows the server's choice after the
    country changes (never a blank picker), keeps the person's own where the new country has
    it, and the next submission carries it;
  - a refreshed form that asks for focus (data-fw-focus) gets it, and its status is written
    into the live region after the swap.
Screenshots: delivery-1-caret, delivery-2-region.
"""

import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

import signup_e2e as e2e

# Holds every fetch the page makes until `window.fwRelease()`: the server's answer then lands
# after what the test types meanwhile.
HOLD_FETCH = """
const original = window.fetch;
let release;
const held = new Promise(resolve => { release = resolve; });
window.fwRelease = () => { release(); };
window.fwFetches = 0;
window.fetch = (...args) => { window.fwFetches += 1; return held.then(() => original(...args)); };
"""
# Whether the last refresh is done: it was sent, and the form is no longer busy.
REFRESHED = """
return window.fwFetches > 0 && !document.querySelector('form.fw-form').hasAttribute('aria-busy');
"""
# The focused element: its id, value, and whether it is the element marked before the swap.
FOCUS = """
const e = document.activeElement;
return {id: e.id, value: e.value, kept: e.fwMarked === true};
"""


def wait(driver, condition, what):
    try:
        return WebDriverWait(driver, 15).until(condition)
    except Exception:  # TimeoutException
        raise AssertionError(f"timed out waiting until {what}") from None


def insert(driver, text):
    """Types `text` at the caret of the focused element, as a keyboard does."""
    driver.execute_cdp_cmd("Input.insertText", {"text": text})


def tab(driver):
    press(driver, Keys.TAB)


def press(driver, key):
    ActionChains(driver).send_keys(key).perform()


def region(driver):
    """The Region picker's value, its shown option's text, and its options' values."""
    return driver.execute_script(
        "const s = document.getElementById('fw-region');"
        "return {value: s.value, shown: s.selectedIndex < 0 ? null : s.options[s.selectedIndex].text,"
        " options: [...s.options].map(o => o.value)};")


def choose(driver, control_id, text):
    """Chooses the option `text` in a select, firing `change` as a person's choice does."""
    Select(driver.find_element(By.ID, control_id)).select_by_visible_text(text)


def run(driver, url, checks):
    delivery = url.rstrip("/") + "/delivery"

    def page_parses():
        with urllib.request.urlopen(delivery, timeout=10) as response:
            e2e.expect(response.status == 200, f"GET /delivery answered {response.status}")
            e2e.parse_strict(response.read().decode("utf-8"), "the delivery page")
        driver.get(delivery)
        e2e.expect(driver.title == "Delivery", f"the delivery page's title is {driver.title!r}")
        e2e.expect(driver.execute_script("return document.querySelectorAll('[data-fw-refresh]').length") == 2,
                   "the Country and Voucher rows are not both marked to refresh")
    if not checks.run("delivery: the page parses and marks Country and Voucher to refresh", page_parses):
        return

    def email_keeps_its_caret():
        driver.get(delivery)
        driver.find_element(By.ID, "fw-email").click()
        insert(driver, "jane@example.co")
        driver.find_element(By.ID, "fw-voucher").click()
        insert(driver, "welcome10")
        driver.execute_script(HOLD_FETCH)
        tab(driver)  # the voucher's change fires as focus moves to Email: a refresh, held
        press(driver, Keys.END)  # Tab selected Email's text; the caret goes after it
        focus = driver.execute_script(FOCUS)
        e2e.expect(focus["id"] == "fw-email", f"Tab went to #{focus['id']}, not Email")
        e2e.expect(driver.execute_script("return window.fwFetches") == 1, "tabbing out of the voucher sent no refresh")
        driver.execute_script("document.activeElement.fwMarked = true; window.fwRelease()")
        wait(driver, lambda d: d.execute_script(REFRESHED), "the refresh is done")
        e2e.expect("10% off" in driver.find_element(By.TAG_NAME, "form").text, "the voucher's discount is not shown")
        insert(driver, "m")
        focus = driver.execute_script(FOCUS)
        e2e.expect(focus["value"] == "jane@example.com", f"typing across the refresh gave {focus['value']!r}")
        e2e.expect(focus["id"] == "fw-email" and focus["kept"], f"the focused element was replaced: {focus}")
        e2e.screenshot(driver, "delivery-1-caret")
    checks.run("delivery: a refresh landing while the caret is in an email field keeps it there", email_keeps_its_caret)

    def number_keeps_its_caret():
        driver.get(delivery)
        driver.find_element(By.ID, "fw-voucher").click()
        insert(driver, "x")
        driver.execute_script(HOLD_FETCH)
        tab(driver)  # the refresh, held
        tab(driver)  # on to Quantity, which shows 1
        press(driver, Keys.END)
        focus = driver.execute_script(FOCUS)
        e2e.expect(focus["id"] == "fw-quantity", f"two Tabs went to #{focus['id']}, not Quantity")
        driver.execute_script("document.activeElement.fwMarked = true; window.fwRelease()")
        wait(driver, lambda d: d.execute_script(REFRESHED), "the refresh is done")
        insert(driver, "5")
        focus = driver.execute_script(FOCUS)
        e2e.expect(focus["value"] == "15", f"typing 5 after 1 across the refresh gave {focus['value']!r}")
        e2e.expect(focus["id"] == "fw-quantity" and focus["kept"], f"the focused element was replaced: {focus}")
    checks.run("delivery: a refresh landing while the caret is in a number field keeps it there", number_keeps_its_caret)

    def region_follows_country():
        driver.get(delivery)
        choose(driver, "fw-region", "Scotland")
        driver.execute_script("window.fwFetches = 1")  # REFRESHED reads it; the script's own fetch is not held
        choose(driver, "fw-country", "United States")
        wait(driver, lambda d: region(d)["options"][0] == "California", "Region shows the United States' regions")
        wait(driver, lambda d: d.execute_script(REFRESHED), "the refresh is done")
        shown = region(driver)
        e2e.expect(shown["value"] == "California" and shown["shown"] == "California",
                   f"after the country changed, Region shows {shown}")
        e2e.expect(driver.execute_script("return document.activeElement.id") == "fw-country", "focus left Country")
        choose(driver, "fw-country", "Canada")
        wait(driver, lambda d: region(d)["options"][0] == "Ontario", "Region shows Canada's regions")
        choose(driver, "fw-region", "Quebec")
        # Another refresh (the voucher) keeps the person's region: the new picker has it.
        driver.find_element(By.ID, "fw-voucher").click()
        insert(driver, "WELCOME10")
        tab(driver)
        wait(driver, lambda d: "10% off" in d.find_element(By.TAG_NAME, "form").text, "the discount shows")
        shown = region(driver)
        e2e.expect(shown["value"] == "Quebec", f"a refresh lost the person's region: {shown}")
        e2e.screenshot(driver, "delivery-2-region")
        insert(driver, "sam@example.com")
        e2e.submit(driver)
        errors = driver.execute_script(
            "return [...document.querySelectorAll('.fw-error, .fw-summary')].map(e => e.textContent)")
        e2e.expect(driver.title == "On Its Way", f"the order gave {driver.title!r}, errors {errors}")
        values = driver.find_element(By.ID, "values").text
        for pair in ('"country" : "ca"', '"region" : "Quebec"', '"email" : "sam@example.com"'):
            e2e.expect(pair in values, f"the order lacks {pair}: {values}")
    checks.run("delivery: Region shows the server's choice when Country changes, and keeps the person's where it can",
               region_follows_country)

    def refresh_asks_for_focus():
        driver.get(delivery)
        # The server's answer, rewritten to ask for focus on Quantity and to say so.
        driver.execute_script("""
            const original = window.fetch;
            window.fwFetches = 0;
            window.fetch = (...args) => original(...args).then(r => r.text()).then(html => {
              window.fwFetches += 1;
              html = html.replace('class="fw-form"', 'class="fw-form" data-fw-focus')
                .replace('id="fw-quantity"', 'id="fw-quantity" autofocus')
                .replace('<fieldset', '<div class="fw-status" id="fw__status" role="status">Now 10% off.</div><fieldset');
              return new Response(html, {status: 200});
            });
        """)
        driver.find_element(By.ID, "fw-voucher").click()
        insert(driver, "WELCOME10")
        tab(driver)
        wait(driver, lambda d: d.execute_script(REFRESHED), "the refresh is done")
        wait(driver, lambda d: d.execute_script("return document.activeElement.id") == "fw-quantity",
             "focus moves to the control the refreshed form asks for")
        wait(driver, lambda d: d.execute_script(
            "const s = document.querySelector('.fw-status'); return s && s.textContent === 'Now 10% off.'"),
            "the status is written into the live region")
    checks.run("delivery: a refreshed form that asks for focus gets it, and its status is announced",
               refresh_asks_for_focus)
