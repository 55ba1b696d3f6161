import Foundation
import SwoopEngine
import SwoopLiveCLI
import SwoopRender
import SwoopTestSupport
import Testing

@testable import SwoopCLI

// `--photos DIR`: the user's own JPEGs and PNGs in the preset's photo cells, in name order; a bad one
// is bad data (65) naming its path, and nothing is written.

/// Two JPEGs written by Pillow (an independent encoder) and a file that is not a photo.
private func photoFolder() throws -> String? {
    let python = try PillowGIF.python()
    let dir = try temporaryDirectory()
    let script = """
        import sys
        from PIL import Image
        Image.new('RGB', (300, 200), (200, 40, 40)).save(sys.argv[1] + '/b-red.jpg', quality=92)
        Image.new('RGB', (300, 200), (40, 40, 200)).save(sys.argv[1] + '/a-blue.JPEG', quality=92)
        open(sys.argv[1] + '/notes.txt', 'w').write('not a photo')
        """
    guard try ExternalProgram.run(python, ["-c", script, dir]).status == 0 else { return nil }
    return dir
}

@Test func photosFillThePresetsPhotoCellsInNameOrder() throws {
    guard let dir = try photoFolder() else { try TestGate.unavailable("Pillow cannot write JPEGs here") }
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/out/zoom.png"
    try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
    let (status, io) = CapturedRun.run([
        "render", "-t", "zoom", "--photos", dir, "--at", "1", "--scale", "0.5", "-o", out
    ])
    #expect(status == .success, "\(io.err)")
    // Photo N is file N mod 2 in name order (a-blue.JPEG, b-red.jpg): the tapped row (1) and its detail
    // show the red one; the detail fills the screen's width, aspect-fit, at its vertical centre.
    let png = try RenderSurface(png: out)
    let centre = png.pixel(x: 195 / 2, y: 422 / 2)
    #expect(centre.r > 180 && centre.g < 70 && centre.b < 70, "\(centre)")
    #expect(try PhotosFlag.files(in: dir) == [dir + "/a-blue.JPEG", dir + "/b-red.jpg"])
}

@Test func aPhotoThatIsNotAnImageIsBadDataNamingItAndNothingIsWritten() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("GIF89a, not a JPEG".utf8).write(to: URL(fileURLWithPath: dir + "/fake.jpg"))
    let out = NSTemporaryDirectory() + "swoop-photos-\(UUID().uuidString).png"
    let (status, io) = CapturedRun.run(["render", "-t", "match", "--photos", dir, "--scale", "0.25", "-o", out])
    #expect(status == .failure(.badData), "\(io.err)")
    #expect(io.err.contains(dir + "/fake.jpg") && io.err.contains("neither a PNG nor a JPEG"), "\(io.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
}

@Test func aMissingOrEmptyPhotoFolderIsMissingInput() throws {
    let empty = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    for folder in [empty, empty + "/none"] {
        let (status, io) = CapturedRun.run(["render", "-t", "zoom", "--photos", folder, "-o", empty + "/x.png"])
        #expect(status == .failure(.missingInput), "\(io.err)")
        #expect(io.err.contains("--photos \(folder)"), "\(io.err)")
    }
    let (status, io) = CapturedRun.run(["simulate", "--photos", empty])
    #expect(status == .failure(.usage), "\(io.err)")
}

@Test func photosFillTheAppsPhotoCellsInNameOrder() throws {
    guard let dir = try photoFolder() else { try TestGate.unavailable("Pillow cannot write JPEGs here") }
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/frames/"
    // The seeds home screen at rest, then a tap on its middle row (`cell`), which opens the zoom detail.
    let (status, io) = CapturedRun.run([
        "render", "--app", "seeds", "--photos", dir, "--script", "wait 0.1; tap 195,296; wait 1.2", "--scale", "0.5",
        "-o", out
    ])
    #expect(status == .success, "\(io.err)")
    // Row k shows photo k: a-blue.JPEG, b-red.jpg, a-blue.JPEG (its 80-pt thumbnail, aspect-fit, at the
    // row's left inset 16 within the section at x 20, y 148, rows 100 pt tall).
    let home = try RenderSurface(png: out + "frame-00000.png")
    let scale = Double(home.width) / 390
    func thumbnail(_ row: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let p = home.pixel(x: Int(76 * scale), y: Int((148 + 100 * Double(row) + 50) * scale))
        return (p.r, p.g, p.b)
    }
    for (row, blue) in [(0, true), (1, false), (2, true)] {
        let c = thumbnail(row)
        let (strong, weak) = blue ? (c.b, c.r) : (c.r, c.b)
        #expect(strong > 180 && weak < 70 && c.g < 70, "row \(row): \(c)")
    }
    // The tapped row's detail, full screen at the end, is its photo: the red one, at the screen's centre.
    let frames = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.sorted()
    let last = try RenderSurface(png: out + frames.last!)
    let centre = last.pixel(x: last.width / 2, y: last.height / 2)
    #expect(centre.r > 180 && centre.g < 70 && centre.b < 70, "\(centre)")
}

@Test(arguments: [["simulate", "--app", "seeds"], ["render", "--app", "seeds"]])
func photosWithAnAppReadTheFolder(_ command: [String]) throws {
    let empty = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let (status, io) = CapturedRun.run(command + ["--photos", empty + "/none"])
    #expect(status == .failure(.missingInput), "\(io.err)")
    #expect(io.err.contains("--photos \(empty)/none: no such folder"), "\(io.err)")
}
