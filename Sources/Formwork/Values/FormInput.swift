/// What ``Form/apply(_:messages:)`` writes into a form, addressed by the rows' ``Form/valueKeys``:
/// a snapshot (``FormValues``), raw texts (``FormInputSource/raw(_:)``) or, with FormworkHTML, what
/// a browser submitted.
///
/// ```swift
/// form.apply(saved)                                  // a FormValues snapshot
/// form.apply(.raw(["newsletter": "on", "age": "30"]))  // texts, as a web form submits them
/// ```
/// Make one with the sources' own conformances and the static members of ``FormInputSource``;
/// what it holds is the library's.
public struct FormInput: FormInputSource {
    /// The keys it has a value for.
    package let keys: Set<String>
    /// Writes its value for a key into the row that claims it.
    package let writer: Form.RowWriter
    /// The errors `apply` returns, given the errors of the writes and the form written (the
    /// last one built, for the `rebuilding:` variant).
    package let reported: ([ValueConversionError], Form?) -> [ValueConversionError]

    /// An input of `keys`, written by `writer`, whose errors `reported` rewrites.
    package init(
        keys: Set<String>, writer: @escaping Form.RowWriter,
        reported: @escaping ([ValueConversionError], Form?) -> [ValueConversionError] = { errors, _ in errors }
    ) {
        self.keys = keys
        self.writer = writer
        self.reported = reported
    }

    /// Itself.
    public var formInput: FormInput { self }
}

/// Anything ``Form/apply(_:messages:)`` can write into a form: ``FormValues``, ``FormInput``
/// and, with FormworkHTML, a browser's submission.
public protocol FormInputSource {
    /// What `apply` writes.
    var formInput: FormInput { get }
}

extension FormInputSource where Self == FormInput {
    /// Raw texts keyed by the rows' ``Form/valueKeys`` (an HTML form's field names), each parsed
    /// by its row's input.
    ///
    /// ```swift
    /// form.apply(.raw(["newsletter": "on", "age": "30"]))
    /// ```
    /// Each input parses its text: a toggle "on"/"true"/"1"/"yes" or "off"/"false"/"0"/"no", a
    /// stepper a number in its range, a picker an option's key, a text field any text.
    public static func raw(_ texts: [String: String]) -> FormInput {
        FormInput(
            keys: Set(texts.keys),
            writer: Form.inputs { input, key throws(ConversionFailure) in
                if let text = texts[key] { try input.write(raw: text) }
            })
    }

    /// A snapshot of values, for a dictionary literal (a ``FormValues`` is itself a source).
    ///
    /// ```swift
    /// form.apply(.values(["name": "Jane", "newsletter": true]))
    /// ```
    public static func values(_ values: FormValues) -> FormInput {
        values.formInput
    }
}

extension FormValues: FormInputSource {
    /// Writes each entry's value through the input of the row its key names.
    public var formInput: FormInput {
        FormInput(
            keys: Set(keys),
            writer: Form.inputs { input, key throws(ConversionFailure) in
                if let entry = entry(forKey: key) { try input.write(entry.value) }
            })
    }
}
