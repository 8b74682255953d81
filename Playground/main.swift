import Formwork

print(Form { Section("About") { Row("Credits") } }.outline)
