import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

extension EmulatorProcess {
    /// How the emulator ends when it is told to (SIGTERM from the harness's watchdog or from an
    /// interrupted `swoop`, SIGINT, SIGHUP) or when its parent dies: it kills the command it runs, if
    /// any, and exits at once with 128 + the signal. The mount namespace and its tmpfs go with it.
    ///
    /// The parent's death arrives as SIGUSR1, the parent-death signal `setpriv` arms: a signal of its
    /// own, because the parent sends SIGTERM itself and `getppid()` cannot tell the two apart (when a
    /// killed parent's threads exit one by one, the signal comes while the process still exists). Then
    /// the emulator also removes the emulation's directory, which the dead parent cannot.
    enum Lifetime {
        /// The command being run in the testbed (`Emulator.run(command:)`), to end with us.
        nonisolated(unsafe) static var command: pid_t?
        nonisolated(unsafe) private static var directory: String?
        nonisolated(unsafe) private static var parent: pid_t?

        static func begin(planPath: String) {
            let slash = planPath.lastIndex(of: "/").map { String(planPath[..<$0]) } ?? "."
            let name = slash.split(separator: "/").last.map(String.init) ?? ""
            directory = name.hasPrefix(Emulator.directoryPrefix) ? slash : nil
            parent = getenv("SWOOP_EMULATION_PARENT").flatMap { pid_t(String(cString: $0)) }
            TerminationSignals.install(signals: TerminationSignals.all + [parentDied]) { signo in end(signo) }
            // The parent may have died before `setpriv` armed the death signal.
            if let parent, getppid() != parent { end(parentDied) }
        }

        /// The parent-death signal (`setpriv --pdeathsig USR1` in `EmulatorLaunch`).
        static let parentDied = SIGUSR1

        private static func end(_ signo: Int32) -> Never {
            if let command { kill(command, SIGKILL) }
            if signo == parentDied, let directory { Leftovers.removeTree(directory) }
            _exit(TerminationSignals.exitStatus(for: signo == parentDied ? SIGTERM : signo))
        }
    }
}
