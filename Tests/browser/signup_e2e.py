#!/usr/bin/env python3
"""End-to-end test of Examples/SignUpServer in real headless Chromium.

Builds and starts the example server on 127.0.0.1 (a port the system picks), then, through
Selenium and Debian's chromium and chromium-driver:
  - the page parses with no HTML errors (html5lib, strict) and every control has a label;
  - an invalid submission shows each error at its field (aria-invalid, aria-describedby)
    with focus on the first invalid control, and reveals the Company field (plan Team);
  - fixing the errors, ticking and unticking switches and filling Company gives the success
    page, whose JSON is exactly the values entered;
  - hostile text posted into the fields comes back escaped: parsed exactly, no script run;
  - every response carries the security headers, and the page is styled under its
    Content-Security-Policy; a POST without the session's token, with a wrong one, or from
    another site is refused with 403; so are a session id the server never issued, two session
    cookies, and a sign-up sent again; Chromium keeps the `__Host-` cookie over plain HTTP on
    127.0.0.1 and gets a new one when its sign-up is accepted;
  - Enter in a text field submits the form through its own default button, never a row button
    ("Start over"), with and without the form's visible submit button;
  - a Company of 100 family emoji or 100 accented letters (100 characters, the rule's limit,
    far more UTF-16 units) can be typed whole;
  - live reveal, with the script and without it (reveal_checks.py), keeping the caret and a
    dependent picker's choice (delivery_checks.py);
  - focus and status after a guest is added, moved up or removed, by keyboard (focus_checks.py);
  - the Remove / Move up / Move down buttons the library writes for an editable list, pressed
    by keyboard, with focus where the person acted (lists_checks.py);
  - the GOV.UK licence application, with and without JavaScript, axe-core finding no violation
    (licence_checks.py).
Screenshots of the form, the errors and the success page, at a phone and a desktop width, go
to .build/screenshots/: for people to look at, not checks (a screenshot that cannot be saved is
reported, and counts neither way). Every wait is for a condition, never a fixed time. The
server is always stopped; the whole run has a time limit.

Needs: apt-get install chromium chromium-driver; pip install selenium html5lib.
Run:   python3 Tests/browser/signup_e2e.py [--no-build]
"""

import argparse
import http.cookiejar
import json
import os
import re
import selectors
import signal
import subprocess
import sys
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import html5lib
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

import reveal_checks
import groups_checks
import uploads_checks
import delivery_checks
import focus_checks
import lists_checks
import licence_checks

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "Examples" / "SignUpServer"
SCREENSHOTS = REPO / ".build" / "screenshots"
# The whole run after the build: the server, the browser and every check.
TIME_LIMIT_SECONDS = 300
PHONE = (390, 844)
DESKTOP = (1280, 900)

# What the invalid submission must show, at which control: written out, not read from the server.
EXPECTED_ERRORS = {
    "fw-email": "Enter a valid email address",
    "fw-password": "Must be at least 8 characters",
    "fw-confirmation": "Must match \u201cPassword\u201d",
    "fw-company": "Required",
    "fw-age": "Must be at least 13",
    "fw-terms": "Accept the terms to continue",
}
# What the success page must show: the values entered, passwords masked.
EXPECTED_VALUES = {
    "email": "jane@example.com",
    "password": "\u2022\u2022\u2022\u2022",
    "confirmation": "\u2022\u2022\u2022\u2022",
    "plan": "team",
    "company": "Smith & Sons <Ltd>",
    "age": 30,
    "newsletter": True,
    "terms": True,
}


class Checks:
    """Runs named check groups, records each as passed or failed, and reports."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def run(self, name, check):
        try:
            check()
        except Exception as error:  # noqa: BLE001 - every failure is reported, never swallowed
            self.failed += 1
            print(f"FAIL {name}: {error}", flush=True)
            if not isinstance(error, AssertionError):
                traceback.print_exc()
            return False
        self.passed += 1
        print(f"PASS {name}", flush=True)
        return True


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def build_server(skip_build):
    if not skip_build:
        print("building SignUpServer…", flush=True)
        subprocess.run(
            ["swift", "build", "--package-path", str(PACKAGE), "--product", "SignUpServer"],
            check=True, timeout=1800,
        )
    bin_path = subprocess.run(
        ["swift", "build", "--package-path", str(PACKAGE), "--show-bin-path"],
        check=True, capture_output=True, text=True, timeout=120,
    ).stdout.strip()
    binary = Path(bin_path) / "SignUpServer"
    if not binary.exists():
        raise SystemExit(f"no server binary at {binary}: build it, or run without --no-build")
    return binary


def start_server(binary, log):
    """Starts the server on 127.0.0.1 with a port the system picks; returns it and its URL."""
    process = subprocess.Popen(
        [str(binary), "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, start_new_session=True,
    )
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + 30
    line = b""
    while time.monotonic() < deadline and not line.endswith(b"\n"):
        if process.poll() is not None:
            break
        if selector.select(timeout=0.2):
            chunk = os.read(process.stdout.fileno(), 1024)
            if not chunk:
                break
            line += chunk
    selector.close()
    match = re.search(rb"listening on (http://127\.0\.0\.1:\d+/)", line)
    if not match:
        stop_server(process)
        raise SystemExit(f"the server did not start: {line!r}")
    return process, match.group(1).decode()


def stop_server(process):
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
    if process.stdout:
        process.stdout.close()


# Markup, a script, a comment opener, a reference, quotes, a right-to-left override and a NUL.
HOSTILE = 'x" onfocus="window.pwned=1"><script>window.pwned=1</script></textarea><!-- &amp; \'\u202eevil\0'


class Session:
    """A visitor outside the browser: keeps the session cookie, and sends the session's token
    (read from the form page) with every POST unless told otherwise."""

    def __init__(self, url):
        self.url = url
        # The cookie is `Secure`: send it over plain HTTP to 127.0.0.1, as browsers do for a
        # loopback address (urllib sends a secure cookie over https only, unless told).
        policy = http.cookiejar.DefaultCookiePolicy(secure_protocols=("https", "wss", "http"))
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar(policy)))
        self.renew()

    def renew(self):
        """GET /: the session's cookie (kept by the opener, in `cookie` too) and its token; again
        after an accepted sign-up, which renews the session."""
        status, page, self.headers = self.fetch()
        expect(status == 200, f"GET / answered {status}")
        match = re.search(r'name="csrf-token" value="([0-9a-f]{64})"', page)
        expect(match, "the form page has no token")
        self.token = match.group(1)
        set_cookie = self.headers.get("Set-Cookie")
        if set_cookie:
            self.cookie = set_cookie.split(";")[0]

    def fetch(self, body=None, token=True, headers=None):
        """Status, text and headers of a GET, or of a form POST when `body` (a dict) is given,
        with the session's token, or `token` if it is a string, or none if it is False."""
        data = None
        if body is not None:
            if token:
                body = {"csrf-token": self.token if token is True else token, **body}
            data = urllib.parse.urlencode(body).encode()
        request = urllib.request.Request(self.url, data=data, headers=headers or {})
        if data is not None:
            request.add_header("Content-Type", "application/x-www-form-urlencoded")
        try:
            with self.opener.open(request, timeout=10) as response:
                return response.status, response.read().decode("utf-8"), response.headers
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode("utf-8"), error.headers


def parse_strict(html, what):
    try:
        html5lib.HTMLParser(strict=True).parse(html)
    except Exception as error:  # html5lib raises ParseError (and others) at the first problem
        raise AssertionError(f"{what} has an HTML parse error: {error!r}") from None


def start_browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--hide-scrollbars", f"--window-size={DESKTOP[0]},{DESKTOP[1]}"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver


def screenshot(driver, name):
    """The whole page at a phone and a desktop width, as NAME-phone.png and NAME-desktop.png:
    for people to look at, never a check. One that cannot be saved is reported and skipped."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    try:
        for label, (width, height), mobile in (("phone", PHONE, True), ("desktop", DESKTOP, False)):
            metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
            full = driver.execute_script("return document.documentElement.scrollHeight")
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {**metrics, "height": max(height, full)})
            path = SCREENSHOTS / f"{name}-{label}.png"
            if not driver.save_screenshot(str(path)):
                print(f"note: no screenshot saved at {path}", flush=True)
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def submit(driver):
    """Clicks the form's submit button and waits for the next page."""
    old = driver.find_element(By.TAG_NAME, "html")
    driver.find_element(By.CSS_SELECTOR, "button.fw-submit").click()
    WebDriverWait(driver, 15).until(lambda d: _is_stale(old))
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.readyState") == "complete")


def _is_stale(element):
    try:
        element.tag_name
        return False
    except Exception:  # StaleElementReferenceException: the page was replaced
        return True


def set_text(driver, element_id, text):
    field = driver.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(text)


def set_switch(driver, element_id, on):
    switch = driver.find_element(By.ID, element_id)
    if switch.is_selected() != on:
        switch.click()
    expect(switch.is_selected() == on, f"#{element_id} is not {'on' if on else 'off'} after a click")


# Every response's security headers, as the server must send them.
SECURITY_HEADERS = {
    "Content-Security-Policy":
        "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
}
# A valid sign-up, as a browser posts it.
VALID_BODY = {
    "email": "sam@example.com", "password": "correct horse", "confirmation": "correct horse", "plan": "free",
    "age": "30", "newsletter": "off", "terms": "on",
}
# Records which button sent the form (its id, or its class if it has none) across the page load;
# with `arguments[0]`, first removes the form's visible submit button, as submitTitle = nil does.
SUBMITTER_SPY = """
if (arguments[0]) document.querySelector('.fw-actions').remove();
sessionStorage.removeItem('submitter');
const form = document.querySelector('form');
form.noValidate = true;
form.addEventListener('submit', event => {
  const button = event.submitter;
  sessionStorage.setItem('submitter', button ? (button.id || button.className) : 'none');
});
"""
# A field's value, its number of user-perceived characters, and whether it passes its checks.
GRAPHEMES = """
const field = arguments[0];
const count = [...new Intl.Segmenter().segment(field.value)].length;
return {value: field.value, count: count, valid: field.checkValidity() && !field.validity.tooLong};
"""

LABEL_AUDIT = """
const problems = [];
for (const label of document.querySelectorAll('label[for]')) {
  const target = document.getElementById(label.htmlFor);
  if (!target) problems.push('label "' + label.textContent + '" names no element: #' + label.htmlFor);
  else if (!['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
    problems.push('label "' + label.textContent + '" names a ' + target.tagName);
}
const controls = [...document.querySelectorAll('input, select, textarea')]
  .filter(c => c.type !== 'hidden' && c.type !== 'submit' && c.type !== 'button');
for (const control of controls) {
  const rect = control.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) problems.push('#' + control.id + ' is not visible');
  if (control.labels.length === 0 || !control.labels[0].textContent.trim())
    problems.push((control.id ? '#' + control.id : control.name) + ' has no label');
}
return {problems, count: controls.length};
"""


def run(driver, url, checks):
    session = Session(url)

    def page_parses():
        status, html, _ = session.fetch()
        expect(status == 200, f"GET / answered {status}")
        parse_strict(html, "GET /")
    checks.run("GET / is 200 and parses without HTML errors", page_parses)

    def security_headers():
        for path in ("", "style.css", "formwork.js", "missing"):
            request = urllib.request.Request(url + path)
            try:
                with urllib.request.urlopen(request, timeout=10) as response:
                    headers = response.headers
            except urllib.error.HTTPError as error:
                headers = error.headers
            for name, value in SECURITY_HEADERS.items():
                expect(headers.get(name) == value, f"/{path} has {name}: {headers.get(name)!r}")
        cookie = session.headers.get("Set-Cookie", "")
        attributes = set(part.strip() for part in cookie.split(";")[1:])
        expect(re.fullmatch(r"__Host-session=[0-9a-f]{64}", cookie.split(";")[0]), f"the session cookie is {cookie!r}")
        expect(attributes == {"Path=/", "Secure", "HttpOnly", "SameSite=Strict"}, f"the session cookie is {cookie!r}")
    checks.run("every response has the security headers; the session cookie is __Host-, Secure, HttpOnly and "
               "SameSite=Strict", security_headers)

    def forged_posts_refused():
        body = dict(VALID_BODY)
        for what, token, headers in (
            ("without a token", False, {}),
            ("with a wrong token", "0" * 64, {}),
            ("from another site", True, {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}),
        ):
            status, html, _ = session.fetch(body, token=token, headers=headers)
            expect(status == 403, f"a POST {what} answered {status}")
            expect("Welcome" not in html, f"a POST {what} signed up")
        status, _, _ = Session(url).fetch(body, token=session.token)
        expect(status == 403, f"a POST with another session's token answered {status}")
        status, _, _ = session.fetch(body)
        expect(status == 200, f"the same POST with its session's token answered {status}")
        session.renew()
    checks.run("a POST without its session's token, with a wrong one, or from another site is refused (403)",
               forged_posts_refused)

    def chosen_cookies_refused():
        def post(cookie, token):
            request = urllib.request.Request(
                url, data=urllib.parse.urlencode({"csrf-token": token, **VALID_BODY}).encode(),
                headers={"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
            try:
                with urllib.request.urlopen(request, timeout=10) as response:
                    return response.status
            except urllib.error.HTTPError as error:
                return error.code
        zeros = "__Host-session=" + "0" * 64
        with urllib.request.urlopen(urllib.request.Request(url, headers={"Cookie": zeros}), timeout=10) as response:
            issued = response.headers.get("Set-Cookie", "").split(";")[0]
            token = re.search(r'name="csrf-token" value="([0-9a-f]{64})"', response.read().decode()).group(1)
        expect(issued.startswith("__Host-session=") and issued != zeros, f"a made-up session id was kept: {issued!r}")
        expect(post(zeros, token) == 403, "a made-up session id and its page's token were taken")
        visitor = Session(url)
        expect(post(visitor.cookie + "; " + session.cookie, visitor.token) == 403, "two session cookies were taken")
        expect(post(visitor.cookie, visitor.token) == 200, "the visitor's own sign-up was refused")
        expect(post(visitor.cookie, visitor.token) == 403, "the same sign-up was taken twice")
    checks.run("a made-up session id, two session cookies and a sign-up sent again are refused (403)",
               chosen_cookies_refused)

    driver.get(url)

    def labels():
        audit = driver.execute_script(LABEL_AUDIT)
        expect(audit["count"] == 7, f"expected 7 visible controls on the blank form, found {audit['count']}")
        expect(not audit["problems"], "; ".join(audit["problems"]))
        expect(driver.title == "Sign Up", f"title is {driver.title!r}")
        expect(not driver.find_elements(By.ID, "fw-company"), "Company shows before Team is chosen")
    checks.run("every label names a control and every visible control has a label", labels)

    def styled_under_csp():
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        expect(background in ("rgb(242, 242, 247)", "rgb(0, 0, 0)"), f"the page is not styled: body is {background}")
        default = driver.execute_script(
            "const b = document.querySelector('.fw-default').getBoundingClientRect(); return [b.width, b.height]")
        expect(default == [1, 1], f"the default button is not out of sight: {default}")
    checks.run("the linked stylesheet applies under the Content-Security-Policy", styled_under_csp)

    reveal_checks.run(driver, url, checks)

    def enter_submits_the_form():
        for without_submit_button in (False, True):
            driver.get(url)
            set_text(driver, "fw-email", "jane@example")
            driver.execute_script(SUBMITTER_SPY, without_submit_button)
            old = driver.find_element(By.TAG_NAME, "html")
            driver.find_element(By.ID, "fw-email").send_keys(Keys.ENTER)
            WebDriverWait(driver, 15).until(lambda d: _is_stale(old))
            WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.readyState") == "complete")
            sent = driver.execute_script("return sessionStorage.getItem('submitter')")
            expect(sent == "fw-default", f"Enter pressed {sent!r}, not the form's default button")
            invalid = driver.execute_script("return document.querySelectorAll('[aria-invalid=\"true\"]').length")
            expect(invalid > 0, "Enter did not submit the form (no errors came back: Start over was pressed?)")
            value = driver.find_element(By.ID, "fw-email").get_attribute("value")
            expect(value == "jane@example", f"the typed email came back as {value!r}")
        driver.get(url)
    checks.run("Enter in a text field submits the form with its default button, not a row button", enter_submits_the_form)

    screenshot(driver, "1-form")

    # The browser refuses the click at once, moving focus to the first field it refuses: wait for
    # that, then check that the page was not replaced (its marker on `window` is still there).
    def native_validation_blocks():
        before = driver.current_url
        driver.execute_script("window.notSent = true; document.activeElement.blur()")
        driver.find_element(By.CSS_SELECTOR, "button.fw-submit").click()
        WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.activeElement.id") == "fw-email")
        expect(driver.execute_script("return window.notSent === true"), "the browser sent a form whose email is empty")
        expect(driver.current_url == before, "the browser sent a form whose email is empty")
        expect(driver.execute_script("return document.querySelector('form').checkValidity()") is False,
               "the blank form passes the browser's checks")
    checks.run("the browser's own checks hold back a blank form", native_validation_blocks)

    # The invalid submission: the browser's checks are switched off (form.noValidate) so that
    # every rule reaches the server, including those the browser also knows (minlength, min,
    # required on the terms switch).
    def invalid_submission():
        set_text(driver, "fw-email", "jane@example")
        set_text(driver, "fw-password", "short")
        set_text(driver, "fw-confirmation", "shorter")
        Select(driver.find_element(By.ID, "fw-plan")).select_by_value("team")
        # The live-reveal script brings Company in place; the form is a new element after it.
        WebDriverWait(driver, 15).until(lambda d: d.find_elements(By.ID, "fw-company"))
        set_text(driver, "fw-age", "12")
        set_switch(driver, "fw-newsletter", False)
        set_switch(driver, "fw-terms", False)
        driver.execute_script("document.querySelector('form').noValidate = true")
        submit(driver)
        expect(driver.title == "Sign Up", f"after the invalid submission the title is {driver.title!r}")
    if not checks.run("an invalid submission comes back as the form", invalid_submission):
        return

    def errors_in_place():
        invalid = driver.execute_script(
            "return [...document.querySelectorAll('[aria-invalid=\"true\"]')].map(e => e.id)")
        expect(invalid == list(EXPECTED_ERRORS), f"invalid controls are {invalid}")
        for control_id, message in EXPECTED_ERRORS.items():
            control = driver.find_element(By.ID, control_id)
            described_by = (control.get_attribute("aria-describedby") or "").split()
            error_id = control_id + "__error"
            expect(error_id in described_by, f"#{control_id} aria-describedby={described_by} lacks #{error_id}")
            error = driver.find_element(By.ID, error_id)
            expect(error.is_displayed(), f"#{error_id} is not shown")
            expect(error.text == message, f"#{error_id} says {error.text!r}, expected {message!r}")
            row = control.find_element(By.XPATH, "./ancestor::div[contains(@class, 'fw-row')][1]")
            expect(row.find_element(By.CLASS_NAME, "fw-error").get_attribute("id") == error_id,
                   f"the message for #{control_id} is not in its row")
    checks.run("each error shows at its field with aria-invalid and aria-describedby", errors_in_place)

    def focus_and_kept_text():
        active = driver.execute_script("return document.activeElement.id")
        expect(active == "fw-email", f"focus is on #{active}, expected the first invalid control #fw-email")
        kept = {
            "fw-email": "jane@example", "fw-password": "", "fw-confirmation": "", "fw-age": "12", "fw-company": "",
        }
        for control_id, value in kept.items():
            actual = driver.find_element(By.ID, control_id).get_attribute("value")
            expect(actual == value, f"#{control_id} shows {actual!r}, expected {value!r}")
        expect(Select(driver.find_element(By.ID, "fw-plan")).first_selected_option.text == "Team", "plan is not Team")
        expect(not driver.find_element(By.ID, "fw-newsletter").is_selected(), "the newsletter switch came back on")
    checks.run("focus is on the first invalid control; typed text is kept, passwords are not", focus_and_kept_text)

    def errors_page_parses():
        status, html, _ = session.fetch({
            "email": "jane@example", "password": "short", "confirmation": "shorter", "plan": "team",
            "age": "12", "newsletter": "off", "terms": "off",
        })
        expect(status == 422, f"the invalid POST answered {status}")
        parse_strict(html, "the errors page")
        audit_html = html.count('aria-invalid="true"')
        expect(audit_html == 6, f"the errors page has {audit_html} invalid controls")
    checks.run("the errors page is 422 and parses without HTML errors", errors_page_parses)

    def errors_labelled():
        audit = driver.execute_script(LABEL_AUDIT)
        expect(audit["count"] == 8, f"expected 8 visible controls with Company, found {audit['count']}")
        expect(not audit["problems"], "; ".join(audit["problems"]))
    checks.run("the errors page is labelled", errors_labelled)
    screenshot(driver, "2-errors")

    # `.length(...100)` counts characters; a maxlength would count UTF-16 units and cut the text.
    # Typed as an input method types (CDP Input.insertText), which maxlength limits.
    def long_characters_fit():
        for text in ("👨‍👩‍👧‍👦" * 100, "é" * 100):
            field = driver.find_element(By.ID, "fw-company")
            field.clear()
            field.click()
            driver.execute_cdp_cmd("Input.insertText", {"text": text})
            state = driver.execute_script(GRAPHEMES, field)
            expect(state["value"] == text, f"Company holds {state['count']} characters of the 100 typed")
            expect(state["count"] == 100 and state["valid"], f"Company is {state}")
            field.clear()
    checks.run("100 family emoji or accented letters can be typed whole into a 100-character field",
               long_characters_fit)

    # Fixing: the browser's own checks are on again (a new page), so the fixed form must pass them.
    def fix_and_submit():
        set_text(driver, "fw-email", "jane@example.com")
        set_text(driver, "fw-password", "correct horse")
        set_text(driver, "fw-confirmation", "correct horse")
        company = driver.find_element(By.ID, "fw-company")
        expect(company.is_displayed(), "the Company field is not shown on the Team plan")
        set_text(driver, "fw-company", EXPECTED_VALUES["company"])
        set_text(driver, "fw-age", "30")
        set_switch(driver, "fw-newsletter", True)
        set_switch(driver, "fw-newsletter", False)
        set_switch(driver, "fw-newsletter", True)
        set_switch(driver, "fw-terms", True)
        set_switch(driver, "fw-terms", False)
        set_switch(driver, "fw-terms", True)
        expect(driver.execute_script("return document.querySelector('form').checkValidity()") is True,
               "the fixed form fails the browser's own checks")
        before = [(c["name"], c["value"], c["secure"]) for c in driver.get_cookies()]
        expect(len(before) == 1 and before[0][0] == "__Host-session" and before[0][2],
               f"Chromium keeps the cookies {before}")
        submit(driver)
        expect(driver.title == "Welcome", f"after the fixed submission the title is {driver.title!r}")
        after = [(c["name"], c["value"]) for c in driver.get_cookies()]
        expect(len(after) == 1 and after[0][0] == "__Host-session" and after[0][1] != before[0][1],
               f"the accepted sign-up did not renew the session: {after}")
    if not checks.run("the fixed form, with Company filled, is accepted", fix_and_submit):
        return

    def success_values():
        shown = json.loads(driver.find_element(By.ID, "values").text)
        expect(shown == EXPECTED_VALUES, f"the success page shows {shown}, expected {EXPECTED_VALUES}")
        expect("correct horse" not in driver.page_source, "the success page shows the password")
    checks.run("the success page shows exactly the values entered, passwords masked", success_values)
    screenshot(driver, "3-success")

    def success_page_parses():
        status, html, _ = session.fetch({
            "email": "jane@example.com", "password": "correct horse", "confirmation": "correct horse",
            "plan": "team", "company": EXPECTED_VALUES["company"], "age": "30", "newsletter": "on", "terms": "on",
        })
        expect(status == 200, f"the valid POST answered {status}")
        session.renew()
        parse_strict(html, "the success page")
    checks.run("the success page is 200 and parses without HTML errors", success_page_parses)

    # Hostile text submitted into a text field, the email field and the stepper comes back in the
    # page escaped: a strict parser reads it without error and finds it exactly as sent (but the
    # NUL, which HTML cannot carry: U+FFFD), no script element appears but the page's own
    # (/formwork.js, by URL), and the browser runs none.
    def hostile_text_escaped():
        status, html, _ = session.fetch({
            "email": HOSTILE, "password": "", "confirmation": "", "plan": "team", "company": HOSTILE,
            "age": HOSTILE, "newsletter": "on", "terms": "off",
        })
        expect(status == 422, f"the hostile POST answered {status}")
        parse_strict(html, "the page showing hostile text")
        document = html5lib.parse(html, namespaceHTMLElements=False)
        scripts = [(script.get("src"), script.text) for script in document.findall(".//script")]
        expect(scripts == [("/formwork.js", None)], f"scripts other than the page's own: {scripts}")
        shown = HOSTILE.replace("\0", "\ufffd")
        for control_id in ("fw-email", "fw-company", "fw-age"):
            element = document.find(f".//input[@id='{control_id}']")
            value = None if element is None else element.get("value")
            expect(value == shown, f"{control_id} shows {value!r}, expected {shown!r}")
        driver.get("data:text/html;charset=utf-8," + urllib.parse.quote(html))
        expect(driver.execute_script("return window.pwned === undefined"), "the submitted script ran")
        value = driver.execute_script("return document.getElementById('fw-company').value")
        expect(value == shown, f"the browser shows Company as {value!r}")
    checks.run("hostile text comes back escaped: parsed exactly, no script runs", hostile_text_escaped)

    uploads_checks.run(driver, url, checks)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use the server already built (as CI does)")
    arguments = parser.parse_args()
    binary = build_server(arguments.no_build)

    def out_of_time(signum, frame):
        raise TimeoutError(f"the browser test took longer than {TIME_LIMIT_SECONDS} s")
    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(TIME_LIMIT_SECONDS)

    checks = Checks()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    server_log = open(SCREENSHOTS.parent / "signup-server.log", "wb")
    process, url = start_server(binary, server_log)
    print(f"server at {url}", flush=True)
    driver = None
    try:
        driver = start_browser()
        run(driver, url, checks)
        groups_checks.run(driver, url, checks)
        focus_checks.run(driver, url, checks)
        delivery_checks.run(driver, url, checks)
        lists_checks.run(driver, url, checks)
        licence_checks.run(driver, url, checks)
    except Exception as error:  # noqa: BLE001 - a crash of the run itself is one more failure
        checks.failed += 1
        print(f"FAIL the run stopped: {error!r}", flush=True)
        traceback.print_exc()
    finally:
        signal.alarm(0)
        if driver is not None:
            try:
                driver.quit()
            except Exception:  # noqa: BLE001 - the browser may already be gone
                pass
        stop_server(process)
        server_log.close()
    print(f"screenshots in {SCREENSHOTS}")
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed or checks.passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
