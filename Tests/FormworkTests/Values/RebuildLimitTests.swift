import Formwork
import Testing

/// The rebuilding fixpoint's work is bounded, whatever the submission: at most
/// `Form.maximumRebuilds` builds, and it stops building once its builds have visited
/// `Form.maximumRebuiltRows` rows; what is left is reported, not dropped. Counted, never timed.
@Suite struct RebuildLimitTests {
    /// A list that reveals its next row once its last is filled: each round claims one value.
    final class Chain: @unchecked Sendable {
        let items = FormModel([String]())
        /// Rows above the list, so that each build visits more than the list.
        let padding: Int
        var builds = 0
        var rowsVisited = 0

        init(padding: Int = 0) { self.padding = padding }

        func form() -> Form {
            builds += 1
            let count = items.value.count
            let form = Form {
                Section {
                    for index in 0..<padding { Text("Row \(index)") }
                    for index in 0...count {
                        TextField("Item \(index)", text: item(index)).id("item\(index)")
                    }
                }
            }
            rowsVisited += form.sections[0].rows.count
            return form
        }

        /// The list's item at `index`, or an empty one just past its end, which writing appends.
        private func item(_ index: Int) -> Binding<String> {
            Binding(
                get: { [items] in index < items.value.count ? items.value[index] : "" },
                set: { [items] text in
                    items.update { list in if index < list.count { list[index] = text } else { list.append(text) } }
                })
        }
    }

    static func raw(_ count: Int) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ("item\($0)", "v\($0)") })
    }

    static func limitErrors(_ range: Range<Int>) -> [ValueConversionError] {
        range.map { "item\($0)" }.sorted().map {
            ValueConversionError(
                identity: Identity($0), reason: .rebuildLimit, message: "The form changed too often to take this value")
        }
    }

    @Test func theLimitsAreDocumentedNumbers() {
        #expect(Form.maximumRebuilds == 32)
        #expect(Form.maximumRebuiltRows == 50_000)
    }

    /// 200 values that each reveal the next row would take 201 builds: it stops at 32 and
    /// reports the 168 values no build reached.
    @Test func aLongChainStopsAtTheBuildLimit() {
        let chain = Chain()
        let errors = Form.apply(.raw(Self.raw(200))) { chain.form() }
        #expect(chain.builds == 32)
        #expect(chain.items.value == (0..<32).map { "v\($0)" })
        #expect(errors == Self.limitErrors(32..<200))
    }

    /// 3,000 rows a build: the 17th build takes the rows visited past 50,000, so there is no 18th.
    @Test func largeBuildsStopAtTheRowLimit() {
        let chain = Chain(padding: 2_990)
        let errors = Form.apply(.raw(Self.raw(40))) { chain.form() }
        #expect(chain.builds == 17)
        #expect(chain.rowsVisited == (1...17).reduce(0) { $0 + 2_990 + $1 })
        #expect(chain.items.value.count == 17)
        #expect(errors == Self.limitErrors(17..<40))
    }

    /// The same bound holds for snapshots and submissions, which share the fixpoint.
    @Test func snapshotsStopAtTheBuildLimitToo() {
        let chain = Chain()
        let values = FormValues(Self.raw(100).map { (key: $0.key, value: FormValue.string($0.value)) })
        let errors = Form.apply(values) { chain.form() }
        #expect(chain.builds == 32)
        #expect(errors == Self.limitErrors(32..<100))
    }

    /// A chain that ends within the limit is applied whole, as before.
    @Test func aChainWithinTheLimitIsAppliedWhole() {
        let chain = Chain()
        #expect(Form.apply(.raw(Self.raw(32))) { chain.form() }.isEmpty)
        #expect(chain.builds == 32)
        #expect(chain.items.value.count == 32)
    }

    struct Survey: Sendable {
        var revealsTop = false
        var top = 0
        var bottom = 0
    }

    /// Round one claims the toggle and the bottom stepper; round two the stepper the toggle
    /// revealed above them. The errors come back in form order, not in the order of the rounds.
    @Test func conversionErrorsComeBackInFormOrder() {
        let model = FormModel(Survey())
        func form() -> Form {
            Form {
                Section {
                    if model.value.revealsTop { Stepper("Top", value: model.binding(\.top)).id("top") }
                    Toggle("Show top", isOn: model.binding(\.revealsTop)).id("reveal")
                }
                Section { Stepper("Bottom", value: model.binding(\.bottom)).id("bottom") }
            }
        }
        let errors = Form.apply(.raw(["reveal": "on", "top": "high", "bottom": "low", "gone": "x"])) { form() }
        #expect(
            errors == [
                ValueConversionError(identity: Identity("top"), reason: .malformed, message: "Enter a whole number"),
                ValueConversionError(identity: Identity("bottom"), reason: .malformed, message: "Enter a whole number"),
                ValueConversionError(identity: Identity("gone"), reason: .unknownRow, message: "No such row in the form"),
            ])
    }
}
