import Formwork
import Testing

@testable import FormworkUIKit

/// A picker or a multiple choice whose options are rows (issue 45 §2, §3): in the inline style
/// every option in the row's own cell, checked when chosen; in the navigation-link style a cell
/// that pushes a page of them, titled as the choice. What a tap writes, what the row reads and
/// what VoiceOver says are decided here; the UIKit glue only applies them.
@Suite struct ListedOptionsTests {
    enum Topping: String, CaseIterable, Sendable { case ham, olives, pineapple }
    enum Size: String, CaseIterable, Sendable { case small, medium }

    struct Order: Sendable, Equatable {
        var toppings: Set<Topping> = [.ham, .olives]
        var size = Size.medium
    }

    static func form(
        _ order: FormModel<Order>, style: MultiPickerStyle, pickerStyle: PickerStyle, isDisabled: Bool = false
    ) -> Form {
        Form {
            Section("Pizza") {
                MultiPicker("Toppings", selection: order.binding(\.toppings), options: Topping.allCases) {
                    $0.rawValue.capitalized
                }
                .pickerStyle(style).disabled(isDisabled).id("toppings")
                Picker("Size", selection: order.binding(\.size), options: Size.allCases) { $0.rawValue.capitalized }
                    .pickerStyle(pickerStyle).disabled(isDisabled).id("size")
            }
        }
    }

    func models(_ form: Form) -> String {
        CellModelTests().models(form)
    }

    func taps(_ form: Form) -> [String] {
        form.rows.map { row in
            switch RowTap(row) {
            case .showOptions?: "shows options"
            case .action?: "action"
            case .selectInput?: "selects input"
            case nil: "nothing"
            }
        }
    }

    @Test func pushedChoicesAreCellsWithTheChosenOptionsThatOpenTheirPage() {
        let form = Self.form(FormModel(Order()), style: .navigationLink, pickerStyle: .navigationLink)
        #expect(
            models(form) == """
                system | value "Toppings" secondary: "Ham, Olives" | disclosureIndicator | cell "Toppings, 2 selected, button" | selectable
                system | value "Size" secondary: "Medium" | disclosureIndicator | cell "Size, Medium, button" | selectable
                """)
        #expect(taps(form) == ["shows options", "shows options"])
    }

    @Test func inlineChoicesListEveryOptionInTheirOwnCellEachReadAsSelectedOrNot() {
        let form = Self.form(FormModel(Order()), style: .inline, pickerStyle: .inline)
        #expect(
            models(form) == """
                listedOptions | plain "Toppings" | none | elements "Toppings, 2 selected" + "Ham, selected, button" + "Olives, selected, button" + "Pineapple, button"
                listedOptions | plain "Size" | none | elements "Size, Medium" + "Small, button" + "Medium, selected, button"
                """)
        #expect(taps(form) == ["nothing", "nothing"], "the options take the taps, not the row")
    }

    @Test func aDisabledChoiceOpensNothingAndItsOptionsAreDimmedAndInert() {
        let pushed = Self.form(FormModel(Order()), style: .navigationLink, pickerStyle: .navigationLink, isDisabled: true)
        #expect(taps(pushed) == ["nothing", "nothing"])
        let inline = Self.form(FormModel(Order()), style: .inline, pickerStyle: .inline, isDisabled: true)
        #expect(
            models(inline) == """
                listedOptions | plain "Toppings" dimmed | none | elements "Toppings, 2 selected, dimmed" + "Ham, selected, dimmed, button" + "Olives, selected, dimmed, button" + "Pineapple, dimmed, button"
                listedOptions | plain "Size" dimmed | none | elements "Size, Medium, dimmed" + "Small, dimmed, button" + "Medium, selected, dimmed, button"
                """)
        #expect(inline.rows[0].presentation.accessibilityElements().allSatisfy { $0.activation == nil })
    }

    @Test @MainActor func thePushedPageOfAMultipleChoiceChecksTheChosenAndATapChoosesOrUnchoosesOne() throws {
        let order = FormModel(Order())
        let build = { Self.form(order, style: .navigationLink, pickerStyle: .navigationLink) }
        var state = FormTableState(form: build())
        var written: [ControlEdit] = []
        let presentation = build().rows[0].presentation
        let page = try #require(OptionList.form(of: presentation) { written.append($0) })
        #expect(OptionList.title(of: presentation) == "Toppings")
        #expect(
            page.outline == """
                Section "Toppings"
                  OptionRow "Ham" ✓ id: "ham"
                  OptionRow "Olives" ✓ id: "olives"
                  OptionRow "Pineapple" id: "pineapple"
                """)
        for index in [2, 0] {
            guard case .run(let tap)? = page.rows[index].action else {
                Issue.record("an option is chosen by tapping it")
                return
            }
            tap()
        }
        #expect(
            written == [.setOptionChosen(key: "pineapple", isChosen: true), .setOptionChosen(key: "ham", isChosen: false)])
        for edit in written {
            #expect(state.edit(edit, at: RowPath(section: 0, row: 0), showing: Identity("toppings")) == nil)
        }
        #expect(order.value.toppings == [.olives, .pineapple])
        _ = state.setForm(build(), animated: true, in: TableUpdatePlanner.Environment())
        #expect(
            OptionList.form(of: build().rows[0].presentation) { _ in }?.outline == """
                Section "Toppings"
                  OptionRow "Ham" id: "ham"
                  OptionRow "Olives" ✓ id: "olives"
                  OptionRow "Pineapple" ✓ id: "pineapple"
                """)
    }

    @Test @MainActor func thePushedPageOfAPickerChoosesTheTappedOption() throws {
        var written: [ControlEdit] = []
        let form = Self.form(FormModel(Order()), style: .navigationLink, pickerStyle: .navigationLink)
        let page = try #require(OptionList.form(of: form.rows[1].presentation) { written.append($0) })
        #expect(
            page.outline == """
                Section "Size"
                  OptionRow "Small" id: "small"
                  OptionRow "Medium" ✓ id: "medium"
                """)
        guard case .run(let tap)? = page.rows[0].action else {
            Issue.record("an option is chosen by tapping it")
            return
        }
        tap()
        #expect(written == [.selectOption(key: "small")])
        let inline = Self.form(FormModel(Order()), style: .inline, pickerStyle: .inline)
        #expect(OptionList.form(of: inline.rows[1].presentation) { _ in } == nil, "an inline picker pushes nothing")
    }

    @Test func aPresentedPageOfSeveralOptionsStaysOpenUntilDoneAndAPickersClosesOnAChoice() {
        let form = Self.form(FormModel(Order()), style: .navigationLink, pickerStyle: .navigationLink)
        let several = NestedPage(NestedPage.Content(optionsOf: form.rows[0].presentation.control), hasNavigationController: false)
        #expect(several.closeButton == .done && !several.closesOnChoice)
        let one = NestedPage(NestedPage.Content(optionsOf: form.rows[1].presentation.control), hasNavigationController: false)
        #expect(one.closeButton == .cancel && one.closesOnChoice)
        let pushed = NestedPage(NestedPage.Content(optionsOf: form.rows[0].presentation.control), hasNavigationController: true)
        #expect(pushed.closeButton == nil && !pushed.closesOnChoice)
    }

    @Test func tappingAnOptionInTheFormReRendersItsOneRowInPlace() throws {
        let order = FormModel(Order())
        let build = { Self.form(order, style: .inline, pickerStyle: .inline) }
        var state = FormTableState(form: build())
        var table = TableHost(state.shown)
        let shown = state.shown
        let tap = try #require(shown.rows[0].presentation.control.listedOptions.last?.tapEdit)
        #expect(state.edit(tap, at: RowPath(section: 0, row: 0), showing: Identity("toppings")) == nil)
        let planned = state.setForm(build(), animated: true, in: TableUpdatePlanner.Environment())
        let update = try #require(planned)
        try table.perform(update, to: state.shown)
        #expect(table.rowIdentities == [[Identity("toppings"), Identity("size")]])
        #expect(
            update.batch.isEmpty
                && update.reconfiguredRows == [Move(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 0))])
        #expect(table.cells == [[0, 1]])
        #expect(
            CellModelTests().summary(state.cellModel(at: RowPath(section: 0, row: 0), isCellClass: { _ in false }))
                == #"listedOptions | plain "Toppings" | none | elements "Toppings, 3 selected" + "Ham, selected, button" + "Olives, selected, button" + "Pineapple, selected, button""#
        )
    }

    /// A choice over `count` countries, the first ones named.
    static func countries(_ count: Int) -> Form {
        let named = ["Österreich", "France", "Deutschland", "Estonia"]
        let titles = named + (named.count..<max(count, named.count)).map { "Country \($0)" }
        return Form {
            Section {
                MultiPicker(
                    "Visited", selection: .constant(Set(["France"])),
                    options: titles.prefix(count).map { PickerOption($0, value: $0, key: $0) }
                ).id("visited")
            }
        }
    }

    @Test @MainActor func aLongPushedListOffersASearchThatIgnoresCaseAndAccents() throws {
        #expect(!OptionList.offersSearch(Self.countries(10).rows[0].presentation))
        let long = Self.countries(11).rows[0].presentation
        #expect(OptionList.offersSearch(long))
        #expect(
            OptionList.form(of: long, matching: "   ") { _ in }?.outline == OptionList.form(of: long) { _ in }?.outline,
            "spaces alone filter nothing")
        #expect(
            OptionList.form(of: long, matching: "OST") { _ in }?.outline == """
                Section "Visited"
                  OptionRow "Österreich" id: "Österreich"
                """)
        #expect(
            OptionList.form(of: long, matching: "fr") { _ in }?.outline == """
                Section "Visited"
                  OptionRow "France" ✓ id: "France"
                """)
        #expect(OptionList.form(of: long, matching: "zz") { _ in }?.rows.isEmpty == true)
    }
}
