import Foundation
import Hummingbird
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SignUpApp
import Testing

/// The server on 127.0.0.1 with small ``ConnectionLimits``, against clients that send too
/// slowly or fall silent: each connection is closed (with 408 where the request's deadline
/// passed), and a prompt client is answered as ever. The checks are on what the connection
/// does (answered, closed before the client was done), never on how long it took; the limits
/// are small so that the suite is quick.
@Suite struct ConnectionLimitsTests {
    /// Limits with only the request deadline in play.
    static let deadlineOnly: ConnectionLimits = {
        var limits = ConnectionLimits()
        limits.requestDeadline = .milliseconds(500)
        limits.idleTimeout = .seconds(60)
        return limits
    }()

    /// Limits with only the idle timeout in play.
    static let idleOnly: ConnectionLimits = {
        var limits = ConnectionLimits()
        limits.requestDeadline = .seconds(60)
        limits.idleTimeout = .milliseconds(300)
        return limits
    }()

    /// The head of a multipart post to `/cv` whose body has `length` bytes.
    static func multipartHead(length: Int) -> String {
        "POST /cv HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n"
            + "Content-Length: \(length)\r\n\r\n"
    }

    /// The body the slow clients send, one byte at a time.
    static let body = Array(
        ("--b\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nJane\r\n--b\r\n"
            + "Content-Disposition: form-data; name=\"cv\"; filename=\"cv.txt\"\r\n\r\nHello\r\n--b--\r\n").utf8)

    /// 200 connections trickling a multipart body one byte every 50 ms (the attack: one every
    /// 2 s, for as long as the server lets them): each is answered 408 and closed before its
    /// body is done, where without a deadline each would send it all.
    @Test func tricklingBodiesAreAnswered408AndClosed() async throws {
        try await Self.withServer(limits: Self.deadlineOnly) { port in
            try await withThrowingTaskGroup(of: SlowClient.Outcome.self) { group in
                for _ in 0..<200 {
                    group.addTask {
                        let client = try await SlowClient.connect(port: port)
                        try await client.send(Array(Self.multipartHead(length: Self.body.count).utf8))
                        return try await client.trickle(Self.body, every: .milliseconds(50))
                    }
                }
                var outcomes: [SlowClient.Outcome] = []
                for try await outcome in group { outcomes.append(outcome) }
                #expect(outcomes.count == 200)
                #expect(outcomes.allSatisfy { $0.closedEarly }, "\(outcomes.filter { !$0.closedEarly }.count) sent it all")
                #expect(
                    outcomes.allSatisfy { $0.reply.hasPrefix("HTTP/1.1 408 Request Timeout\r\n") },
                    "\(Set(outcomes.map { $0.reply.prefix(30) }))")
            }
        }
    }

    /// A client that stops in the middle of its body is closed at the idle timeout.
    @Test func aBodyThatStopsIsClosed() async throws {
        try await Self.withServer(limits: Self.idleOnly) { port in
            let client = try await SlowClient.connect(port: port)
            try await client.send(Array(Self.multipartHead(length: Self.body.count).utf8) + Self.body.prefix(10))
            let outcome = try await client.waitForClose()
            #expect(outcome.closedEarly)
        }
    }

    /// Headers sent a byte at a time (slowloris) never make a request: the connection is closed
    /// at the idle timeout, however steadily they come.
    @Test func headersTrickledAreClosed() async throws {
        try await Self.withServer(limits: Self.idleOnly) { port in
            let client = try await SlowClient.connect(port: port)
            let outcome = try await client.trickle(Array(Self.multipartHead(length: 5).utf8), every: .milliseconds(50))
            #expect(outcome.closedEarly)
            #expect(outcome.reply == "")
        }
    }

    /// Within the limits, two requests on one connection are both answered, and the
    /// connection stays open for the second.
    @Test func promptRequestsAreAnsweredOnAKeptConnection() async throws {
        try await Self.withServer(limits: Self.deadlineOnly) { port in
            let client = try await SlowClient.connect(port: port)
            let get = Array("GET /style.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            try await client.send(get)
            try await client.waitForReplies(1)
            try await client.send(get)
            try await client.waitForReplies(2)
            let reply = client.received
            #expect(reply.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 3)
            #expect(!reply.contains("408"))
            try await client.close()
        }
    }

    /// Runs `body` with the port of a new server on 127.0.0.1 with `limits`, then stops it.
    static func withServer(limits: ConnectionLimits, _ body: @escaping @Sendable (Int) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = SignUpRoutes.application(host: "127.0.0.1", port: 0, limits: limits) { port in
            continuation.yield(port)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService(gracefulShutdownSignals: []) }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            try await body(port)
            group.cancelAll()
        }
    }
}

/// A raw TCP client on 127.0.0.1: writes what it is told, when it is told, and records what
/// comes back until the server closes the connection.
final class SlowClient: Sendable {
    /// How a slow send ended.
    struct Outcome: Sendable {
        /// Whether the server closed the connection before the client sent everything.
        var closedEarly: Bool
        /// What the server sent.
        var reply: String
    }

    let channel: any Channel
    private let recorder: Recorder

    private init(channel: any Channel, recorder: Recorder) {
        self.channel = channel
        self.recorder = recorder
    }

    /// A connection to the server's `port`.
    static func connect(port: Int) async throws -> SlowClient {
        let recorder = Recorder()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(recorder) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return SlowClient(channel: channel, recorder: recorder)
    }

    /// What the server sent so far.
    var received: String { recorder.text }

    /// Sends `bytes` at once.
    func send(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: bytes))
    }

    /// Sends `bytes` one at a time, `interval` apart, until all are sent or the server closes
    /// the connection; then waits for it to close (at most 30 s after).
    func trickle(_ bytes: [UInt8], every interval: Duration) async throws -> Outcome {
        for byte in bytes {
            guard channel.isActive else { return Outcome(closedEarly: true, reply: received) }
            do {
                try await channel.writeAndFlush(ByteBuffer(bytes: [byte]))
            } catch {
                return Outcome(closedEarly: true, reply: received)
            }
            try await Task.sleep(for: interval)
        }
        // Everything was sent: the server may still answer; it did not close early.
        try? await waitForReplies(1)
        try? await close()
        return Outcome(closedEarly: false, reply: received)
    }

    /// Waits for the server to close the connection (at most 30 s, a bound no passing run nears).
    func waitForClose() async throws -> Outcome {
        for _ in 0..<600 where channel.isActive { try await Task.sleep(for: .milliseconds(50)) }
        return Outcome(closedEarly: !channel.isActive, reply: received)
    }

    /// Waits until `count` replies have begun (at most 30 s).
    func waitForReplies(_ count: Int) async throws {
        for _ in 0..<600 where received.components(separatedBy: "HTTP/1.1 ").count - 1 < count {
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Closes the connection.
    func close() async throws {
        try await channel.close()
    }

    /// Keeps what the server sends; read from any thread.
    private final class Recorder: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        private let bytes = NIOLockedValueBox<[UInt8]>([])

        var text: String { String(decoding: bytes.withLockedValue { $0 }, as: UTF8.self) }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            bytes.withLockedValue { $0 += buffer.readableBytesView }
        }
    }
}
