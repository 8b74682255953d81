import Formwork
import Foundation
import Observation
import Testing

/// `FormModel` is `Observable`, and `FormBindable` binds the properties of a main-actor
/// `@Observable` model: what a build reads is tracked, every write notifies, and reading or
/// validating off the main actor works.
@Suite struct ObservableModelTests {
    struct Account: Sendable, Equatable {
        var email = ""
        var password = ""
        var confirmation = ""
        var tags: [Tag] = [Tag(id: 1, name: "work")]
    }

    struct Tag: Identifiable, Sendable, Equatable {
        var id: Int
        var name: String
    }

    static func form(_ model: FormModel<Account>) -> Form {
        Form {
            Section {
                TextField("Email", text: model.binding(\.email)).validate(.required, .email).id("email")
                TextField("Password", text: model.binding(\.password)).secure().validate(.required).id("password")
                TextField("Confirm", text: model.binding(\.confirmation)).secure().validate(.equals("password")).id("confirm")
            }
            Section {
                ForEach(model.binding(\.tags)) { $tag in TextField("Tag", text: $tag.name) }
            }.id("tags")
        }
    }

    /// Whether `change` notifies an observer of what `read` reads, and what `read` gives before.
    static func notifies<Value>(
        reading read: () -> Value, after change: () -> Void
    ) -> (before: Value, notified: Bool) {
        let notified = Flag()
        let before = withObservationTracking(read) { notified.raise() }
        change()
        return (before, notified.isRaised)
    }

    @Test func isValidBesideTheFormUpdatesAsThePersonTypes() {
        let model = FormModel(Account(email: "jane@example.com"))
        let form = Self.form(model)
        let typed = Self.notifies(reading: { Self.form(model).isValid }) {
            _ = form.apply(.raw(["password": "s3cret", "confirm": "s3cret"]))
        }
        #expect(typed.before == false)
        #expect(typed.notified)
        #expect(Self.form(model).isValid)
    }

    @Test func everyKindOfWriteNotifies() throws {
        let model = FormModel(Account())
        let writes: [(String, () -> Void)] = [
            ("value", { model.value.email = "a@example.com" }),
            ("update", { model.update { $0.password = "x" } }),
            ("binding", { model.binding(\.confirmation).wrappedValue = "x" }),
            ("element", { _ = Self.form(model).apply(.raw(["1": "home"])) }),
            (
                "edit",
                {
                    _ = Self.form(model).apply(
                        .setText("b@example.com"), at: RowPath(section: 0, row: 0), showing: Identity("email"))
                }
            ),
        ]
        for (name, write) in writes {
            #expect(Self.notifies(reading: { Self.form(model).values }, after: write).notified, "\(name)")
        }
        #expect(
            model.value == Account(email: "b@example.com", password: "x", confirmation: "x", tags: [Tag(id: 1, name: "home")]))
    }

    @Test func readingDoesNotNotify() {
        let model = FormModel(Account())
        let read = Self.notifies(reading: { model.value }) {
            _ = Self.form(model).values
            _ = Self.form(model).validate()
        }
        #expect(!read.notified)
    }

    @Test func anObserverMayReadTheModelWhenItIsTold() {
        let model = FormModel(Account())
        let seen = Flag()
        withObservationTracking {
            _ = model.value
        } onChange: {
            // Told before the write, outside the model's lock: reading here must not deadlock.
            if model.value.email.isEmpty { seen.raise() }
        }
        model.value.email = "jane@example.com"
        #expect(seen.isRaised)
    }
}

/// A flag an observer raises from any thread.
final class Flag: @unchecked Sendable {
    // Unchecked: `raised` is only touched while holding `lock`.
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}

/// A meal claim as a SwiftUI app writes it today: a main-actor `@Observable` class.
@MainActor @Observable final class MealClaim {
    var merchant = ""
    var amount = 0
    var splits = false
    var colleagues: [String] = []
}

@MainActor func mealClaimForm(_ report: MealClaim) -> Form {
    @FormBindable var report = report
    return Form {
        Section {
            TextField("Merchant", text: $report.merchant).validate(.required).id("merchant")
            Stepper("Amount", value: $report.amount, in: 0...1_000).validate(.range(1...)).id("amount")
            Toggle("Split with colleagues", isOn: $report.splits).id("splits")
        }
    }
}

/// A travel claim whose trip's city and country are written through one binding's members.
@MainActor @Observable final class TravelClaim {
    var trip = Trip()
}

struct Trip: Sendable, Equatable {
    var city = ""
    var country = ""
}

@Suite @MainActor struct FormBindableTests {
    @Test func bindingsReadAndWriteTheModelOnTheMainActor() {
        let report = MealClaim()
        let form = mealClaimForm(report)
        #expect(form.apply(.raw(["merchant": "Café", "amount": "12", "splits": "on"])).isEmpty)
        #expect(report.merchant == "Café" && report.amount == 12 && report.splits)
        report.merchant = "Bistro"
        #expect(form.values["merchant"] == "Bistro", "read from the model itself on the main actor")
    }

    @Test func aBuildIsTrackedAndAWriteThroughABindingNotifies() {
        let report = MealClaim()
        let notified = Flag()
        let valid = withObservationTracking {
            mealClaimForm(report).isValid
        } onChange: {
            notified.raise()
        }
        #expect(!valid)
        _ = mealClaimForm(report).apply(.raw(["merchant": "Café"]))
        #expect(notified.isRaised)
    }

    @Test func readingAndValidatingOffTheMainActorWorks() async {
        let report = MealClaim()
        report.merchant = "Café"
        let form = mealClaimForm(report)
        let (values, errors) = await Task.detached { (form.values, form.validate()) }.value
        #expect(values == ["merchant": "Café", "amount": 0, "splits": false])
        #expect(errors.map(\.key) == ["amount"])
    }

    @Test func offTheMainActorAReadGivesTheLastValueSeenOnIt() async {
        let report = MealClaim()
        let form = mealClaimForm(report)   // builds, reading "" on the main actor
        report.merchant = "Café"   // not through the binding: the copy still says ""
        #expect(await Task.detached { form.values["merchant"] }.value == "")
        #expect(form.values["merchant"] == "Café")   // read on the main actor, which updates it
        #expect(await Task.detached { form.values["merchant"] }.value == "Café")
    }

    @Test func aWriteOffTheMainActorIsSeenAtOnceAndReachesTheModelInOrder() async {
        let report = MealClaim()
        let form = mealClaimForm(report)
        let (errors, readBack) = await Task.detached {
            let errors = form.apply(.raw(["merchant": "Café", "amount": "12"])) + form.apply(.raw(["merchant": "Bistro"]))
            return (errors, form.values)
        }.value
        #expect(errors.isEmpty)
        #expect(readBack == ["merchant": "Bistro", "amount": 12, "splits": false])
        // The first access on the main actor takes the pending writes in.
        #expect(form.values == ["merchant": "Bistro", "amount": 12, "splits": false])
        #expect(report.merchant == "Bistro" && report.amount == 12)
    }

    @Test func aWriteOffTheMainActorReachesTheModelWithoutAnotherRead() async {
        let report = MealClaim()
        let form = mealClaimForm(report)
        _ = await Task.detached { form.apply(.raw(["amount": "7"])) }.value
        await Task.yield()
        #expect(report.amount == 7)
    }

    /// A write made on another thread while the main actor is busy, read on the main actor
    /// before the flush the write queued there has run: the read gives the new value and puts it
    /// in the model, and the flush, when it runs, writes nothing older over it.
    @Test func aReadOnTheMainActorBeforeTheQueuedFlushGivesTheWriteMadeOffIt() async {
        let report = MealClaim()
        let form = mealClaimForm(report)
        Self.onAnotherThreadHoldingTheMainActor { _ = form.apply(.raw(["merchant": "Café"])) }
        #expect(report.merchant == "", "the model has not had the write yet")
        #expect(form.values["merchant"] == "Café")
        #expect(report.merchant == "Café")
        await Self.runTheMainQueuesBlocks()
        #expect(report.merchant == "Café")
    }

    /// A write made on another thread, then one on the main actor to another member of the same
    /// value before the queued flush has run: the model gets both, the second not over a copy
    /// from before the first.
    @Test func aWriteOnTheMainActorBeforeTheQueuedFlushKeepsTheWriteMadeOffIt() async {
        let claim = TravelClaim()
        @FormBindable var bound = claim
        let trip = $bound.trip
        Self.onAnotherThreadHoldingTheMainActor { trip.city.wrappedValue = "Lisbon" }
        trip.country.wrappedValue = "Portugal"
        #expect(claim.trip == Trip(city: "Lisbon", country: "Portugal"))
        await Self.runTheMainQueuesBlocks()
        #expect(claim.trip == Trip(city: "Lisbon", country: "Portugal"))
    }

    /// Two bindings to one property made apart (`$claim.trip` in two builds): a write off the
    /// main actor through one, then a later write on the main actor through the other, before
    /// the first reaches the model. The later write wins, whichever access comes next.
    @Test func aLaterWriteOnTheMainActorWinsOverAnEarlierOneMadeOffIt() async {
        let claim = TravelClaim()
        let madeOffMain = FormBindable(claim).trip
        let madeOnMain = FormBindable(claim).trip
        Self.onAnotherThreadHoldingTheMainActor { madeOffMain.wrappedValue = Trip(city: "Lisbon", country: "Portugal") }
        madeOnMain.wrappedValue = Trip(city: "Oslo", country: "Norway")
        #expect(claim.trip == Trip(city: "Oslo", country: "Norway"))
        #expect(madeOffMain.wrappedValue == Trip(city: "Oslo", country: "Norway"), "a read on the main actor")
        await Self.runTheMainQueuesBlocks()
        #expect(claim.trip == Trip(city: "Oslo", country: "Norway"))
        // An off-main write made after the last main-actor write still reaches the model.
        Self.onAnotherThreadHoldingTheMainActor { madeOffMain.wrappedValue.city = "Bergen" }
        await Self.runTheMainQueuesBlocks()
        #expect(claim.trip == Trip(city: "Bergen", country: "Norway"))
    }

    /// Runs `body` on another thread and waits for it without letting go of the main actor, so
    /// that nothing `body` queues on the main queue has run when this returns. `body` must not
    /// wait for the main actor.
    static func onAnotherThreadHoldingTheMainActor(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            body()
            done.signal()
        }
        done.wait()
    }

    /// Returns once the main queue has run every block queued on it before this call: it runs
    /// them in order.
    static func runTheMainQueuesBlocks() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}
