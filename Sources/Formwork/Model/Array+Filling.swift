extension Array {
    /// `Array(unsafeUninitializedCapacity:initializingWith:)`, but `[]` for a count of 0, with
    /// `initializer` never called: for a capacity of 0 the standard library's initializer writes
    /// the count of the one empty array every thread shares, a data race ThreadSanitizer reports
    /// when two threads make such an array at once (`EightThreadsTests`).
    @inlinable
    init(filling count: Int, _ initializer: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void) rethrows {
        if count == 0 {
            self = []
        } else {
            try self.init(unsafeUninitializedCapacity: count, initializingWith: initializer)
        }
    }
}
