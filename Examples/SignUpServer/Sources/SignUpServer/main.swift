import Foundation
import Hummingbird
import SignUpApp

// Serves the sign-up form until SIGINT or SIGTERM:
// `swift run --package-path Examples/SignUpServer SignUpServer --port 8080`.

let options: ServerOptions
do {
    options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("SignUpServer: \(error)\n\(ServerOptions.usage)\n".utf8))
    exit(64)
}
if options.showsHelp {
    print(ServerOptions.usage)
    exit(0)
}

let host = options.host
let app = SignUpRoutes.application(host: host, port: options.port) { port in
    // Unbuffered, so a script reading this pipe sees the line at once.
    FileHandle.standardOutput.write(Data("SignUpServer listening on http://\(host):\(port)/\n".utf8))
}
try await app.runService()
