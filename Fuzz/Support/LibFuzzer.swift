import CLibFuzzer
import Foundation

/// Runs libFuzzer with the process's arguments, calling `test` with every input, and exits
/// with its status. Each harness's `main` is this one call.
///
/// The harnesses have a `main` of their own rather than libFuzzer's, because SwiftPM links an
/// executable's `main` to its module's entry point.
public func runLibFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}

/// The input's bytes.
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
}

/// Stops the run with `message`: libFuzzer saves the input as a crash.
public func fail(_ message: @autoclosure () -> String) -> Never {
    fatalError(message())
}
