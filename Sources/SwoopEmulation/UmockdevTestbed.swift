import CUmockdev

#if canImport(Glibc)
import Glibc
#endif

/// Owns one `UMockdevTestbed` (a GObject): the emulated /sys and /dev that libumockdev-preload
/// redirects this process's file accesses into. Only usable in a process started with that preload.
final class UmockdevTestbed: @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<UMockdevTestbed>

    /// `nil` when the process was not started under libumockdev-preload.
    init?() {
        // `umockdev_in_mock_environment()` answers 0 here even when preloaded (umockdev 0.17), so ask the loader.
        guard dlopen("libumockdev-preload.so.0", RTLD_NOLOAD | RTLD_LAZY) != nil,
            let testbed = umockdev_testbed_new()
        else { return nil }
        pointer = testbed
    }

    deinit { g_object_unref(pointer) }

    /// Never finalized: the emulator calls this once the emulation is over and it is about to exit.
    /// Finalizing stops umockdev's threads and removes the testbed's tree, some 50 ms that every
    /// emulation would wait for; the harness removes the emulation's directory, the testbed's
    /// tree included (`TMPDIR` puts it there), and the process's exit ends the rest.
    func keepUntilExit() {
        _ = Unmanaged.passRetained(self)
    }

    /// The testbed's root (what `UMOCKDEV_DIR` names for preloaded processes).
    var rootDirectory: String {
        guard let root = umockdev_testbed_get_root_dir(pointer) else { return "" }
        defer { g_free(root) }
        return String(cString: root)
    }

    func addDevices(fromFile path: String) throws {
        try check("loading the device description \(path)") { umockdev_testbed_add_from_file(pointer, path, &$0) }
    }

    func loadIoctls(for devnode: String, fromFile path: String) throws {
        try check("loading the ioctl answers \(path)") { umockdev_testbed_load_ioctl(pointer, devnode, path, &$0) }
    }

    /// The writable end of an emulated node: bytes written here are what a reader of the node gets.
    func writableEnd(of devnode: String) -> Int32 {
        umockdev_testbed_get_dev_fd(pointer, devnode)
    }

    func sendUevent(_ action: String, for sysfsPath: String) {
        umockdev_testbed_uevent(pointer, sysfsPath, action)
    }

    func removeDevice(_ sysfsPath: String) {
        umockdev_testbed_remove_device(pointer, sysfsPath)
    }

    private func check(_ what: String, _ call: (inout UnsafeMutablePointer<GError>?) -> gboolean) throws {
        var error: UnsafeMutablePointer<GError>?
        let ok = call(&error)
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            throw EmulationError.emulatorFailed(reason: "\(what): \(message)")
        }
        if ok == 0 { throw EmulationError.emulatorFailed(reason: "\(what) failed") }
    }
}
