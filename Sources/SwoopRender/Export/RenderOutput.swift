/// Where an encoded image goes. Shaped like SwoopLog's `AtomicFileOutput` (bytes to a temporary
/// file beside the destination, renamed into place on `commit()`, deleted on `abandon()`), which
/// conforms with an empty extension where both modules are visible — the command line, the tests —
/// so the renderer reuses that one atomic-write rule without depending on the logging module.
public protocol RenderOutput: AnyObject {
    /// Named in error messages.
    var path: String { get }
    /// The bytes exactly as given (the name is `ByteOutput`'s; nothing here is text).
    func write(utf8 bytes: UnsafeRawBufferPointer) throws
    /// Makes the output visible whole.
    func commit() throws
    /// Throws away what was written (an encoding failed half-way).
    func abandon()
}

/// Collects the bytes in memory (tests; a window that wants the PNG of a frame).
public final class MemoryOutput: RenderOutput {
    public private(set) var bytes: [UInt8] = []
    public private(set) var isCommitted = false
    public let path = "<memory>"

    public init() {}

    public func write(utf8 bytes: UnsafeRawBufferPointer) throws { self.bytes += bytes }
    public func commit() throws { isCommitted = true }
    public func abandon() { bytes = [] }
}

extension RenderOutput {
    /// Runs `encode`, then commits; abandons the output if anything throws, so nothing is left half-written.
    func finish(_ encode: () throws(RenderError) -> Void) throws(RenderError) {
        do {
            try encode()
        } catch {
            abandon()
            throw error
        }
        do {
            try commit()
        } catch {
            abandon()
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }
}
