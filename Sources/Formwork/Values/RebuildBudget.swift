extension Form {
    /// The most times one call of a `rebuilding:` `apply` builds the form: 32.
    ///
    /// Each build claims at least one value or ends the call, so a form whose rows reveal one
    /// another in a chain longer than this (a list that shows its next row once its last is
    /// filled) is applied as far as 32 builds reach; the values left get a
    /// ``ValueConversionError/Reason/rebuildLimit`` error. Forms whose values reveal rows a few
    /// levels deep never come near it.
    public static let maximumRebuilds = 32

    /// How many rows, counted over every build, one call of a `rebuilding:` `apply` visits
    /// before it builds no more: 50,000.
    ///
    /// Each build's rows are visited once, so the work of a call is at most this plus one
    /// build's rows. A form of 1,000 rows can be built 32 times (``maximumRebuilds``); one of
    /// 10,000 rows five times. The values left get a ``ValueConversionError/Reason/rebuildLimit``
    /// error.
    public static let maximumRebuiltRows = 50_000
}

/// The work the rebuilding fixpoint has done, against ``Form/maximumRebuilds`` and
/// ``Form/maximumRebuiltRows``.
struct RebuildBudget {
    private var builds = 0
    private var rows = 0

    /// Whether another build is within the limits.
    var allowsAnotherBuild: Bool {
        builds < Form.maximumRebuilds && rows < Form.maximumRebuiltRows
    }

    /// Counts one build that made `form`.
    mutating func count(_ form: Form) {
        builds += 1
        rows += form.sections.reduce(0) { $0 + $1.rows.count }
    }
}
