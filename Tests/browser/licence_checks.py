"""The GOV.UK licence application on the example's /licence page (issue 43), written with
`HTMLTheme.govUK`, in headless Chromium, with JavaScript and without it; called by
signup_e2e.py.

With JavaScript, axe-core (from the axe-core-python package) checks each of the page's states —
the questions, the refused answers, the confirmation — and must find no violation; the error
summary takes focus when refused answers come back, its first link puts focus on the name field
and the link for the radio buttons on the first radio button (not on their fieldset, where focus
would fall to the page); the title starts "Error: ". Without JavaScript the same answers are
refused and confirmed, and the title and summary say so.

The example serves no GOV.UK Frontend stylesheet. Set GOVUK_FRONTEND_CSS to a copy of
govuk-frontend.min.css to see the screenshots (licence-1-questions, licence-2-errors,
licence-3-done) in GOV.UK's look: it is put into the page for them (the page's
Content-Security-Policy then bypassed), never for a check.
"""

import os
import pathlib
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import signup_e2e as e2e

AXE_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document).then(
  result => done(result.violations.map(v => `${v.id}: ${v.help} (${v.nodes.map(n => n.target.join(' ')).join(', ')})`)),
  error => done([`axe failed: ${error}`]));
"""


def axe_source():
    import axe_core_python
    return (pathlib.Path(axe_core_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")


def expect_no_violations(driver, state):
    driver.execute_script(axe_source())
    violations = driver.execute_async_script(AXE_RUN)
    e2e.expect(violations == [], f"axe on {state}: {violations}")


def look(driver, name):
    """A screenshot, in GOV.UK Frontend's look where GOVUK_FRONTEND_CSS names its stylesheet."""
    css = os.environ.get("GOVUK_FRONTEND_CSS")
    if css and pathlib.Path(css).is_file():
        driver.execute_script(
            "const s = document.createElement('style'); s.textContent = arguments[0]; document.head.append(s);"
            "document.body.classList.add('govuk-frontend-supported');",
            pathlib.Path(css).read_text(encoding="utf-8"))
    e2e.screenshot(driver, name)


def focused_id(driver):
    return driver.execute_script("return document.activeElement && document.activeElement.id")


def fill(driver, name, kind, rods, agreed):
    field = driver.find_element(By.ID, "fw-name")
    field.clear()
    field.send_keys(name)
    if kind:
        driver.find_element(By.CSS_SELECTOR, f"input[name=kind][value={kind}]").click()
    rods_field = driver.find_element(By.ID, "fw-rods")
    rods_field.clear()
    rods_field.send_keys(str(rods))
    box = driver.find_element(By.ID, "fw-agreed")
    if box.is_selected() != agreed:
        box.click()


def continue_(driver):
    """Presses the page's Continue button and waits for the next page."""
    old = driver.find_element(By.TAG_NAME, "html")
    driver.find_element(By.XPATH, "//button[@data-module='govuk-button'][normalize-space()='Continue']").click()
    WebDriverWait(driver, 15).until(lambda d: e2e._is_stale(old))
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.readyState") == "complete")


def run(driver, url, checks):
    page = url + "licence"
    # The page's Content-Security-Policy refuses inline styles: let the look's stylesheet in, for
    # the screenshots alone, and only when asked.
    driver.execute_cdp_cmd("Page.setBypassCSP", {"enabled": bool(os.environ.get("GOVUK_FRONTEND_CSS"))})

    def questions_parse_and_pass_axe():
        with urllib.request.urlopen(page, timeout=10) as response:
            e2e.expect(response.status == 200, f"GET /licence answered {response.status}")
            e2e.parse_strict(response.read().decode("utf-8"), "the licence page")
        driver.get(page)
        e2e.expect(driver.title == "Apply for a rod fishing licence", f"the title is {driver.title!r}")
        expect_no_violations(driver, "the questions")
        look(driver, "licence-1-questions")
    checks.run("GET /licence parses, is GOV.UK markup and axe finds no violation", questions_parse_and_pass_axe)

    def refused_answers():
        driver.get(page)
        fill(driver, "", None, 2, False)
        continue_(driver)
        e2e.expect(driver.title == "Error: Apply for a rod fishing licence", f"the title is {driver.title!r}")
        WebDriverWait(driver, 10).until(lambda d: focused_id(d) == "fw__summary")
        entries = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".govuk-error-summary__list a")]
        e2e.expect(entries == ["Enter your full name", "Select which licence you need",
                               "Confirm that you agree to follow the byelaws"], f"the summary lists {entries}")
        expect_no_violations(driver, "the refused answers")
        look(driver, "licence-2-errors")
        driver.find_element(By.LINK_TEXT, "Select which licence you need").click()
        WebDriverWait(driver, 10).until(lambda d: focused_id(d) == "fw-kind")
        driver.find_element(By.LINK_TEXT, "Enter your full name").click()
        WebDriverWait(driver, 10).until(lambda d: focused_id(d) == "fw-name")
    checks.run("refused answers: Error: in the title, the summary focused, its links focus the name and the first radio",
               refused_answers)

    def accepted_answers():
        driver.get(page)
        fill(driver, "Ann Angler", "coarse", 3, True)
        continue_(driver)
        e2e.expect(driver.title == "Application complete", f"the title is {driver.title!r}")
        text = driver.find_element(By.ID, "licence").text
        e2e.expect(text == "Trout and coarse fish, 3 rod(s), for Ann Angler", f"the confirmation says {text!r}")
        expect_no_violations(driver, "the confirmation")
        look(driver, "licence-3-done")
    checks.run("accepted answers are confirmed and axe finds no violation", accepted_answers)

    def without_javascript():
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            driver.get(page)
            fill(driver, "", "salmon", 1, True)
            continue_(driver)
            e2e.expect(driver.title == "Error: Apply for a rod fishing licence", f"the title is {driver.title!r}")
            entries = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".govuk-error-summary__list a")]
            e2e.expect(entries == ["Enter your full name"], f"the summary lists {entries}")
            checked = driver.find_element(By.CSS_SELECTOR, "input[name=kind][value=salmon]").is_selected()
            e2e.expect(checked, "the chosen licence was not kept")
            fill(driver, "Ann Angler", None, 1, True)
            continue_(driver)
            e2e.expect(driver.title == "Application complete", f"the title is {driver.title!r}")
        finally:
            driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    checks.run("without JavaScript: answers refused with the summary, then confirmed", without_javascript)
