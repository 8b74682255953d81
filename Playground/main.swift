import Formwork

// `swift run Playground`: one settings screen in two states, as outlines you could assert in a test.

let before = SettingsState(
    devices: [Device(id: "watch", name: "Jane's Watch", battery: 80)]
)
var after = before
after.updateAvailable = "26.2"
after.hasBackgroundRefresh = true
after.refreshOnCellular = true
after.devices = [
    Device(id: "pods", name: "Jane's Earbuds", battery: 35),
    Device(id: "watch", name: "Jane's Watch", battery: 78),
]

let oldForm = settingsForm(before)
let newForm = settingsForm(after)

print(
    """
    ── Settings, before ─────────────────────────────────
    \(oldForm.outline)

    ── Settings, after (update found, refresh on, earbuds paired) ──
    \(newForm.outline)
    """)

print()
printChangeset(from: oldForm, to: newForm)

print()
signUpDemo()

print()
deliveryDemo()
