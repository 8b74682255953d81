#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
import Synchronization
#elseif canImport(Musl)
import Musl
import Synchronization
#else
import Foundation
#endif

/// The lock around storage that bindings read and write (a ``FormModel``'s model, the elements
/// a `ForEach` binds): the platform's plainest, `os_unfair_lock` on Apple platforms, called
/// directly; elsewhere a counter taken with one atomic add, with a semaphore only for threads
/// that find it held (a "benaphore": uncontended, locking and unlocking are one atomic
/// instruction each, where a pthread mutex's calls cost about 55 instructions a pair).
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
    /// How many threads hold the lock or wait for it.
    @usableFromInline let count: UnsafeMutablePointer<Atomic<Int>>
    /// Where threads that found the lock held wait; each unlock that leaves a waiter posts once.
    @usableFromInline let semaphore: UnsafeMutablePointer<sem_t>
    #else
    @usableFromInline let fallback: NSLock
    #endif

    @usableFromInline
    init() {
        #if canImport(Darwin)
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: os_unfair_lock_s())
        #elseif canImport(Glibc) || canImport(Musl)
        count = .allocate(capacity: 1)
        count.initialize(to: Atomic(0))
        semaphore = .allocate(capacity: 1)
        semaphore.initialize(to: sem_t())
        sem_init(semaphore, 0, 0)
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
        sem_destroy(semaphore)
        semaphore.deinitialize(count: 1)
        semaphore.deallocate()
        count.deinitialize(count: 1)
        count.deallocate()
        #endif
    }

    @inlinable @inline(__always)
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(pointer)
        #elseif canImport(Glibc) || canImport(Musl)
        if count.pointee.wrappingAdd(1, ordering: .acquiring).oldValue != 0 {
            // Held: wait for the holder's unlock to post (retrying if a signal interrupts).
            while sem_wait(semaphore) != 0 {}
        }
        #else
        fallback.lock()
        #endif
    }

    @inlinable @inline(__always)
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(pointer)
        #elseif canImport(Glibc) || canImport(Musl)
        if count.pointee.wrappingSubtract(1, ordering: .releasing).oldValue != 1 {
            // Someone waits (or is about to): let one through.
            sem_post(semaphore)
        }
        #else
        fallback.unlock()
        #endif
    }

    /// Stops a debug build if the lock is not held: for code that must only run holding it.
    /// On Apple platforms the calling thread must hold it; elsewhere the lock only knows that
    /// some thread does, which a lone thread's unlocked access never passes. Nothing in release
    /// builds.
    @inlinable @inline(__always)
    func assertHeld() {
        #if canImport(Darwin)
        assert(
            {
                os_unfair_lock_assert_owner(pointer)
                return true
            }())
        #elseif canImport(Glibc) || canImport(Musl)
        assert(count.pointee.load(ordering: .relaxed) > 0, "read or written without holding its lock")
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
