import Formwork

/// What the job application form edits: a name and a CV.
public struct JobApplication: Sendable, Equatable {
    /// The applicant's name.
    public var name = ""
    /// The CV, once uploaded.
    public var cv: UploadedFile?

    /// An application with the values given (none by default).
    public init(name: String = "", cv: UploadedFile? = nil) {
        self.name = name
        self.cv = cv
    }
}

/// A form with a text field and a file field (a required PDF of at most 1 KB, keyed `cv`):
/// what the hosts' file upload tests share.
public func jobApplicationForm(_ model: FormModel<JobApplication>) -> Form {
    Form {
        Section("Apply") {
            TextField("Name", text: model.binding(\.name)).validate(.required).id("name")
            FileField("CV", file: model.binding(\.cv), accept: [".pdf", "application/pdf"])
                .validate(.required, .maximumFileSize(1_000)).id("cv")
        }
    }
}
