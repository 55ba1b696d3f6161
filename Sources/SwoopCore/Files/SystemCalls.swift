#if canImport(Glibc)
import Glibc
#endif

/// Calls `call` again for as long as it fails with EINTR (a signal arrived during the call) and
/// returns its first other result. For the system calls that report failure as -1 with `errno`
/// (read, write, poll, wait4, …). The one place where Swoop decides what an interrupted call means:
/// nothing; shutdown requests arrive through their own descriptors, never as EINTR.
@inlinable
package func retryingOnInterrupt<Result: FixedWidthInteger>(_ call: () -> Result) -> Result {
    while true {
        let result = call()
        if result == -1 && errno == EINTR { continue }
        return result
    }
}

/// The text of a C error number (`strerror`).
package func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
