"""File upload checks of the example server's CV page (`/cv`), run by signup_e2e.py in its
headless Chromium:
  - the page parses with no HTML errors; its form is sent as multipart/form-data and its file
    input takes PDFs and text files;
  - a real file chosen in the browser, with a blank name, comes back as the form with the error
    at the name and the file input empty (browsers never refill one);
  - the file chosen again, with the name, reaches the server whole: its name (quotes, spaces and
    letters beyond ASCII), media type, size and first bytes are what the test wrote;
  - a body past the server's limit is refused with 413.
Screenshots of the errors and of what the server received go with signup_e2e.py's.
"""

import urllib.error
import urllib.request

from selenium.webdriver.common.by import By

import signup_e2e as e2e

# The file the person chooses: its name and bytes are the test's own, checked on the server's page.
CV_NAME = 'cv "Jané" 2026.txt'
CV_BYTES = "Jane Doe\r\nCurriculum vitae \u2014 caf\u00e9\n".encode("utf-8") + bytes(range(0, 16))


def run(driver, url, checks):
    cv_path = e2e.SCREENSHOTS.parent / "upload" / CV_NAME
    cv_path.parent.mkdir(parents=True, exist_ok=True)
    cv_path.write_bytes(CV_BYTES)
    page = url + "cv"

    def form_is_multipart():
        with urllib.request.urlopen(page, timeout=10) as response:
            expect_status(response.status, 200)
            html = response.read().decode("utf-8")
        e2e.parse_strict(html, "the CV page")
        driver.get(page)
        form = driver.find_element(By.CSS_SELECTOR, "form.fw-form")
        e2e.expect(form.get_attribute("enctype") == "multipart/form-data", f"the form's enctype is {form.get_attribute('enctype')}")
        accept = driver.find_element(By.ID, "fw-cv").get_attribute("accept")
        e2e.expect(accept == ".pdf,.txt,application/pdf,text/plain", f"the file input accepts {accept!r}")
    checks.run("GET /cv parses; its form is multipart/form-data with a file input", form_is_multipart)

    def error_empties_the_file_input():
        driver.find_element(By.ID, "fw-cv").send_keys(str(cv_path))
        # A blank name: the browser's own check would hold the form back, so skip it as a person
        # whose browser does not check would.
        driver.execute_script("document.querySelector('form.fw-form').noValidate = true")
        e2e.submit(driver)
        name = driver.find_element(By.ID, "fw-name")
        e2e.expect(name.get_attribute("aria-invalid") == "true", "the blank name is not marked invalid")
        error = driver.find_element(By.ID, "fw-name__error").text
        e2e.expect(error == "Required", f"the name's error reads {error!r}")
        files = driver.execute_script("return document.getElementById('fw-cv').files.length")
        e2e.expect(files == 0, f"the file input holds {files} files after the error")
        e2e.screenshot(driver, "4-upload-errors")
    checks.run("a failed upload comes back with the error at the name and the file input empty", error_empties_the_file_input)

    def server_receives_the_file():
        e2e.set_text(driver, "fw-name", "Jane")
        driver.find_element(By.ID, "fw-cv").send_keys(str(cv_path))
        e2e.submit(driver)
        shown = {key: driver.find_element(By.ID, key).text for key in ("name", "filename", "media-type", "size", "first-bytes")}
        expected = {
            "name": "Jane", "filename": CV_NAME, "media-type": "text/plain", "size": f"{len(CV_BYTES)} bytes",
            "first-bytes": " ".join(f"{byte:02x}" for byte in CV_BYTES[:32]),
        }
        e2e.expect(shown == expected, f"the server received {shown}, expected {expected}")
        e2e.screenshot(driver, "5-upload-received")
    checks.run("the chosen file reaches the server whole: name, type, size and bytes", server_receives_the_file)

    def too_large_is_413():
        request = urllib.request.Request(
            page, data=b"x" * (256 * 1024 + 1), headers={"Content-Type": "multipart/form-data; boundary=b"})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                status = response.status
        except urllib.error.HTTPError as error:
            status = error.code
        expect_status(status, 413)
    checks.run("a body past the server's limit is refused with 413", too_large_is_413)


def expect_status(status, expected):
    e2e.expect(status == expected, f"answered {status}, expected {expected}")
