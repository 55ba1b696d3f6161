import Foundation
import SwoopTestSupport
import Testing

/// What Debian's `edid-decode` prints about a blob, reduced to the fields Swoop reads: the reference
/// the parser is compared with.
struct EDIDDecodeReference: Equatable {
    struct Timing: Equatable {
        var number: Int, width: Int, height: Int, interlaced: Bool
        var sizeMM: (Int, Int)?
        static func == (a: Timing, b: Timing) -> Bool {
            (a.number, a.width, a.height, a.interlaced) == (b.number, b.width, b.height, b.interlaced)
                && a.sizeMM?.0 == b.sizeMM?.0 && a.sizeMM?.1 == b.sizeMM?.1
        }
    }

    var version = ""
    var manufacturer = ""
    var model = 0
    var maximumImageSizeCM: (Int, Int)?
    var timings: [Timing] = []

    static func == (a: Self, b: Self) -> Bool {
        (a.version, a.manufacturer, a.model, a.timings) == (b.version, b.manufacturer, b.model, b.timings)
            && a.maximumImageSizeCM?.0 == b.maximumImageSizeCM?.0 && a.maximumImageSizeCM?.1 == b.maximumImageSizeCM?.1
    }

    /// Runs `edid-decode FILE`, or skips loudly when the tool is not installed — except under
    /// CI=true, where a missing reference tool fails the test (scripts/test installs it).
    static func decode(_ path: String) throws -> EDIDDecodeReference {
        guard
            let tool = ["/usr/bin/edid-decode", "/usr/local/bin/edid-decode"]
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            try TestGate.unavailable(
                "edid-decode is not installed (apt-get install edid-decode); not comparing with it")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// Picks the lines edid-decode prints for these fields, e.g.
    /// `Maximum image size: 29 cm x 17 cm` and
    /// `DTD 1:  1920x1080   60.049471 Hz  16:9  …  141.000000 MHz (293 mm x 165 mm)`.
    static func parse(_ text: String) -> EDIDDecodeReference {
        var reference = EDIDDecodeReference()
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let value = line.after("EDID Structure Version & Revision: ") { reference.version = value }
            if let value = line.after("Manufacturer: ") { reference.manufacturer = value }
            if let value = line.after("Model: ") { reference.model = Int(value) ?? -1 }
            if let value = line.after("Maximum image size: ") {
                let numbers = value.split(separator: " ").compactMap { Int($0) }
                if numbers.count == 2 { reference.maximumImageSizeCM = (numbers[0], numbers[1]) }
            }
            if line.hasPrefix("DTD "), let colon = line.firstIndex(of: ":") {
                let number = Int(line[line.index(line.startIndex, offsetBy: 4)..<colon]) ?? -1
                var mode = line[line.index(after: colon)...].split(separator: " ")[0]
                let interlaced = mode.hasSuffix("i")
                if interlaced { mode = mode.dropLast() }
                let pixels = mode.split(separator: "x").compactMap { Int($0) }
                var size: (Int, Int)?
                if let open = line.lastIndex(of: "("), line.hasSuffix(" mm)") {
                    let numbers = line[line.index(after: open)...].split(separator: " ").compactMap { Int($0) }
                    if numbers.count == 2 { size = (numbers[0], numbers[1]) }
                }
                reference.timings.append(
                    Timing(
                        number: number, width: pixels[0], height: pixels[1],
                        interlaced: interlaced, sizeMM: size))
            }
        }
        return reference
    }
}

extension String {
    fileprivate func after(_ prefix: String) -> String? { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil }
}
