import Foundation
import Testing

/// The real EDID blobs beside the repository (`../shared/edid`), never copied into it.
enum SharedEDID {
    static let laptop = "laptop-panel_auo-b133hab_293x165mm.edid"
    static let television = "tv_sharp-hdmi_1329x748mm.edid"
    static let all = [laptop, television]

    static let directory: String = {
        // …/Tests/SwoopDisplayTests/SharedEDID.swift → three components up is the package root.
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/../shared/edid"
    }()

    /// The blob's bytes, or a loud skip (printed and reported as cancelled) when it is absent.
    static func bytes(_ name: String) throws -> [UInt8] {
        let path = "\(directory)/\(name)"
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = "SKIPPED: \(path) is absent (the shared EDID blobs live beside the repository, never in it)"
            print(reason)
            try Test.cancel(Comment(rawValue: reason))
        }
        return [UInt8](data)
    }

    static func path(_ name: String) -> String { "\(directory)/\(name)" }
}
