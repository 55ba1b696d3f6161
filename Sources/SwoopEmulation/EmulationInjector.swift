#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SwoopCore
import SwoopLibinput

/// Writes frames into the emulated nodes at their planned moments, then calls `finished`.
final class Injector: @unchecked Sendable {
    let plan: EmulationPlan
    let testbed: UmockdevTestbed
    let fds: [Int32]
    let output: WireOutput
    let finished: () -> Void
    /// Polled during the settle time: true ends it early (a command that has already exited).
    let endsEarly: () -> Bool

    init(plan: EmulationPlan, testbed: UmockdevTestbed, fds: [Int32], output: WireOutput,
         endsEarly: @escaping () -> Bool = { false }, finished: @escaping () -> Void) {
        self.plan = plan
        self.testbed = testbed
        self.fds = fds
        self.output = output
        self.endsEarly = endsEarly
        self.finished = finished
    }

    func run() {
        // A dummy report first: whatever libinput drains on opening is not a frame that matters.
        let opened = MonotonicClock.now().micros
        for fd in fds { write(events: [Int32(EvdevCode.EV_SYN), Int32(EvdevCode.SYN_REPORT), 0], to: fd, at: opened) }
        let start = opened + plan.leadMicros
        var maxLate: Int64 = 0, frames = 0, removals = 0
        var lastDue = start
        for action in ScheduledAction.timeline(plan) {
            let due = start + action.offsetMicros
            sleep(until: due)
            // The timestamp is taken now, as the kernel would stamp it, so libinput's timers see real time.
            let now = MonotonicClock.now().micros
            maxLate = max(maxLate, now - due)
            lastDue = due
            switch action.kind {
            case let .frame(events):
                write(events: events, to: fds[action.device], at: now)
                frames += 1
            case .remove:
                let device = plan.devices[action.device]
                testbed.sendUevent("remove", for: device.sysfsPath)
                testbed.removeDevice(device.sysfsPath)
                removals += 1
            }
        }
        let end = lastDue + plan.settleMicros
        while MonotonicClock.now().micros < end && !endsEarly() {
            sleep(until: min(end, MonotonicClock.now().micros + 10_000))
        }
        output.write(.statistics(["start": "\(start)", "frames": "\(frames)", "removals": "\(removals)",
                                  "maxLateMicros": "\(maxLate)"]))
        finished()
    }

    private func sleep(until micros: Int64) {
        MonotonicClock.sleep(until: Timestamp(micros: micros))
    }

    /// `struct input_event` on 64-bit Linux: timeval (2 × 8 bytes), type u16, code u16, value s32.
    private func write(events triples: [Int32], to fd: Int32, at micros: Int64) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(triples.count / 3 * 24)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        var index = 0
        while index + 2 < triples.count {
            append(Int64(micros / 1_000_000))
            append(Int64(micros % 1_000_000))
            append(UInt16(truncatingIfNeeded: triples[index]))
            append(UInt16(truncatingIfNeeded: triples[index + 1]))
            append(triples[index + 2])
            index += 3
        }
        // A full node buffer (EAGAIN) waits until libinput reads; a node gone with its device drops the frame.
        bytes.withUnsafeBytes { _ = try? writeAll(fd, $0, name: "evdev node") }
    }
}

/// Serialises wire records from the reading loop and the injector onto stdout (fd 1, a file the
/// parent reads when the emulator has exited), one whole line per write.
final class WireOutput: @unchecked Sendable {
    private let lock = NSLock()

    func write(_ record: EmulationWire.Record) {
        let line = EmulationWire.encode(record) + "\n"
        lock.lock()
        defer { lock.unlock() }
        // The parent reads this file after the emulator exits; a line that cannot be written is lost with it.
        try? writeAll(1, line, name: "<stdout>")
    }
}

/// libudev calls a device "initialized" only when udev's database has an entry for it, and umockdev
/// 0.17 does not redirect that database. So the emulator mounts a tmpfs on /run/udev in its own
/// mount namespace and writes the entries there; nothing outside the namespace changes.
enum PrivateUdevDatabase {
    static func prepare(hostMountNamespace: String) throws {
        let mine = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/mnt")) ?? ""
        guard !mine.isEmpty, mine != hostMountNamespace else {
            throw EmulationError.emulatorFailed(reason: "not in a private mount namespace (\(mine)); refusing to mount over /run/udev")
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
