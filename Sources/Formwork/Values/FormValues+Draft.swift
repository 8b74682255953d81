extension FormValues {
    /// Reads a saved snapshot (a draft) strictly, within `limits`: what to call on JSON that
    /// came from a client, or from storage a client could write.
    ///
    /// ```swift
    /// let draft = try FormValues(json: saved)   // Data, or text.utf8
    /// intake.medications = draft.repeatedIDs(named: "medications").map { Medication(id: $0) }
    /// let errors = Form.apply(draft) { intakeForm(intake) }
    /// ```
    /// Reads both forms `JSONDecoder` reads (the array `JSONEncoder` writes, with the repeated
    /// groups' element ids, and the object ``json`` writes) into the same snapshot, but refuses
    /// with a ``DraftError``, before reading further and before building anything from it:
    /// more items (entries and groups) than ``InputLimits/maximumFieldCount``; a group with more
    /// ids than ``InputLimits/maximumRepeatedCount`` or an id longer than
    /// ``InputLimits/maximumRepeatedIDLength``; a key, text or number longer than
    /// ``InputLimits/maximumTextSize``; a key listed twice, in one object too (which
    /// `JSONDecoder` cannot tell: it keeps the first); a group, or an id in one group, listed
    /// twice; a number beyond a `Double` (`1e400`); and anything that is not a snapshot's JSON
    /// (an array or object where the format has none, however deep the nesting goes, or a text
    /// that is not UTF-8), with the byte where it goes wrong.
    public init(json: some Collection<UInt8>, limits: InputLimits = InputLimits()) throws(DraftError) {
        self = try DraftReader.read(Array(json), limits: limits)
    }
}
