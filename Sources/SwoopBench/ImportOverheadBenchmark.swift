import Foundation
import SwoopCore
import SwoopRecordings

/// What `swoop import` costs beyond playing the recording: a recording plays in real time, so its own
/// length (first to last frame) is the least an import can take; the rest — start-up, probing the
/// machine, the emulator's start-up, lead and settle times, writing the fixture and its summary — is
/// the overhead.
package struct ImportOverheadBenchmark: Sendable {
    package var recordingPath: String
    package var recordingSeconds: Double
    package var swoopExecutable: String

    /// The real touchpad recording the figure uses by default, in ../shared beside the package.
    static let defaultRecording = "touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu"

    package static func prepare(recordingPath: String?, swoopExecutable: String) -> Result<
        ImportOverheadBenchmark, BenchError
    > {
        guard
            let path = recordingPath
                ?? LiveOverheadBenchmark.packageRoot().map({ $0 + "/../shared/recordings/" + defaultRecording })
                .map({ URL(fileURLWithPath: $0).standardizedFileURL.path }),
            FileManager.default.fileExists(atPath: path)
        else {
            return .failure(
                .unavailable(
                    what: "a real recording",
                    reason: "../shared/recordings/\(defaultRecording) not found "
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

    package func command(output: String) -> [String] { [swoopExecutable, "import", recordingPath, "-o", output] }

    /// One import into `directory`: its wall time minus the recording's length, in seconds.
    package func measure(directory: String) throws -> Double {
        let output = directory + "/import.fixture.jsonl"
        defer { unlink(output) }
        let run = try ChildProcess.run(command(output: output), quiet: true)
        guard run.status == 0 else {
            throw BenchError.childFailed(
                command: command(output: output).joined(separator: " "), reason: "exit status \(run.status)")
        }
        return run.wallSeconds - recordingSeconds
    }
}
