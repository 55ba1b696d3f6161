import Foundation

/// Emulations spend their time waiting (real-time playback, a child process). These variants wait on
/// a thread of their own rather than on Swift's cooperative pool, so many emulations (a test suite,
/// an import of several files) can run at once even on a two-core machine.
extension Emulator {
    package static func run(
        _ devices: [EmulatedDevice], options: EmulationOptions = EmulationOptions(),
        environment: EmulationEnvironment? = nil
    ) async throws -> EmulationResult {
        try await onOwnThread { try run(devices, options: options, environment: environment) }
    }

    package static func run(
        command arguments: [String], on devices: [EmulatedDevice],
        options: EmulationOptions = EmulationOptions(leadTime: .seconds(1)),
        environment: EmulationEnvironment? = nil
    ) async throws -> EmulatedCommandResult {
        try await onOwnThread { try run(command: arguments, on: devices, options: options, environment: environment) }
    }

    /// At most one emulation per core runs at once: more make start-up bursts delay injections
    /// (measured: up to 70 ms late with 20 at once on two cores, about 13 ms with four), and a frame
    /// injected later than its recording's frame interval blurs what a test can compare.
    private static let slots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                slots.wait()
                defer { slots.signal() }
                continuation.resume(with: Result { try work() })
            }.start()
        }
    }
}
