import Formwork
import FormworkHTML
import Testing

/// The icon slot: `.formwork` writes a row's image first in its row, decorative unless
/// labelled; `.govUK` leaves images out.
@Suite struct RowImageMarkupTests {
    static let form = Form {
        Section {
            Row("Wi-Fi", detail: "Home").image(.systemName("wifi", background: .blue))
            Toggle("Airplane Mode", isOn: .constant(false)).id("airplane")
                .image(.asset("Plane\"><script>").accessibilityLabel("Plane & sky"))
        }
    }

    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    @Test func formworkWritesAnIconSpanNamingTheImage() {
        expectMarkup(
            Self.form.html(action: "/s", options: Self.options),
            """
            <form method="post" action="/s" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=Section%40_%2FRow%400&amp;n=airplane">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <span class="fw-icon" data-fw-symbol="wifi" style="background-color: #007aff" aria-hidden="true">
            </span>
            <span class="fw-text">
            <span class="fw-title">Wi-Fi</span>
            </span>
            <span class="fw-detail">Home</span>
            </div>
            <div class="fw-row">
            <span class="fw-icon" data-fw-asset="Plane&quot;&gt;&lt;script&gt;" role="img" aria-label="Plane &amp; sky">
            </span>
            <label for="fw-airplane" class="fw-label">Airplane Mode</label>
            <input type="hidden" name="airplane" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-airplane" name="airplane" value="on">
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func formworkWritesAnImgWhereTheOptionsGiveAURL() {
        var options = Self.options
        options.imageURL = { image in image.name == "wifi" ? "/icons/wifi.svg" : "javascript:alert(1)" }
        expectMarkup(
            Self.form.html(action: "/s", options: options),
            """
            <form method="post" action="/s" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=Section%40_%2FRow%400&amp;n=airplane">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <img class="fw-icon" src="/icons/wifi.svg" alt="" style="background-color: #007aff">
            <span class="fw-text">
            <span class="fw-title">Wi-Fi</span>
            </span>
            <span class="fw-detail">Home</span>
            </div>
            <div class="fw-row">
            <span class="fw-icon" data-fw-asset="Plane&quot;&gt;&lt;script&gt;" role="img" aria-label="Plane &amp; sky">
            </span>
            <label for="fw-airplane" class="fw-label">Airplane Mode</label>
            <input type="hidden" name="airplane" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-airplane" name="airplane" value="on">
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func govUKLeavesImagesOut() {
        let plain = Form {
            Section {
                Row("Wi-Fi", detail: "Home")
                Toggle("Airplane Mode", isOn: .constant(false)).id("airplane")
            }
        }
        #expect(
            Self.form.html(action: "/s", options: Self.options, theme: .govUK)
                == plain.html(action: "/s", options: Self.options, theme: .govUK))
    }
}
