import Foundation
import SwoopEmulation
import SwoopTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A device node the user may not open: exit 77 with the `input` group explained, never "run as root".
/// Needs root to make the node and setpriv to drop to an unprivileged user; skipped (loudly) otherwise.
enum PermissionGate {
    static var canRun: Bool {
        let ok = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        return TestGate.shouldRun(
            "the permission test", missing: ok ? nil : "root (to mknod) and /usr/bin/setpriv (util-linux)")
    }
}

@Suite(.enabled(if: PermissionGate.canRun, "needs root and setpriv"))
struct PermissionTests {
    @Test func unreadableNodeExplainsTheInputGroup() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-perm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        let node = directory.appendingPathComponent("event99").path
        // An evdev-numbered character node, owned by root, 0660: what /dev/input/eventN looks like.
        #expect(mknod(node, S_IFCHR | 0o660, dev_t((13 << 8) | 99)) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups",
            EmulationEnvironment.executableDirectory() + "/swoop", "devices", "--device", node
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 77, "\(message)")
        #expect(message.contains("sudo usermod -aG input $USER"))
        #expect(message.contains(node))
        #expect(!message.contains("sudo swoop"))
    }
}
