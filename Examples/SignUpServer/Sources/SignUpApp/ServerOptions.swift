/// Where the server listens, from its command line: `--host` (127.0.0.1 by default) and
/// `--port` (8080 by default; 0 lets the system choose a free one).
public struct ServerOptions: Equatable, Sendable {
    /// The address to listen on.
    public var host = "127.0.0.1"
    /// The port to listen on.
    public var port = 8080
    /// Whether `--help` was asked for.
    public var showsHelp = false

    /// What `--help` prints.
    public static let usage = """
        Usage: SignUpServer [--host ADDRESS] [--port PORT]
          --host ADDRESS  the address to listen on (default: 127.0.0.1)
          --port PORT     the port to listen on, 0 for any free one (default: 8080)
        """

    /// The defaults.
    public init() {}

    /// Parses the arguments after the program's name: `--host H`, `--host=H`, `--port P`,
    /// `--port=P`, `--help`.
    public init(arguments: [String]) throws(ServerOptionsError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            switch name {
            case "--help", "-h":
                showsHelp = true
            case "--host":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else { throw .missingValue(name) }
                host = value
            case "--port":
                guard let value = inlineValue ?? remaining.popFirst() else { throw .missingValue(name) }
                guard let port = Int(value), (0...65_535).contains(port) else { throw .invalidPort(value) }
                self.port = port
            default:
                throw .unknownArgument(argument)
            }
        }
    }

    /// `--name=value` as its name and value; anything else as itself and `nil`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// Why the command line was refused.
public enum ServerOptionsError: Error, Equatable, CustomStringConvertible {
    /// An option that needs a value came last, or with an empty one.
    case missingValue(String)
    /// A port that is not a whole number from 0 to 65535.
    case invalidPort(String)
    /// An argument the server does not know.
    case unknownArgument(String)

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case .missingValue(let name): "\(name) needs a value"
        case .invalidPort(let value): "not a port (0 to 65535): \(value)"
        case .unknownArgument(let argument): "unknown argument: \(argument)"
        }
    }
}
