import Foundation
import SwoopCore
import SwoopInputModel

@testable import SwoopFixtures

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
