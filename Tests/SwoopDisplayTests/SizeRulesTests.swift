import Testing

@testable import SwoopDisplay

/// Plausibility bounds and `--size-mm`.
struct SizeRulesTests {
    @Test(arguments: [
        (293.0, 165.0, true, true),  // 13.3" laptop panel
        (1329, 748, true, false),  // 60" television
        (4096, 4096, false, false),  // 4096 units at libinput's faked 1 unit/mm
        (69, 50, true, true),  // libinput's assumed touchpad
        (311, 216, true, true),  // large Wacom Intuos Pro touch
        (1200, 800, true, false),  // a touchpad "1.2 m wide": a bogus resolution
        (10, 10, false, false),  // "a touchpad of a few mm"
        (3001, 1000, false, false),
        (.nan, 100, false, false),
        (.infinity, 100, false, false),
        (-300, 200, false, false)
    ])
    func boundsAdmitRealSurfacesOnly(width: Double, height: Double, touchscreen: Bool, touchpad: Bool) {
        let size = PhysicalSize(widthMM: width, heightMM: height)
        #expect(SizeBounds.touchscreen.admits(size) == touchscreen)
        #expect(SizeBounds.touchpad.admits(size) == touchpad)
    }

    @Test(arguments: [
        ("310x175", 310.0, 175.0),
        ("310X175", 310, 175),
        ("310×175", 310, 175),
        ("310.5x174.6", 310.5, 174.6),
        ("1000x600.25", 1000, 600.25)
    ])
    func sizeOptionReadsMillimetres(_ text: String, width: Double, height: Double) throws {
        #expect(try SizeOption.parse(text) == PhysicalSize(widthMM: width, heightMM: height))
    }

    @Test(arguments: [
        ("", "--size-mm '': expected WIDTHxHEIGHT in millimetres, e.g. --size-mm 310x175"),
        ("310", "--size-mm '310': expected WIDTHxHEIGHT in millimetres, e.g. --size-mm 310x175"),
        ("310x175x2", "--size-mm '310x175x2': expected WIDTHxHEIGHT in millimetres, e.g. --size-mm 310x175"),
        (
            "310mmx175",
            "--size-mm '310mmx175': width '310mm' is not a number of millimetres (digits and at most one '.', no unit)"
        ),
        ("310x", "--size-mm '310x': height '' is not a number of millimetres (digits and at most one '.', no unit)"),
        (
            "3e2x175",
            "--size-mm '3e2x175': width '3e2' is not a number of millimetres (digits and at most one '.', no unit)"
        ),
        (
            "-310x175",
            "--size-mm '-310x175': width '-310' is not a number of millimetres (digits and at most one '.', no unit)"
        ),
        (
            "1.2.3x175",
            "--size-mm '1.2.3x175': width '1.2.3' is not a number of millimetres (digits and at most one '.', no unit)"
        ),
        ("310x0", "--size-mm '310x0': height must be greater than 0 mm"),
        ("0.0x175", "--size-mm '0.0x175': width must be greater than 0 mm"),
        (
            "31x17.5",
            "--size-mm '31x17.5': height 17.5 mm is outside a touch surface's size (20–3000 mm per side); was it meant in millimetres?"
        ),
        (
            "5000x3000",
            "--size-mm '5000x3000': width 5000 mm is outside a touch surface's size (20–3000 mm per side); was it meant in millimetres?"
        ),
        // Just outside the bounds: the side as written, never a rounded size that looks inside them (issue 28).
        (
            "19.99x20",
            "--size-mm '19.99x20': width 19.99 mm is outside a touch surface's size (20–3000 mm per side); was it meant in millimetres?"
        ),
        (
            "3000.0001x20",
            "--size-mm '3000.0001x20': width 3000.0001 mm is outside a touch surface's size (20–3000 mm per side); was it meant in millimetres?"
        ),
        (
            "20x19.999",
            "--size-mm '20x19.999': height 19.999 mm is outside a touch surface's size (20–3000 mm per side); was it meant in millimetres?"
        )
    ])
    func sizeOptionErrorsSayWhatIsWrong(_ text: String, message: String) {
        #expect(performing: { try SizeOption.parse(text) }, throws: { "\($0)" == message })
    }

    @Test func sizesPrintAsTheOptionTakesThem() {
        #expect("\(PhysicalSize(widthMM: 293, heightMM: 165))" == "293x165 mm")
        #expect("\(PhysicalSize(widthMM: 310.5, heightMM: 174.64))" == "310.5x174.6 mm")
        // Rounded to the nearest tenth, half away from zero; a negative zero prints as `0`.
        #expect("\(PhysicalSize(widthMM: 0.05, heightMM: -0.04))" == "0.1x0 mm")
        #expect("\(PhysicalSize(widthMM: -12.34, heightMM: 1234.56))" == "-12.3x1234.6 mm")
        #expect(abs(PhysicalSize(widthMM: 293, heightMM: 165).diagonalInches - 13.24) < 0.01)
    }
}
