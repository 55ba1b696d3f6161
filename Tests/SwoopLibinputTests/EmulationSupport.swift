import Foundation
import SwoopEmulation
import SwoopInputModel
import SwoopInteraction
import SwoopRecordings
import SwoopTestSupport
import Testing

/// Where the tests find the package's own fixtures and the shared recordings beside the repository.
enum TestPaths {
    static let devices = URL(fileURLWithPath: SharedFiles.inPackage("Fixtures/devices"))

    static func device(_ name: String) throws -> RecordedDevice {
        try #require(RecordingLoader.load(path: devices.appendingPathComponent("\(name).evemu").path).devices.first)
    }
}

/// Whether emulated-device tests can run here. Where they cannot, they are skipped with the reason
/// printed — except under CI=true, where they run and fail on the missing piece.
enum EmulationGate {
    static var unavailableReason: String? {
        if case .failure(let error) = EmulationEnvironment.current { return error.description }
        return nil
    }

    /// For `.enabled(if:)`: true when emulation works, or when CI demands that a missing piece fails.
    static var shouldRun: Bool { TestGate.shouldRun("emulated-device tests", missing: unavailableReason) }

    static func run(_ devices: [EmulatedDevice], options: EmulationOptions = EmulationOptions()) async throws
        -> EmulationResult
    {
        let result = try await Emulator.run(devices, options: options)
        for line in result.libinputLog { print("libinput[\(line.priority.rawValue)]: \(line.text)") }
        return result
    }
}

/// What the interaction pipeline `swoop run` drives decides about emulated input (the default configuration).
enum Decisions {
    static func interactions(
        _ result: EmulationResult,
        configuration: SessionConfiguration = SessionConfiguration()
    ) -> [InteractionResult] {
        var session = PanSession(configuration: configuration)
        for event in result.events { _ = session.feed(event) }
        _ = session.endOfInput()
        return session.interactions
    }

    /// `outcome/rule` per interaction, e.g. `["finish/projection"]`.
    static func summary(_ result: EmulationResult) -> [String] {
        interactions(result).map { "\($0.decision?.outcome.rawValue ?? "open")/\($0.decision?.rule.rawValue ?? "-")" }
    }
}

/// libinput's own `debug-events` tool, the reference the emulated-device tests compare with.
enum LibinputDebugEventsTool {
    /// Its path; unavailable through `TestGate` where libinput-tools is not installed.
    static func path() throws -> String {
        let tool = "/usr/bin/libinput"
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            try TestGate.unavailable("\(tool) (apt-get install libinput-tools)")
        }
        return tool
    }

    /// The event type of each line it printed (`DEVICE_ADDED`, `GESTURE_SWIPE_BEGIN`, …), in order.
    static func kinds(_ output: String) -> [Substring] {
        output.split(separator: "\n").compactMap {
            $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
        }
    }
}
