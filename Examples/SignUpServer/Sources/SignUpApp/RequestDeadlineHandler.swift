import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request has not arrived whole within ``ConnectionLimits/requestDeadline``
/// of its head: answers `408 Request Timeout` first if the app's answer has not started. One per
/// connection, after Hummingbird's HTTP/1 codec; keep-alive requests each get the full deadline.
/// (The idle timeout is Hummingbird's own, `HTTP1Channel.Configuration.idleTimeout`: it counts
/// silence, which a client sending a byte every few seconds never reaches.)
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let deadline: TimeAmount
    /// The deadline of the request being read, if one is.
    private var timer: Scheduled<Void>?
    /// Whether the answer to the request being read has started (its head was written).
    private var isAnswering = false

    /// A handler that gives each request `deadline` to arrive.
    init(deadline: Duration) {
        self.deadline = TimeAmount(deadline)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            isAnswering = false
            timer?.cancel()
            let loopBound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
            timer = context.eventLoop.assumeIsolated().scheduleTask(in: deadline) {
                loopBound.value.handler.expire(context: loopBound.value.context)
            }
        case .body:
            break
        case .end:
            timer?.cancel()
            timer = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .head = unwrapOutboundIn(data) { isAnswering = true }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    /// The request is late: 408 if nothing was answered yet, then close.
    private func expire(context: ChannelHandlerContext) {
        timer = nil
        if !isAnswering {
            isAnswering = true
            var head = HTTPResponse(status: .requestTimeout)
            head.headerFields[.connection] = "close"
            head.headerFields[.contentLength] = "0"
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
        context.close(promise: nil)
    }
}
