import Foundation
import SwoopCore
import SwoopRecordings

/// What `swoop import --realtime` costs beyond playing the recording: paced in real time, its own
/// length (first to last frame) is the least an import can take; the rest — start-up, probing the
/// machine, the emulator's start-up, lead and settle times, writing the fixture and its summary — is
/// the overhead. (`ImportSpeedBenchmark` times the default, virtual-clock import of the same kind.)
package struct ImportOverheadBenchmark: Sendable {
    package var recordingPath: String
    package var recordingSeconds: Double
    package var swoopExecutable: String

    /// The real touchpad recording the figure uses by default, in ../shared beside the package.
    static let defaultRecording = "touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu"

    package static func prepare(
        recordingPath: String?, swoopExecutable: String, defaultRecording: String? = nil
    ) -> Result<ImportOverheadBenchmark, BenchError> {
        guard
            let path = recordingPath
                ?? LiveOverheadBenchmark.packageRoot().map({
                    $0 + "/../shared/recordings/" + (defaultRecording ?? Self.defaultRecording)
                })
                .map({ URL(fileURLWithPath: $0).standardizedFileURL.path }),
            FileManager.default.fileExists(atPath: path)
        else {
            return .failure(
                .unavailable(
                    what: "a real recording",
                    reason: "../shared/recordings/\(defaultRecording ?? Self.defaultRecording) not found "
                        + "beside the package (give --recording FILE)"))
        }
        do {
            let recording = try RecordingLoader.load(path: path)
            return .success(
                ImportOverheadBenchmark(
                    recordingPath: path, recordingSeconds: recording.lengthSeconds,
                    swoopExecutable: swoopExecutable))
        } catch {
            return .failure(.unavailable(what: "the recording", reason: "\(path): \(error)"))
        }
    }

    package func command(output: String, realtime: Bool = true) -> [String] {
        [swoopExecutable, "import", recordingPath, "-o", output] + (realtime ? ["--realtime"] : [])
    }

    /// One import into `directory`: its wall time minus the recording's length, in seconds.
    package func measure(directory: String) throws -> Double {
        try wallSeconds(directory: directory, realtime: true) - recordingSeconds
    }

    /// The wall time of one import into `directory` (start to reaped), in seconds.
    func wallSeconds(directory: String, realtime: Bool) throws -> Double {
        let output = directory + "/import.fixture.jsonl"
        defer { unlink(output) }
        let command = command(output: output, realtime: realtime)
        let run = try ChildProcess.run(command, quiet: true)
        guard run.status == 0 else {
            throw BenchError.childFailed(command: command.joined(separator: " "), reason: "exit status \(run.status)")
        }
        return run.wallSeconds
    }
}
