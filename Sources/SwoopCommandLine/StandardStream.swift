import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// Standard output or standard error of the `swoop` process, written through the core's `writeAll`.
///
/// A stream that fails (a full disk, `> /dev/full`, a closed descriptor) is not written again: its
/// first error is kept, the command learns of it at its next write to standard output (see
/// `CommandContext.standardOutputFailure`), and the command line turns it into exit 74 with a message
/// on standard error — or silently, when standard error is what failed. Never a trap.
package final class StandardStream: @unchecked Sendable {  // `failure` only under `lock`
    package let fd: Int32
    package let name: String
    private var lock = pthread_mutex_t()
    private var failureValue: FileError?

    package init(fd: Int32, name: String) {
        self.fd = fd
        self.name = name
        pthread_mutex_init(&lock, nil)
    }

    package var failure: FileError? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return failureValue
    }

    package func write(_ text: String) {
        guard !Interruption.isInterrupting else { return }
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard failureValue == nil else { return }
        do throws(FileError) {
            try writeAll(fd, text, name: name)
        } catch {
            failureValue = error
        }
    }

    /// `status`, unless a stream failed: then exit 74 (an I/O error) and, while standard error still
    /// works, a line saying why. A command that already failed keeps its own status and message.
    package static func finalStatus(
        _ status: ExitStatus, command: String?, output: StandardStream,
        errors: StandardStream
    ) -> ExitStatus {
        guard output.failure != nil || errors.failure != nil else { return status }
        switch status {
        case .success, .mismatch:
            if let failure = output.failure {
                let name = command ?? "swoop"
                errors.write("\(name): cannot write to standard output: \(failure.reason)\n")
            }
            return .failure(.ioError)
        case .failure, .interrupted:
            return status  // its own message has said what went wrong
        }
    }
}
