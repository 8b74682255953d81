import Formwork
import Testing

/// Scope chains of any depth are walked iteratively: comparing, hashing, describing, keying and
/// releasing a chain 30,000 scopes deep must not overflow the stack.
@Suite struct DeepScopeTests {
    static let depth = 30_000

    /// `0/1/2/…/(depth - 1)`, each level named in the one before; `root` names the outermost.
    static func chain(depth: Int = depth, root: String = "root") -> Identity {
        var identity = Identity(root)
        for level in 1..<depth { identity = Identity(level, in: identity) }
        return identity
    }

    /// The chain's description, written independently of `Identity`.
    static func text(depth: Int = depth, root: String = "root", quoted: Bool) -> String {
        ([quoted ? "\"\(root)\"" : root] + (1..<depth).map(String.init)).joined(separator: "/")
    }

    @Test func aDeepChainIsComparedAndHashedWithoutRecursion() {
        let chain = Self.chain(), twin = Self.chain()
        #expect(chain == twin)
        #expect(chain.hashValue == twin.hashValue)
        #expect(chain != Self.chain(root: "other"))
        #expect(chain != Self.chain(depth: Self.depth - 1))
        #expect(Set([chain, twin, Self.chain(root: "other")]).count == 2)
    }

    @Test func aDeepChainIsDescribedWithoutRecursion() {
        #expect(Self.chain().description == Self.text(quoted: true))
    }

    @Test func aDeepChainIsARowsIdentityAndValuesKey() {
        let form = Form { Section { Toggle("Deep", isOn: .constant(true)).id(Self.chain()) } }
        #expect(form.sections[0].rows[0].id == Self.chain())
        #expect(form.valueKeys == [[Self.text(quoted: false)]])
        #expect(form.outline == "Section\n  Toggle \"Deep\" = \"on\" id: \(Self.text(quoted: true))")
    }

    @Test func deepChainsAreReleasedWithoutRecursion() {
        for root in ["a", "b", "c"] {
            var chain: Identity? = Self.chain(root: root)
            #expect(chain?.scope != nil)
            chain = nil
            #expect(chain == nil)
        }
    }
}
