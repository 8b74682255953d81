import SignUpApp
import Testing

/// The server's command line.
@Suite struct ServerOptionsTests {
    @Test func defaultsToLoopbackOn8080() throws {
        let options = try ServerOptions(arguments: [])
        #expect(options.host == "127.0.0.1")
        #expect(options.port == 8080)
        #expect(!options.showsHelp)
    }

    @Test(arguments: [
        (["--port", "9000"], "127.0.0.1", 9000),
        (["--port=0"], "127.0.0.1", 0),
        (["--host", "::1", "--port", "65535"], "::1", 65535),
        (["--host=localhost"], "localhost", 8080),
    ])
    func readsHostAndPort(arguments: [String], host: String, port: Int) throws {
        let options = try ServerOptions(arguments: arguments)
        #expect(options.host == host)
        #expect(options.port == port)
    }

    @Test func readsHelp() throws {
        #expect(try ServerOptions(arguments: ["--help"]).showsHelp)
    }

    @Test(arguments: [
        (["--port"], ServerOptionsError.missingValue("--port")),
        (["--host="], ServerOptionsError.missingValue("--host")),
        (["--port", "http"], ServerOptionsError.invalidPort("http")),
        (["--port", "65536"], ServerOptionsError.invalidPort("65536")),
        (["--port=-1"], ServerOptionsError.invalidPort("-1")),
        (["--verbose"], ServerOptionsError.unknownArgument("--verbose")),
        (["8080"], ServerOptionsError.unknownArgument("8080")),
    ])
    func refusesWhatItDoesNotKnow(arguments: [String], error: ServerOptionsError) {
        #expect(throws: error) { try ServerOptions(arguments: arguments) }
    }

    @Test func describesErrorsForPeople() {
        #expect(ServerOptionsError.invalidPort("http").description == "not a port (0 to 65535): http")
    }
}
