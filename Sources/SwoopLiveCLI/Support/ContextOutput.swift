import SwoopCommandLine
import SwoopLog

/// Standard output of a command context as a `ByteOutput` (tests capture it).
package final class ContextOutput: ByteOutput {
    private let context: CommandContext
    package init(_ context: CommandContext) { self.context = context }
    package func write(_ text: String) throws {
        context.standardOutput(text)
        if let failure = context.standardOutputFailure() {
            throw OutputError(path: failure.path, reason: failure.reason, category: .ioError)
        }
    }
    package func flush() throws {}
}
