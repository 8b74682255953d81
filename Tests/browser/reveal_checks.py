"""Live reveal in Chromium (issue 23, item 3), called by signup_e2e.py.

On the sign-up example, choosing the Team plan reveals a required Company row:
  - with the live-reveal script (/formwork.js), the row appears without a page load (a marker on
    `window` survives), focus stays where it was, with its caret and selection, typed text stays
    in every field (passwords included, which the server never writes back), and no error shows
    on the new row or anywhere;
  - with the script blocked, the submission that chose Team comes back with Company shown and no
    error on it, and the next submission shows its error.
Screenshots: 4-revealed (with the script), 5-no-script-revealed and 6-no-script-second.
"""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

import signup_e2e as e2e

# Which elements show an error: invalid controls, messages and the summary.
ERRORS_SHOWN = """
return [...document.querySelectorAll('[aria-invalid="true"], .fw-error, .fw-summary')]
  .map(e => e.id || e.className);
"""
# Changes the plan as a script would, firing `change` while focus stays in another field.
CHOOSE_PLAN = """
const plan = document.getElementById('fw-plan');
plan.value = arguments[0];
plan.dispatchEvent(new Event('change', {bubbles: true}));
"""
# The focused element's id, value and selection.
FOCUS = """
const e = document.activeElement;
return {id: e.id, value: e.value, start: e.selectionStart, end: e.selectionEnd};
"""
# Whether the page can load the script: false once the test blocks its URL.
SCRIPT_LOADS = """
const done = arguments[arguments.length - 1];
fetch('/formwork.js', {cache: 'no-store'}).then(r => done(r.ok), () => done(false));
"""


def wait(driver, condition, what):
    """Waits up to 15 s for `condition(driver)` to be truthy; fails naming `what` otherwise."""
    try:
        return WebDriverWait(driver, 15).until(condition)
    except Exception:  # TimeoutException
        raise AssertionError(f"timed out waiting until {what}") from None


def company_shown(driver):
    return bool(driver.find_elements(By.ID, "fw-company"))


def run(driver, url, checks):
    def revealed_in_place():
        driver.get(url)
        driver.execute_script("window.formworkMarker = 'kept'")
        e2e.set_text(driver, "fw-password", "correct horse")
        e2e.set_text(driver, "fw-email", "jane@example")
        Select(driver.find_element(By.ID, "fw-plan")).select_by_value("team")
        wait(driver, company_shown, "Company appears after choosing Team")
        e2e.expect(driver.execute_script("return window.formworkMarker") == "kept", "the page was loaded again")
        e2e.expect(driver.execute_script("return document.querySelector('form').getAttribute('aria-busy')") is None,
                   "the form is still marked busy")
        focus = driver.execute_script(FOCUS)
        e2e.expect(focus["id"] == "fw-plan", f"focus moved to #{focus['id']}, not kept on the plan")
        e2e.expect(focus["value"] == "team", f"the plan shows {focus['value']!r}")
        for control_id, value in (("fw-email", "jane@example"), ("fw-password", "correct horse"), ("fw-company", "")):
            actual = driver.find_element(By.ID, control_id).get_attribute("value")
            e2e.expect(actual == value, f"#{control_id} holds {actual!r} after the refresh, expected {value!r}")
        shown = driver.execute_script(ERRORS_SHOWN)
        e2e.expect(shown == [], f"the refreshed form shows errors: {shown}")
    if not checks.run("with the script, choosing Team shows Company in place, with no error and nothing lost",
                      revealed_in_place):
        return
    e2e.screenshot(driver, "4-revealed")

    # A password field: email and number inputs have no caret a page can read or set.
    def focus_in_another_field_kept():
        password = driver.find_element(By.ID, "fw-password")
        password.click()
        driver.execute_script("arguments[0].setSelectionRange(2, 6)", password)
        driver.execute_script(CHOOSE_PLAN, "free")
        wait(driver, lambda d: not company_shown(d), "Company goes after choosing Free")
        focus = driver.execute_script(FOCUS)
        e2e.expect(focus == {"id": "fw-password", "value": "correct horse", "start": 2, "end": 6},
                   f"after the refresh the focus is {focus}")
        driver.switch_to.active_element.send_keys("X")
        value = driver.find_element(By.ID, "fw-password").get_attribute("value")
        e2e.expect(value == "coXt horse", f"typing after the refresh gave {value!r}")
        e2e.expect(driver.execute_script("return window.formworkMarker") == "kept", "the page was loaded again")
    checks.run("with the script, focus, caret and selection in another field survive a refresh",
               focus_in_another_field_kept)

    def no_script_round_trip():
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/formwork.js"]})
        try:
            driver.get(url)
            e2e.expect(driver.execute_async_script(SCRIPT_LOADS) is False, "the script still loads")
            e2e.set_text(driver, "fw-email", "jane@example.com")
            Select(driver.find_element(By.ID, "fw-plan")).select_by_value("team")
            e2e.set_text(driver, "fw-age", "30")
            e2e.set_switch(driver, "fw-terms", True)
            e2e.expect(not company_shown(driver), "Company showed without the script and before a submission")
            fill_passwords(driver)
            e2e.submit(driver)
            e2e.expect(driver.title == "Sign Up", f"the submission that chose Team gave {driver.title!r}")
            e2e.expect(driver.find_element(By.ID, "fw-company").is_displayed(), "Company is not shown")
            shown = driver.execute_script(ERRORS_SHOWN)
            e2e.expect(shown == [], f"errors show on the round trip that revealed Company: {shown}")
            e2e.screenshot(driver, "5-no-script-revealed")
            fill_passwords(driver)
            driver.execute_script("document.querySelector('form').noValidate = true")
            e2e.submit(driver)
            shown = driver.execute_script(ERRORS_SHOWN)
            e2e.expect(shown == ["fw-company", "fw-company__error"], f"the second submission shows {shown}")
            message = driver.find_element(By.ID, "fw-company__error").text
            e2e.expect(message == "Required", f"Company's error says {message!r}")
            e2e.screenshot(driver, "6-no-script-second")
        finally:
            driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    checks.run("without the script, the round trip shows Company with no error; the next submission shows it",
               no_script_round_trip)


def fill_passwords(driver):
    """The server never writes a password back: type both again."""
    e2e.set_text(driver, "fw-password", "correct horse")
    e2e.set_text(driver, "fw-confirmation", "correct horse")
