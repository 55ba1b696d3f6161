import Foundation
import SwoopEmulation

/// The version of the libinput that made an import's events, for the fixture's `source.libinput`.
///
/// libinput has no run-time version call, so ask the tools that know: `libinput --version`
/// (libinput-tools) or, failing that, `pkg-config --modversion libinput` (libinput-dev, which this
/// package builds against). `nil` when neither answers; the fixture then omits the field.
enum LibinputVersion {
    static let current: String? = ask(["libinput", "--version"]) ?? ask(["pkg-config", "--modversion", "libinput"])

    private static func ask(_ command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let exited = ProcessExit(process)
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // A version is digits and dots ("1.22.1"); anything else is not an answer to rely on.
        guard !text.isEmpty, text.count < 40, text.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        return text
    }
}
