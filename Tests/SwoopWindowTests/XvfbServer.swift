import Foundation

/// A private X server for one test: Xvfb on the first free display number (it says which on a pipe
/// once it accepts connections, `-displayfd`), stopped when dropped (SIGTERM, on which Xvfb removes
/// its lock file and socket).
final class XvfbServer {
    let display: String
    let width: Int, height: Int
    private let server: SpawnedProcess

    init(width: Int = 1280, height: Int = 1024) throws {
        let xvfb = try ExternalTools.require(
            ["Xvfb"], "the window is not shown on a real X server", install: "apt-get install xvfb xauth")[0]
        self.width = width
        self.height = height
        let ready = try SpawnedProcess.pipe()
        let null = try SpawnedProcess.open("/dev/null", O_RDWR)
        do {
            defer {
                close(ready.write)
                close(null)
            }
            server = try SpawnedProcess(
                xvfb, ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                environment: ProcessInfo.processInfo.environment, stdin: null, stdout: ready.write, stderr: null)
        } catch {
            close(ready.read)
            throw error
        }
        // Xvfb writes the display number once it accepts connections (and closes nothing else): read one line.
        var number = ""
        var byte: UInt8 = 0
        while read(ready.read, &byte, 1) == 1, byte != 10 { number.append(Character(UnicodeScalar(byte))) }
        close(ready.read)
        guard Int(number) != nil else { throw XvfbFailed(reason: "Xvfb started no display (it said \"\(number)\")") }
        display = ":\(number)"
    }

    /// An environment that reaches this server and nothing else: no Wayland, SDL left to choose.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil
        return env
    }

    /// The root window as it is on the server now: `xwd -root | xwdtopnm`.
    func capture() throws -> PNMImage {
        let tools = try ExternalTools.require(
            ["xwd", "xwdtopnm"], "the X framebuffer cannot be captured",
            install: "apt-get install x11-apps netpbm")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-window-\(getpid())-\(UUID().uuidString).xwd"
        ).path
        defer { unlink(file) }
        let xwd = try SpawnedProcess.run(
            tools[0], ["-root", "-silent", "-display", display, "-out", file], environment: environment)
        guard xwd.exit == .success else { throw XvfbFailed(reason: "xwd failed (\(xwd.exit)): \(xwd.errors)") }
        let pnm = try SpawnedProcess.run(tools[1], [file], environment: environment)
        guard pnm.exit == .success else { throw XvfbFailed(reason: "xwdtopnm failed (\(pnm.exit)): \(pnm.errors)") }
        return try PNMImage(pnm.output)
    }
}

struct XvfbFailed: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}

/// A binary PPM (P6), reduced to 8 bits per channel: xwdtopnm writes a 24-bit screen with maxval
/// 65535 (each 8-bit value × 257), so the reduction is exact.
struct PNMImage {
    let width: Int, height: Int
    let rgb: [UInt8]

    init(_ bytes: [UInt8]) throws {
        var i = 0
        /// The next header token, skipping whitespace and `#` comments.
        func token() throws -> String {
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "#") {
                    while i < bytes.count, bytes[i] != 10 { i += 1 }
                } else if bytes[i] == 32 || (9...13).contains(bytes[i]) {
                    i += 1
                } else {
                    break
                }
            }
            let start = i
            while i < bytes.count, !(bytes[i] == 32 || (9...13).contains(bytes[i])) { i += 1 }
            guard i > start else { throw XvfbFailed(reason: "PNM header ends early") }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
        let magic = try token()
        guard magic == "P6", let w = Int(try token()), let h = Int(try token()), let maxval = Int(try token()),
            w > 0, h > 0, (1...65535).contains(maxval)
        else {
            throw XvfbFailed(reason: "not a binary PPM (magic \(magic))")
        }
        i += 1  // the single whitespace byte after maxval
        let sampleBytes = maxval > 255 ? 2 : 1
        guard bytes.count - i >= w * h * 3 * sampleBytes else { throw XvfbFailed(reason: "PPM pixels truncated") }
        width = w
        height = h
        var rgb = [UInt8](repeating: 0, count: w * h * 3)
        for k in 0..<rgb.count {
            let v = sampleBytes == 2 ? Int(bytes[i + 2 * k]) << 8 | Int(bytes[i + 2 * k + 1]) : Int(bytes[i + k])
            rgb[k] = UInt8((v * 255 + maxval / 2) / maxval)
        }
        self.rgb = rgb
    }

    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let o = (y * width + x) * 3
        return (rgb[o], rgb[o + 1], rgb[o + 2])
    }
}
