#if canImport(Glibc)
import Glibc
#endif

/// Calls `body` with `posix_spawn` attributes that start a child with a clean signal state: nothing
/// blocked, and the signals it is stopped with (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE) at their
/// default action. A child inherits the spawning thread's mask otherwise, and test runners and processes
/// that take signals through a descriptor block nearly all of them: an Xvfb started that way ignores
/// the SIGTERM meant to stop it.
package func withCleanSignalSpawnAttributes<Result>(
    _ body: (inout posix_spawnattr_t) throws -> Result
) rethrows -> Result {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var defaults = sigset_t()
    sigemptyset(&none)
    sigemptyset(&defaults)
    for signo in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signo) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return try body(&attributes)
}
