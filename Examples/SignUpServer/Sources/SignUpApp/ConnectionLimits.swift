/// How long a connection may take over a request: what keeps a client that sends slowly (one
/// byte every few seconds, on hundreds of connections) from holding the server's connections
/// open for as long as it likes.
///
/// ```swift
/// var limits = ConnectionLimits()
/// limits.requestDeadline = .seconds(60)   // for slow uploads
/// SignUpRoutes.application(host: "127.0.0.1", port: 8080, limits: limits)
/// ```
public struct ConnectionLimits: Sendable, Equatable {
    /// The longest a request may take to arrive, from its first line and headers to the end of
    /// its body: past it the server answers 408 (unless its answer has started) and closes the
    /// connection. 30 seconds unless told otherwise: a 100 KB upload at 4 KB/s.
    public var requestDeadline: Duration = .seconds(30)
    /// The longest a connection may stay silent: between requests, while a request's headers
    /// arrive (however slowly), or in the middle of its body. Past it the connection is closed.
    /// 10 seconds unless told otherwise.
    public var idleTimeout: Duration = .seconds(10)

    /// The default limits.
    public init() {}
}
