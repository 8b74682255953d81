import Counting
import Formwork

// Lowering the 10,000-row form whose 5,500 inputs bind elements of the model's arrays, in each
// element spelling: `model.binding(\.flags[index])`, whose key path literal Swift makes at every
// call (`swift_getKeyPath`), and `$model.flags[index]`, `Binding`'s subscript, which makes none.
// Benchmarks/binding-instructions.sh reports `swift_getKeyPath`'s share of each (issue 50: goal
// < 10% with the subscript).

/// The 10,000-row form lowered on `model` (whose spelling says how its inputs bind): never
/// inlined, so that callgrind's inclusive count of it is the lowering alone.
@inline(never)
public func lowerRenderingForm(_ model: RenderingModel) -> Form {
    makeRenderingForm(model)
}

/// Checks that both spellings build the same form, and that the subscript's bindings read and
/// write the element their row names: a fast wrong binding cannot pass.
public func checkElementSpellings() {
    let byKeyPath = lowerRenderingForm(RenderingModel(sections: 2, spelling: .keyPath))
    let subscriptModel = RenderingModel(sections: 2, spelling: .subscript)
    let bySubscript = lowerRenderingForm(subscriptModel)
    require(byKeyPath.outline == bySubscript.outline, "the two spellings build different forms")
    require(byKeyPath.values == bySubscript.values, "the two spellings' bindings read different values")
    let edits: [String: String] = ["s1-toggle-9": "on", "s0-text-2": "Ann", "s1-stepper-3": "7", "s0-picker-5": "l"]
    require(bySubscript.apply(.raw(edits)).isEmpty, "the subscript's bindings refused a write")
    let profile = subscriptModel.model.value
    require(
        profile.flags[109] && profile.texts[2] == "Ann" && profile.counts[103] == 7 && profile.choices[5] == "l",
        "the subscript's bindings did not write their own elements")
    let rebuilt = lowerRenderingForm(subscriptModel).values
    require(rebuilt == bySubscript.values, "the subscript's bindings do not read what was written")
}
