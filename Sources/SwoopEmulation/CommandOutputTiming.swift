import Dispatch
import Foundation
import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// When each frame went into the emulated devices and when each line of a command's standard output
/// came out, on the one CLOCK_MONOTONIC both sides share: what a latency from injection to output is
/// computed from (`swoop-bench --only live`).
package struct CommandTiming: Sendable, Equatable {
    /// The injection time (µs) of every frame played, in playing order.
    package var frameInjectionMicros: [Int64]
    /// The time (µs) each line of the command's standard output reached the emulator, in order: the
    /// moment the `read` of the pipe that completed the line returned.
    package var lineArrivalMicros: [Int64]

    package init(frameInjectionMicros: [Int64], lineArrivalMicros: [Int64]) {
        self.frameInjectionMicros = frameInjectionMicros
        self.lineArrivalMicros = lineArrivalMicros
    }

    /// The file the emulator writes: `F <µs>` per frame, `L <µs>` per output line.
    func encoded() -> String {
        frameInjectionMicros.map { "F \($0)\n" }.joined() + lineArrivalMicros.map { "L \($0)\n" }.joined()
    }

    static func decode(_ text: String) -> CommandTiming? {
        var timing = CommandTiming(frameInjectionMicros: [], lineArrivalMicros: [])
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let micros = Int64(fields[1]) else { return nil }
            switch fields[0] {
            case "F": timing.frameInjectionMicros.append(micros)
            case "L": timing.lineArrivalMicros.append(micros)
            default: return nil
            }
        }
        return timing
    }
}

/// Reads a command's standard output from a pipe as it comes, stamps each line's arrival, and copies
/// the bytes into the file the harness reads afterwards. The command writes into a pipe, as it would
/// into another program; what it buffers before writing counts against it, as it would there.
final class LineArrivalRecorder: @unchecked Sendable {
    private let pipeEnd: Int32
    private let file: Int32
    private let done = DispatchSemaphore(value: 0)
    private var arrivals: [Int64] = []

    /// `pipeEnd` is the read end of the command's stdout; `file` receives every byte.
    init(pipeEnd: Int32, file: Int32) {
        self.pipeEnd = pipeEnd
        self.file = file
    }

    func start() {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buffer.withUnsafeMutableBytes { raw in
                    retryingOnInterrupt { read(pipeEnd, raw.baseAddress, raw.count) }
                }
                guard n > 0 else { break }
                let now = MonotonicClock.now().micros
                for byte in buffer[0..<n] where byte == UInt8(ascii: "\n") { arrivals.append(now) }
                buffer.withUnsafeBytes { raw in
                    try? writeAll(file, UnsafeRawBufferPointer(rebasing: raw[0..<n]), name: "<command stdout>")
                }
            }
            done.signal()
        }
        thread.start()
    }

    /// Waits for end of file (every writer of the pipe has closed it) and returns the arrival times.
    func finish() -> [Int64] {
        done.wait()
        return arrivals
    }
}

/// Another process's CPU time (user + system, every thread, living or ended), read at any moment
/// through its CPU-time clock: precise to the nanosecond where `/proc/PID/stat` counts 10 ms ticks.
struct CommandCPUClock {
    private let clock: clockid_t

    /// nil when the kernel gives no clock for `pid` (it has already gone).
    init?(pid: pid_t) {
        var clock = clockid_t()
        guard clock_getcpuclockid(pid, &clock) == 0 else { return nil }
        self.clock = clock
    }

    /// The process's CPU time so far, µs; nil once it has been reaped.
    func micros() -> Int64? {
        var ts = timespec()
        guard clock_gettime(clock, &ts) == 0 else { return nil }
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1_000
    }
}
