import FormworkFixtures
import Testing

@testable import Formwork

/// ``Identity`` is one reference to an immutable object (issue 36). Its equality, hash (but for
/// strings, see StringHashTests), description, values key and parts must be exactly those of
/// the value it was before: a kind
/// (an integer, an explicit value or a builder path), a boxed scope, a repeat number and a hash
/// computed once. `LegacyIdentity` below is that value, kept as the oracle; random identities
/// are made both ways from one recipe and compared.
@Suite struct IdentityRepresentationTests {
    /// How to make one identity, both ways.
    indirect enum Recipe: CustomStringConvertible {
        case integer(Int)
        case narrowInteger(UInt8)
        case hugeInteger(UInt64)
        case string(String)
        case value(Point)
        case structural([StructuralPathTests.Step], typeIndex: Int)
        case scoped(Recipe, in: Recipe)
        case repeated(Recipe, Int)

        /// Whether the identity or a scope it is named in is a string id.
        var holdsString: Bool {
            switch self {
            case .string: true
            case .scoped(let inner, let scope): inner.holdsString || scope.holdsString
            case .repeated(let inner, _): inner.holdsString
            default: false
            }
        }

        var description: String {
            switch self {
            case .integer(let value): "integer(\(value))"
            case .narrowInteger(let value): "UInt8(\(value))"
            case .hugeInteger(let value): "UInt64(\(value))"
            case .string(let value): "string(\(value.unicodeScalars.map { String($0.value, radix: 16) }))"
            case .value(let point): "value(\(point))"
            case .structural(let steps, let type): "structural(\(steps.count) steps, type \(type))"
            case .scoped(let inner, let scope): "\(inner) in \(scope)"
            case .repeated(let inner, let occurrence): "\(inner)#\(occurrence)"
            }
        }
    }

    /// A non-integer, non-string explicit value.
    struct Point: Hashable, Sendable, CustomStringConvertible {
        var x: Int, y: Int
        var description: String { "(\(x), \(y))" }
    }

    static let types: [any Any.Type] = [Row.self, Text.self, Toggle.self]
    /// Strings that are equal without being the same scalars, and near misses.
    static let strings = [
        "K", "\u{212A}", "é", "e\u{301}", "name", "Name", "", "a/b", "\"q\"", "a very long string id past fifteen bytes",
    ]

    static func randomRecipe(_ random: inout SeededGenerator, depth: Int = 0) -> Recipe {
        let choice = Int.random(in: 0..<(depth < 2 ? 9 : 6), using: &random)
        switch choice {
        case 0: return .integer(Int.random(in: -2...3, using: &random))
        case 1: return .narrowInteger(UInt8.random(in: 0...3, using: &random))
        case 2: return .hugeInteger(Bool.random(using: &random) ? UInt64.max : UInt64(Int.random(in: 0...3, using: &random)))
        case 3: return .string(strings.randomElement(using: &random)!)
        case 4: return .value(Point(x: Int.random(in: 0...1, using: &random), y: Int.random(in: 0...1, using: &random)))
        case 5:
            let length =
                Bool.random(using: &random) ? Int.random(in: 0...3, using: &random) : Int.random(in: 30...45, using: &random)
            let steps = (0..<length).map { _ in StructuralPathTests.Step.random(&random) }
            return .structural(steps, typeIndex: Int.random(in: 0..<types.count, using: &random))
        case 6, 7: return .scoped(randomRecipe(&random, depth: depth + 1), in: randomRecipe(&random, depth: depth + 1))
        default: return .repeated(randomRecipe(&random, depth: depth + 1), Int.random(in: 1...2, using: &random))
        }
    }

    /// The identity `recipe` makes, through the initializers lowering and users call.
    static func identity(_ recipe: Recipe) -> Identity {
        switch recipe {
        case .integer(let value): Identity(value)
        case .narrowInteger(let value): Identity(value)
        case .hugeInteger(let value): Identity(value)
        case .string(let value): Identity(value)
        case .value(let value): Identity(value)
        case .structural(let steps, let type):
            Identity(path: StructuralPathTests.path(steps), type: ComponentType(types[type]), scope: nil)
        case .scoped(let inner, let scope):
            scoped(inner, in: identity(scope))
        case .repeated(let inner, let occurrence): identity(inner).repeated(occurrence)
        }
    }

    /// `recipe`'s identity named in `scope`, as lowering names identities below an anchor.
    static func scoped(_ recipe: Recipe, in scope: Identity) -> Identity {
        switch recipe {
        case .structural(let steps, let type):
            Identity(path: StructuralPathTests.path(steps), type: ComponentType(types[type]), scope: scope)
        case .scoped, .repeated:
            Identity(kind: identity(recipe).kind, scope: scope, occurrence: identity(recipe).occurrence)
        case .string(let value):
            // Naming an unscoped explicit identity reuses its hash, as `.id(_:)` below an anchor does.
            Identity(naming: Identity(value), in: scope, isOpen: false)
        default:
            Identity(kind: identity(recipe).kind, scope: scope)
        }
    }

    /// The same identity, the way it was made before.
    static func legacy(_ recipe: Recipe) -> LegacyIdentity {
        switch recipe {
        case .integer(let value): LegacyIdentity(value)
        case .narrowInteger(let value): LegacyIdentity(value)
        case .hugeInteger(let value): LegacyIdentity(value)
        case .string(let value): LegacyIdentity(value)
        case .value(let value): LegacyIdentity(value)
        case .structural(let steps, let type):
            LegacyIdentity(kind: .structural(path: StructuralPathTests.path(steps), type: ComponentType(types[type])))
        case .scoped(let inner, let scope):
            legacyScoped(inner, in: legacy(scope))
        case .repeated(let inner, let occurrence): legacy(inner).repeated(occurrence)
        }
    }

    static func legacyScoped(_ recipe: Recipe, in scope: LegacyIdentity) -> LegacyIdentity {
        switch recipe {
        case .scoped, .repeated:
            let inner = legacy(recipe)
            return LegacyIdentity(kind: inner.kind, scope: LegacyScope(scope), occurrence: inner.occurrence)
        default:
            return LegacyIdentity(kind: legacy(recipe).kind, scope: LegacyScope(scope))
        }
    }

    @Test func randomIdentitiesCompareHashAndPrintAsTheValueDid() {
        var random = SeededGenerator(seed: 36)
        let recipes = (0..<400).map { _ in Self.randomRecipe(&random) }
        let identities = recipes.map(Self.identity), legacies = recipes.map(Self.legacy)
        var equalPairs = 0
        for (index, recipe) in recipes.enumerated() {
            let identity = identities[index], legacy = legacies[index]
            // The same hash, but for strings, which StringHash hashes (StringHashTests).
            if !recipe.holdsString { #expect(identity.hash == legacy.hash, "\(recipe)") }
            #expect(identity.description == legacy.description, "\(recipe)")
            #expect(identity.valueKey == legacy.valueKey, "\(recipe)")
            #expect(identity.isExplicit == legacy.isExplicit, "\(recipe)")
            #expect(identity.explicitValue == legacy.explicitValue, "\(recipe)")
            #expect(identity.isRepeat == legacy.isRepeat, "\(recipe)")
            #expect(identity.occurrence == legacy.occurrence, "\(recipe)")
            #expect(identity.scope?.description == legacy.scope?.description, "\(recipe)")
            #expect(identity.isPlainInteger == legacy.isPlainInteger, "\(recipe)")
            #expect(identity.isSectionRelative == legacy.isSectionRelative, "\(recipe)")
            #expect(identity.unrepeated.description == legacy.unrepeated.description, "\(recipe)")
            #expect(identity == Self.identity(recipe), "\(recipe) differs from itself made again")
            for other in index..<recipes.count {
                let same = identities[index] == identities[other]
                #expect(same == (legacy == legacies[other]), "\(recipe) and \(recipes[other])")
                #expect(same == (identities[other] == identity), "\(recipe) and \(recipes[other]) compare one way only")
                if same {
                    equalPairs += 1
                    #expect(identity.hashValue == identities[other].hashValue, "\(recipe) and \(recipes[other])")
                }
            }
        }
        // The recipes repeat values often enough that equality is tested both ways.
        #expect(equalPairs > 2 * recipes.count)
        #expect(Set(identities).count == Set(legacies).count)
    }

    /// Identities whose hashes collide are told apart by their parts alone: every pair of random
    /// identities, made again with one hash (and not marked plain integers, which compare by hash),
    /// is equal exactly when the old values were.
    @Test func collidingHashesCompareByParts() {
        var random = SeededGenerator(seed: 3_600)
        let recipes = (0..<150).map { _ in Self.randomRecipe(&random) }
        let colliding = recipes.map { recipe in
            let storage = Self.identity(recipe).storage
            return Identity(
                storage: storage.renamed(
                    hash: 0, scope: storage.scope, occurrence: Int(storage.occurrence),
                    flags: storage.flags & ~IdentityStorage.plainInteger))
        }
        let legacies = recipes.map(Self.legacy)
        var equalPairs = 0, scopedAgainstUnscoped = 0
        for index in recipes.indices {
            for other in index..<recipes.count {
                let same = colliding[index] == colliding[other]
                #expect(same == (legacies[index] == legacies[other]), "\(recipes[index]) and \(recipes[other])")
                if same { equalPairs += 1 }
                if colliding[index].hasScope != colliding[other].hasScope { scopedAgainstUnscoped += 1 }
            }
        }
        #expect(equalPairs > recipes.count)
        #expect(scopedAgainstUnscoped > recipes.count)
    }

    /// Identities whose kinds differ never compare equal, even when their texts are the same.
    @Test func kindsThatPrintAlikeStayApart() {
        #expect(Identity(1) != Identity("1"))
        #expect(Identity(UInt64.max) != Identity(String(UInt64.max)))
        #expect(Identity(UInt8(7)) == Identity(7))
        #expect(Identity("K") == Identity("\u{212A}"))
        #expect(Identity("K").hashValue == Identity("\u{212A}").hashValue)
        #expect(Identity(1, in: Identity("a")) != Identity(1))
        #expect(Identity(1).repeated(1) != Identity(1))
        #expect(Identity(1).repeated(1).unrepeated == Identity(1))
    }

    /// An identity is one reference, and a node two words: its identity, with the disabled flag in
    /// the reference's spare bits, and its component.
    @Test func anIdentityIsOneReference() {
        #expect(MemoryLayout<Identity>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<Node>.size == 2 * MemoryLayout<AnyObject>.size)
    }
}

extension StructuralPathTests.Step {
    static func random(_ random: inout SeededGenerator) -> Self {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .child(Int.random(in: 0...12, using: &random))
        case 1: .branch(Bool.random(using: &random))
        default: .element(Int.random(in: 0...40, using: &random))
        }
    }
}

// MARK: - The value Identity was before issue 36, kept as the oracle.

/// ``Identity`` as it was: a kind, a boxed scope, a repeat number and a hash, compared part by
/// part. Only what the tests above read.
struct LegacyIdentity: Hashable {
    let kind: Identity.Kind
    var scopeBox: LegacyScope?
    let occurrence: Int
    let hash: Int
    let isPlainInteger: Bool
    let isSectionRelative: Bool

    init(kind: Identity.Kind, scope: LegacyScope? = nil, occurrence: Int = 0) {
        self.kind = kind
        scopeBox = scope
        self.occurrence = occurrence
        hash = Self.hash(kind, scope, occurrence)
        switch kind {
        case .integer: (isPlainInteger, isSectionRelative) = (scope == nil && occurrence == 0, false)
        case .explicit: (isPlainInteger, isSectionRelative) = (false, false)
        case .structural: (isPlainInteger, isSectionRelative) = (false, scope == nil)
        }
    }

    init(_ value: some Hashable & Sendable) {
        self.init(kind: .explicit(of: value))
    }

    static func hash(_ kind: Identity.Kind, _ scope: LegacyScope?, _ occurrence: Int) -> Int {
        var hash: Int
        switch kind {
        case .integer(let value):
            hash = IntegerHash.hash(value)
            if scope == nil, occurrence == 0 { return hash }
        case .structural(let path, let type):
            if path.spill.isEmpty {
                hash = IntegerHash.hash(Int(truncatingIfNeeded: path.word0))
                hash = IntegerHash.hash(hash ^ Int(truncatingIfNeeded: path.word1) &+ path.count)
                hash = IntegerHash.hash(hash ^ Int(bitPattern: UInt(bitPattern: ObjectIdentifier(type.type))))
            } else {
                var hasher = Hasher()
                hasher.combine(kind)
                hash = hasher.finalize()
            }
        case .explicit(let value):
            var hasher = Hasher()
            switch value.storage {
            case .string(let string): hasher.combine(string)
            case .other(let other): hasher.combine(other)
            }
            hash = hasher.finalize()
        }
        if occurrence != 0 { hash = IntegerHash.hash(hash ^ occurrence) }
        guard let scope else { return hash }
        return IntegerHash.hash(hash ^ scope.identity.hash)
    }

    var isExplicit: Bool {
        if case .structural = kind { return false }
        return true
    }

    var explicitValue: AnyHashable? {
        switch kind {
        case .integer(let value): AnyHashable(value)
        case .explicit(let value): value.base
        case .structural: nil
        }
    }

    var scope: LegacyIdentity? { scopeBox?.identity }
    var isRepeat: Bool { occurrence > 0 }

    func repeated(_ occurrence: Int) -> LegacyIdentity {
        LegacyIdentity(kind: kind, scope: scopeBox, occurrence: occurrence)
    }

    var unrepeated: LegacyIdentity {
        LegacyIdentity(kind: kind, scope: scopeBox, occurrence: 0)
    }

    static func == (lhs: LegacyIdentity, rhs: LegacyIdentity) -> Bool {
        guard lhs.hash == rhs.hash else { return false }
        if lhs.isPlainInteger && rhs.isPlainInteger { return true }
        guard lhs.occurrence == rhs.occurrence else { return false }
        if lhs.scopeBox != nil || rhs.scopeBox != nil, !LegacyScope.same(lhs.scopeBox, rhs.scopeBox) { return false }
        return lhs.kind == rhs.kind
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    var description: String { text { $0.description } }
    var valueKey: String { text(\.plainText) }

    func text(_ value: (ExplicitValue) -> String) -> String {
        guard var scope = scopeBox else { return ownText(value) }
        var parts = [ownText(value)]
        while true {
            parts.append(scope.identity.ownText(value))
            guard let outer = scope.identity.scopeBox else { break }
            scope = outer
        }
        return parts.reversed().joined(separator: "/")
    }

    private func ownText(_ value: (ExplicitValue) -> String) -> String {
        var text: String
        switch kind {
        case .integer(let integer): text = String(integer)
        case .explicit(let explicit): text = value(explicit)
        case .structural(let path, let type): text = type.name + "@" + path.description
        }
        if occurrence > 0 { text += "#\(occurrence)" }
        return text
    }
}

/// The boxed scope of a ``LegacyIdentity``.
final class LegacyScope {
    let identity: LegacyIdentity

    init(_ identity: LegacyIdentity) { self.identity = identity }

    static func same(_ lhs: LegacyScope?, _ rhs: LegacyScope?) -> Bool {
        var lhs = lhs, rhs = rhs
        while let left = lhs, let right = rhs {
            if left === right { return true }
            let (a, b) = (left.identity, right.identity)
            guard a.hash == b.hash, a.occurrence == b.occurrence, a.kind == b.kind else { return false }
            (lhs, rhs) = (a.scopeBox, b.scopeBox)
        }
        return lhs == nil && rhs == nil
    }
}
