import Dispatch
import Foundation
import SwoopCore
import SwoopDisplay
import SwoopInputModel
import SwoopLibinput

#if canImport(Glibc)
import Glibc
#endif

/// The process the harness starts (`swoop-emulate PLAN.json`) inside a private mount namespace with
/// the fstat shim and libumockdev-preload loaded: it builds the testbed, starts the same
/// `LibinputSource` that `swoop run` uses (udev backend, seat0), plays the frames with fresh
/// CLOCK_MONOTONIC timestamps, and writes what libinput made of them to stdout (`EmulationWire`).
package enum EmulatorProcess {
    package static func main(arguments: [String]) -> Int32 {
        // Started from a Dispatch worker thread, a process inherits its blocked signals (Foundation's
        // Process does not reset the mask): SIGTERM from the harness's watchdog and the SIGINT that
        // ends a command would never arrive. Unblock everything for us and what we start.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        guard arguments.count == 2 else {
            report("usage: swoop-emulate PLAN.json (started by the emulation harness, not by hand)")
            return 64
        }
        Lifetime.begin(planPath: arguments[1])
        do {
            try run(planPath: arguments[1])
            return 0
        } catch {
            report("swoop-emulate: \(error)")
            return 70
        }
    }

    /// A line on standard error (a file the harness reads); nothing to do if even that fails.
    static func report(_ line: String) {
        try? writeAll(2, line + "\n", name: "<stderr>")
    }

    static func run(planPath: String) throws {
        let began = MonotonicClock.now()
        let plan = try JSONDecoder().decode(
            EmulationPlan.self, from: Data(try readFile(planPath, limit: EmulationPlan.maximumFileSize)))
        try PrivateUdevDatabase.prepare(hostMountNamespace: plan.hostMountNamespace)
        for device in plan.devices {
            try PrivateUdevDatabase.write(device.udevDatabase, named: device.udevDatabaseName)
        }
        guard let testbed = UmockdevTestbed() else {
            throw EmulationError.emulatorFailed(
                reason:
                    "not running under libumockdev-preload (LD_PRELOAD is '\(ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? "")')"
            )
        }
        for device in plan.devices {
            try testbed.addDevices(fromFile: device.umockdevPath)
            try testbed.loadIoctls(for: device.devnode, fromFile: device.ioctlPath)
        }
        for path in plan.displayPaths { try testbed.addDevices(fromFile: path) }
        let output = WireOutput()
        if let command = plan.command {
            try runCommand(
                command, plan: plan, planDirectory: (planPath as NSString).deletingLastPathComponent, testbed: testbed,
                output: output)
            return
        }
        let stop = StopSignal()
        // The virtual clock starts before libinput's context exists, so that its timer is a virtual one.
        var virtualClock: VirtualClockControl?
        if plan.clock == .virtual {
            guard let control = VirtualClockControl.load(), control.start() else {
                throw EmulationError.emulatorFailed(
                    reason:
                        "the emulation preload has no virtual clock, or libinput is not loaded (rebuild SwoopFstatShim)"
                )
            }
            virtualClock = control
        }
        let option = plan.sizeOption.flatMap { $0.count == 2 ? PhysicalSize(widthMM: $0[0], heightMM: $0[1]) : nil }
        let source = try LibinputSource(
            backend: .udev(seat: LibinputBackend.defaultSeat), stop: stop,
            requireTouchDevice: false, sizing: DeviceSizing(option: option, displays: nil),
            warn: { output.write(.log(priority: .info, text: "swoop: \($0)")) },
            logPriority: plan.logPriority,
            log: { message in output.write(.log(priority: message.priority, text: message.text)) },
            clock: virtualClock.map { control in { control.now } } ?? MonotonicClock.now
        )
        let fds = try writableEnds(plan, testbed)
        // Where start-up time goes: process start to here, and libinput's set-up (testbed, devices opened).
        output.write(
            .statistics([
                "emulatorStartMicros": "\(began.micros)", "sourceReadyMicros": "\(MonotonicClock.now().micros)"
            ]))
        if let virtualClock {
            let reader = InProcessReader(
                source: source, clock: virtualClock, devnodes: plan.devices.map(\.devnode), output: output)
            try VirtualInjector(
                plan: plan, testbed: testbed, fds: fds, output: output, reader: reader, clock: virtualClock
            ).run()
            testbed.keepUntilExit()
            return
        }
        var reader: RealtimeSourceReader?
        if plan.settlesUntilIdle {
            guard let counts = VirtualClockControl.load() else {
                throw EmulationError.emulatorFailed(
                    reason: "the emulation preload does not count what libinput reads (rebuild SwoopFstatShim)")
            }
            reader = RealtimeSourceReader(
                idleness: source.idleness, counts: counts, devnodes: plan.devices.map(\.devnode))
        }
        let injector = Injector(plan: plan, testbed: testbed, fds: fds, output: output, reader: reader) { stop.stop() }
        let finished = DispatchSemaphore(value: 0)
        Thread {
            injector.run()
            finished.signal()
        }.start()
        while let event = try source.next() {
            output.write(.event(event))
        }
        finished.wait()
        testbed.keepUntilExit()
    }

    /// Runs another program in the testbed (as umockdev-run would), plays the frames into the devices
    /// it opened, then interrupts it (SIGINT, as Ctrl-C would) unless it has finished by itself. On the
    /// virtual clock the program's libinput follows the emulator's clock, shared through a file in the
    /// plan's directory, and the frames are played as for the emulator's own libinput (`VirtualInjector`).
    private static func runCommand(
        _ command: EmulationPlan.Command, plan: EmulationPlan, planDirectory: String, testbed: UmockdevTestbed,
        output: WireOutput
    ) throws {
        let fds = try writableEnds(plan, testbed)
        var sharedClock: VirtualClockControl?
        var environment = ProcessInfo.processInfo.environment
        if plan.clock == .virtual {
            let path = planDirectory + "/virtual-clock"
            guard let control = VirtualClockControl.load(), control.share(at: path) else {
                throw EmulationError.emulatorFailed(
                    reason: "the emulation preload cannot share its virtual clock in \(path) (rebuild SwoopFstatShim)")
            }
            environment[VirtualClockControl.sharedClockVariable] = path
            sharedClock = control
        }
        let process = Process()
        // Under `setpriv --pdeathsig KILL` when it is there: the command cannot outlive the emulator.
        if let setpriv = plan.setpriv {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--pdeathsig", "KILL", "--"] + command.arguments
        } else {
            process.executableURL = URL(fileURLWithPath: command.arguments[0])
            process.arguments = Array(command.arguments.dropFirst())
        }
        environment["UMOCKDEV_DIR"] = testbed.rootDirectory  // with the inherited LD_PRELOAD: the same testbed
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let stdoutFile = try FileHandle(forWritingTo: URL(fileURLWithPath: command.stdoutPath))
        var recorder: LineArrivalRecorder?
        var pipeWriteEnd: Int32 = -1
        if command.timingPath != nil {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw EmulationError.emulatorFailed(reason: "pipe: \(errorText(errno))") }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipeWriteEnd = ends[1]
            recorder = LineArrivalRecorder(pipeEnd: ends[0], file: stdoutFile.fileDescriptor)
            process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
        } else {
            process.standardOutput = stdoutFile
        }
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: command.stderrPath))
        let before = childrenUsage()
        let exited = ProcessExit(process)
        try process.run()
        if pipeWriteEnd >= 0 { close(pipeWriteEnd) }  // only the command writes into it now: its exit is end of file
        recorder?.start()
        Lifetime.command = process.processIdentifier
        let cpu = CommandCPUClock(pid: process.processIdentifier)
        var cpuAtStart: Int64?
        var cpuAtEnd: Int64?
        var injections: [Int64] = []
        let observer = InjectionObserver(
            playingStarts: { cpuAtStart = cpu?.micros() ?? nil },
            frameInjected: { if command.timingPath != nil { injections.append($0) } },
            playingEnded: { cpuAtEnd = cpu?.micros() ?? nil })
        if let sharedClock {
            let reader = FollowingProgramReader(clock: sharedClock, devnodes: plan.devices.map(\.devnode))
            try VirtualInjector(
                plan: plan, testbed: testbed, fds: fds, output: output, reader: reader, clock: sharedClock,
                endsEarly: { !process.isRunning }
            ).run()
            if process.isRunning { process.interrupt() }
        } else {
            Injector(
                plan: plan, testbed: testbed, fds: fds, output: output,
                endsEarly: { !process.isRunning }, observer: observer,
                finished: { if process.isRunning { process.interrupt() } }
            ).run()
        }
        exited.wait()
        Lifetime.command = nil
        testbed.keepUntilExit()
        if let recorder, let path = command.timingPath {
            let timing = CommandTiming(frameInjectionMicros: injections, lineArrivalMicros: recorder.finish())
            let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? file.close() }
            try writeAll(file.fileDescriptor, timing.encoded(), name: path)
        }
        // The command is the only child reaped since `before`: the difference is its own CPU time
        // (what `swoop-bench` compares between `swoop record` and `libinput debug-events`).
        let after = childrenUsage()
        var statistics = [
            "commandStatus": "\(process.terminationStatus)",
            "commandEnded": process.terminationReason == .exit ? "exit" : "signal",
            "commandUserMicros": "\(after.user - before.user)",
            "commandSystemMicros": "\(after.system - before.system)"
        ]
        // Its CPU time when playing began (start-up: loading, opening the devices) and when the last
        // frame had gone in: what lies between is its steady state.
        if let cpuAtStart { statistics["commandCPUMicrosAtFirstFrame"] = "\(cpuAtStart)" }
        if let cpuAtEnd { statistics["commandCPUMicrosAtLastFrame"] = "\(cpuAtEnd)" }
        output.write(.statistics(statistics))
    }

    /// CPU time (µs) of every child reaped so far.
    private static func childrenUsage() -> (user: Int64, system: Int64) {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func micros(_ t: timeval) -> Int64 { Int64(t.tv_sec) * 1_000_000 + Int64(t.tv_usec) }
        return (micros(usage.ru_utime), micros(usage.ru_stime))
    }

    private static func writableEnds(_ plan: EmulationPlan, _ testbed: UmockdevTestbed) throws -> [Int32] {
        let fds = plan.devices.map { testbed.writableEnd(of: $0.devnode) }
        if let missing = fds.firstIndex(where: { $0 < 0 }) {
            throw EmulationError.emulatorFailed(
                reason: "umockdev gave no writable end for \(plan.devices[missing].devnode)")
        }
        return fds
    }
}
