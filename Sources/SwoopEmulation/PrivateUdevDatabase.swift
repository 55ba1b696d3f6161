import Foundation
import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// libudev calls a device "initialized" only when udev's database has an entry for it, and umockdev
/// 0.17 does not redirect that database. So the emulator mounts a tmpfs on /run/udev in its own
/// mount namespace and writes the entries there; nothing outside the namespace changes.
enum PrivateUdevDatabase {
    static func prepare(hostMountNamespace: String) throws {
        let mine = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/mnt")) ?? ""
        guard !mine.isEmpty, mine != hostMountNamespace else {
            throw EmulationError.emulatorFailed(
                reason: "not in a private mount namespace (\(mine)); refusing to mount over /run/udev")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: "/run/udev", isDirectory: &isDirectory), isDirectory.boolValue {
            try mountTmpfs(at: "/run/udev")
        } else {
            // No udev on this machine: a private /run gives us somewhere to create /run/udev.
            try mountTmpfs(at: "/run")
            try FileManager.default.createDirectory(atPath: "/run/udev", withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(atPath: "/run/udev/data", withIntermediateDirectories: true)
    }

    static func write(_ entry: String, named name: String) throws {
        // `I:` is when udev initialised the device, on CLOCK_MONOTONIC.
        let text = "I:\(MonotonicClock.now().micros)\n" + entry
        try text.write(toFile: "/run/udev/data/\(name)", atomically: false, encoding: .utf8)
    }

    private static func mountTmpfs(at target: String) throws {
        guard mount("tmpfs", target, "tmpfs", 0, "mode=0755") == 0 else {
            let code = errno
            throw EmulationError.emulatorFailed(reason: "mounting a tmpfs on \(target): \(errorText(code))")
        }
    }
}
