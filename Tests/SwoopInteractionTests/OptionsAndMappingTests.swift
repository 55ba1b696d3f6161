import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

@Test func optionsParseFromTheirFlags() throws {
    var o = InteractionOptions()
    try o.set("--threshold", to: "0.4")
    try o.set("--projection", to: "linear:1")
    try o.set("--deceleration-rate", to: "0.99")
    try o.set("axis", to: "y")
    try o.set("--direction", to: "negative")
    try o.set("--distance", to: "80")
    try o.set("--fingers", to: "3")
    try o.set("--scroll", to: "off")
    try o.set("--touch-fingers", to: "2")
    try o.set("--rubber-band", to: "0.1")
    try o.set("--reverse-flick", to: "120")
    try o.set("--frame-rate", to: "60")
    #expect(o.policy == ReleasePolicy(threshold: 0.4, projection: .linear(seconds: 1), decelerationRate: 0.99,
                                      reverseFlickMinimumMMPerSecond: 120))
    #expect(o.gesture.axis == .y && o.gesture.direction == .negative)
    #expect(o.sources == PanSources(swipeFingers: [3], twoFingerScroll: false, touchscreenFingers: 2))
    try o.set("--source", to: "touch")
    #expect(o.sources == PanSources(swipeFingers: [], twoFingerScroll: false, touchscreenFingers: 2))
    try o.set("--source", to: "swipe")
    #expect(o.sources == PanSources(swipeFingers: [3], twoFingerScroll: false, touchscreenFingers: 0))
    try o.set("--source", to: "scroll")
    #expect(o.sources == PanSources(swipeFingers: [], twoFingerScroll: true, touchscreenFingers: 0))
    try o.set("--source", to: "all")
    #expect(o.distanceMM == 80 && o.limit == .rubberBand(limit: 0.1) && o.frameRate == 60)
    try o.set("--rubber-band", to: "off")
    #expect(o.limit == .clamp)
}

@Test(arguments: [("--threshold", "1.5"), ("--threshold", "x"), ("--deceleration-rate", "1"), ("--axis", "z"),
                  ("--distance", "0"), ("--fingers", "0,3"), ("--fingers", "3,"), ("--source", "pad"), ("--scroll", "yes"),
                  ("--touch-fingers", "-1"), ("--rubber-band", "0"), ("--direction", "up"), ("--frame-rate", "nan")])
func badOptionValuesNameTheFlag(_ flag: String, _ value: String) {
    var o = InteractionOptions()
    #expect {
        try o.set(flag, to: value)
    } throws: { error in
        guard case .invalidOption(let option, let got, _) = error as? InteractionError else { return false }
        return option == flag && got == value && "\(error)".contains(flag)
    }
    #expect(o == InteractionOptions(), "a bad value changes nothing")
}

@Test func unknownOptionsAreRefused() {
    var o = InteractionOptions()
    #expect(throws: InteractionError.unknownOption("--speed")) { try o.set("--speed", to: "1") }
}

@Test(arguments: [
    (DeviceKind.touchscreen, LockedAxis.x, 250.0 as Double?, 150.0 as Double?, 250.0),
    (.touchscreen, .y, 250, 150, 150),
    (.touchscreen, .x, nil, nil, 100),
    (.touchpad, .x, 100, 60, 50),
    (.touchpad, .y, 100, 60, 30),
    (.touchpad, .x, nil, nil, 40),
    (.touchpad, .y, nil, nil, 30),
    (.touchpad, .y, 100, 0, 30),
])
func defaultDistancesPerDeviceKind(kind: DeviceKind, axis: LockedAxis, width: Double?, height: Double?, expected: Double) {
    let info = width.map { _ in DeviceInfo(id: DeviceID(0), name: "d", kind: kind, widthMM: width, heightMM: height) }
    #expect(PanDistance.defaultMM(kind: kind, axis: axis, device: info) == expected)
}

@Test func fingersApplyToTheSelectedSource() throws {
    var o = InteractionOptions()
    #expect(o.sources == PanSources())
    try o.set("--fingers", to: "2")
    try o.set("--source", to: "touch")
    #expect(o.sources.touchscreenFingers == 2 && o.sources.swipeFingers.isEmpty && !o.sources.twoFingerScroll)
    try o.set("--source", to: "swipe")
    #expect(o.sources.swipeFingers == [2] && o.sources.touchscreenFingers == 0)
}
