#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

/// The lock around storage that bindings read and write (a ``FormModel``'s model, the elements
/// a `ForEach` binds): the platform's plainest, `os_unfair_lock` on Apple platforms and a
/// pthread mutex elsewhere, called directly.
///
/// Every input reads its binding when the form is built and again when ``Form/values`` is
/// read, so a keystroke's rebuild takes the lock hundreds of times: `NSLock` adds an Objective-C
/// style call and its own checks to each. Not reentrant. The lock lives at an address of its own,
/// allocated once, so copies of this value are the same lock; its owner calls ``destroy()`` in
/// its `deinit`.
@usableFromInline
struct StorageLock: @unchecked Sendable {
    // Unchecked: the pointee is only touched through the lock's own functions.
    #if canImport(Darwin)
    @usableFromInline let pointer: UnsafeMutablePointer<os_unfair_lock_s>
    #elseif canImport(Glibc) || canImport(Musl)
    @usableFromInline let pointer: UnsafeMutablePointer<pthread_mutex_t>
    #else
    @usableFromInline let fallback: NSLock
    #endif

    @usableFromInline
    init() {
        #if canImport(Darwin)
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: os_unfair_lock_s())
        #elseif canImport(Glibc) || canImport(Musl)
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: pthread_mutex_t())
        pthread_mutex_init(pointer, nil)
        #else
        fallback = NSLock()
        #endif
    }

    /// Frees the lock; for its owner's `deinit`, when no one can hold it.
    @usableFromInline
    func destroy() {
        #if canImport(Darwin)
        pointer.deinitialize(count: 1)
        pointer.deallocate()
        #elseif canImport(Glibc) || canImport(Musl)
        pthread_mutex_destroy(pointer)
        pointer.deinitialize(count: 1)
        pointer.deallocate()
        #endif
    }

    @inlinable @inline(__always)
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(pointer)
        #elseif canImport(Glibc) || canImport(Musl)
        pthread_mutex_lock(pointer)
        #else
        fallback.lock()
        #endif
    }

    @inlinable @inline(__always)
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(pointer)
        #elseif canImport(Glibc) || canImport(Musl)
        pthread_mutex_unlock(pointer)
        #else
        fallback.unlock()
        #endif
    }

    /// Runs `body` holding the lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
