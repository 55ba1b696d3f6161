import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The pieces an emulation needs on this machine, found once per process.
///
/// LD_PRELOAD and a mount namespace can only be set up when a process starts, so the harness
/// re-executes: `unshare <namespace flags> setpriv --pdeathsig USR1 env LD_PRELOAD=<shim>:<umockdev preload>
/// swoop-emulate PLAN`. Each program execs the next, so they are one process, the emulator, and the
/// parent-death signal `setpriv` sets reaches it (and ends it) if the parent dies without ending it.
/// `swoop-emulate` and `libSwoopFstatShim.so` are built with this package (`swift build`) and are found
/// relative to the running executable: beside it (the `swoop` binary or the test runner in
/// `.build/<config>/`), or the shim in `../lib/swoop/` as `scripts/install` lays them out (`PREFIX/bin`,
/// `PREFIX/lib/swoop`); or through `SWOOP_EMULATOR` / `SWOOP_FSTAT_SHIM`.
package struct EmulationEnvironment: Sendable, Equatable {
    package var unshare: String
    /// `-m --propagation private` as root; with `-r` (a user namespace mapping us to root) otherwise.
    package var namespaceArguments: [String]
    package var env: String
    /// util-linux's `setpriv`, for `--pdeathsig`: Swift cannot call the variadic `prctl` itself.
    package var setpriv: String
    package var emulator: String
    package var fstatShim: String
    package var umockdevPreload: String

    /// The environment of this process, or why there is none.
    package static let current: Result<EmulationEnvironment, EmulationError> =
        detect(environment: ProcessInfo.processInfo.environment)

    package static func detect(environment: [String: String]) -> Result<EmulationEnvironment, EmulationError> {
        let searchPath =
            (environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
                "/usr/bin", "/bin", "/usr/sbin", "/sbin"
            ]
        func onPath(_ name: String) -> String? {
            searchPath.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let unshare = onPath("unshare") else {
            return .failure(
                .unavailable(
                    missing: "the `unshare` program",
                    remedy: "Install it: `apt-get install util-linux`."))
        }
        guard let setpriv = onPath("setpriv") else {
            return .failure(
                .unavailable(
                    missing: "the `setpriv` program",
                    remedy: "Install it: `apt-get install util-linux`."))
        }
        guard let env = onPath("env") else {
            return .failure(
                .unavailable(missing: "the `env` program", remedy: "Install it: `apt-get install coreutils`."))
        }
        let libraryDirectories = [
            "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib/riscv64-linux-gnu",
            "/usr/lib64", "/usr/lib", "/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu", "/lib64", "/lib"
        ]
        guard
            let preload = libraryDirectories.map({ "\($0)/libumockdev-preload.so.0" })
                .first(where: { FileManager.default.fileExists(atPath: $0) })
        else {
            return .failure(
                .unavailable(
                    missing: "libumockdev-preload.so.0 (umockdev)",
                    remedy: "Install it: `apt-get install umockdev` (Debian/Ubuntu)."))
        }
        let builtDirectory = executableDirectory()
        let emulator = environment["SWOOP_EMULATOR"] ?? "\(builtDirectory)/swoop-emulate"
        guard FileManager.default.isExecutableFile(atPath: emulator) else {
            return .failure(
                .unavailable(
                    missing: "the emulator executable \(emulator)",
                    remedy: "Build it with `swift build --product swoop-emulate` (or set SWOOP_EMULATOR)."))
        }
        let shim =
            environment["SWOOP_FSTAT_SHIM"]
            ?? ["\(builtDirectory)/libSwoopFstatShim.so", "\(builtDirectory)/../lib/swoop/libSwoopFstatShim.so"].first {
                FileManager.default.fileExists(atPath: $0)
            } ?? "\(builtDirectory)/libSwoopFstatShim.so"
        guard FileManager.default.fileExists(atPath: shim) else {
            return .failure(
                .unavailable(
                    missing: "the fstat shim \(shim)",
                    remedy: "Build it with `swift build --product libSwoopFstatShim.so` (or set SWOOP_FSTAT_SHIM)."))
        }
        let arguments = geteuid() == 0 ? ["-m", "--propagation", "private"] : ["-r", "-m", "--propagation", "private"]
        if let failure = probeNamespace(unshare: unshare, arguments: arguments) {
            let remedy =
                geteuid() == 0
                ? "Run where mount namespaces are allowed (a container needs CAP_SYS_ADMIN, e.g. `--privileged`)."
                : "Enable unprivileged user namespaces (`sysctl -w kernel.unprivileged_userns_clone=1`, or `kernel.apparmor_restrict_unprivileged_userns=0`), or run the tests as root."
            return .failure(.unavailable(missing: "a private mount namespace (\(failure))", remedy: remedy))
        }
        return .success(
            EmulationEnvironment(
                unshare: unshare, namespaceArguments: arguments, env: env, setpriv: setpriv,
                emulator: emulator, fstatShim: shim, umockdevPreload: preload))
    }

    /// The directory of the running executable, where SwiftPM puts every product of a build
    /// (so tests find `swoop` there too).
    package static func executableDirectory() -> String {
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().path
    }

    /// `unshare … true`: the only reliable test of whether namespaces are allowed here.
    private static func probeNamespace(unshare: String, arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unshare)
        process.arguments = arguments + ["true"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let exited = ProcessExit(process)
        do {
            try process.run()
        } catch {
            return "\(unshare) did not start: \(error)"
        }
        let message = String(data: errors.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
        exited.wait()
        guard process.terminationStatus == 0 else {
            return message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                ? "unshare exited with \(process.terminationStatus)"
                : message.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return nil
    }
}
