import Formwork
struct Dev { let id: Int; let name: String }
let devs = [Dev(id: 1, name: "iPhone"), Dev(id: 2, name: "iPad")]
for flag in [true, false] {
let form = Form {
    Section("About", footer: "v1") { Row("Credits"); Row("Licenses").id("licenses"); if flag { Row("B") }; Row("C") }
    if flag { Section("Feature") { Row("x", subtitle: "s", detail: "d").onSelect {} } } else { Section { } }
    Section("Devices") { for d in devs { Row(d.name) }; ForEach(devs, id: \.id) { d in Row(d.name); Row("more") } }
    Section { Row("dup").id("licenses") }.id("licenses")
}
print(form.outline)
for s in form.sections { print(s.id, s.rows.map { $0.id.description }) }
print(form.duplicateIdentities)
}
