import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopGesture

/// Input events are plain bits: copying one (reader → session → recognizer → log) counts no reference.
@Test func inputEventsAndWhatTheHotPathCopiesArePlainBits() {
    #expect(_isPOD(DeviceInfo.self))
    #expect(_isPOD(InputEvent.self))
    #expect(_isPOD(TimedInputEvent.self))
    #expect(_isPOD(PanInput.self))
    #expect(_isPOD(PanEvent.self))
    #expect(_isPOD(TimedContact.self))
    #expect(_isPOD(Track.self))  // the velocity samples are the recognizer's, in one reused buffer
}

/// A device's info is one word, so `deviceAdded` is no bigger than the other events (a pinch's five words).
@Test func aDeviceInfoKeepsEventsSmall() {
    #expect(MemoryLayout<DeviceInfo>.size == MemoryLayout<Int>.size)
    #expect(MemoryLayout<InputEvent>.size == 41)
    #expect(MemoryLayout<TimedInputEvent>.stride == 64)
}

/// A device's name and node come back byte for byte, however Unicode would compare them: a fixture's
/// header and a log's `device_added` line write them back exactly as read.
@Test func deviceNamesComeBackByteForByte() {
    let composed = "Caf\u{E9} pad"
    let decomposed = "Cafe\u{301} pad"
    let a = DeviceInfo(id: DeviceID(0), name: composed, kind: .touchpad, node: "/dev/input/event7")
    var b = DeviceInfo(id: DeviceID(0), name: decomposed, kind: .touchpad)
    #expect(Array(a.name.utf8) == Array(composed.utf8))
    #expect(Array(b.name.utf8) == Array(decomposed.utf8))
    #expect(a.node == "/dev/input/event7" && b.node == nil)
    #expect(a != b)
    b.name = composed
    b.node = "/dev/input/event7"
    #expect(a == b)
    b.node = nil
    #expect(b.node == nil && a != b)
}
