import Foundation
import SwoopTestSupport
import Testing

/// The real EDID blobs beside the repository (`../shared/edid`), never copied into it.
enum SharedEDID {
    static let laptop = "laptop-panel_auo-b133hab_293x165mm.edid"
    static let television = "tv_sharp-hdmi_1329x748mm.edid"
    static let all = [laptop, television]

    /// The blob's bytes, or a loud skip (printed and reported as cancelled) when it is absent.
    static func bytes(_ name: String) throws -> [UInt8] {
        let path = try SharedFiles.require(name, in: SharedFiles.edid)
        return [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    static func path(_ name: String) throws -> String { try SharedFiles.require(name, in: SharedFiles.edid) }
}
