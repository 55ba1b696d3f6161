import Foundation
import SwoopCore
import SwoopInputModel

@testable import SwoopFixtures

/// A fresh directory under the system temporary directory, removed when the value is dropped.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "swoop-fixtures-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ name: String, _ contents: String) -> String {
        let p = file(name)
        FileManager.default.createFile(atPath: p, contents: Data(contents.utf8))
        return p
    }

    func read(_ name: String) -> String {
        String(decoding: FileManager.default.contents(atPath: file(name)) ?? Data(), as: UTF8.self)
    }
}

/// The package root, derived from this file's path (Tests/SwoopFixturesTests/TestSupport.swift).
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

let touchpadHeader = FixtureHeader(
    device: FixtureDevice(name: "Test touchpad", kind: .touchpad, widthMM: 100, heightMM: 70),
    source: FixtureProvenance(kind: .synthesized))

let headerLine = touchpadHeader.line

func event(_ t: Int64, _ e: InputEvent, device: Int = 0) -> TimedInputEvent {
    TimedInputEvent(time: Timestamp(micros: t), device: DeviceID(device), event: e)
}
