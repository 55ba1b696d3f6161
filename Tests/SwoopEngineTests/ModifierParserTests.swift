import Testing

@testable import SwoopEngine

@Test func parsesHeroExampleString() throws {
    let parsed = try ModifierParser.parse("fade translate(0,-250) rotate(-1.6) scale(1.5)")
    #expect(parsed == [.fade, .translate(x: 0, y: -250), .rotate(-1.6), .scale(x: 1.5, y: 1.5)])
}

@Test func parsesEveryModifierAndRoundTripsItsText() throws {
    let text = """
        fade opacity(0.5) position(10,20) size(30,40) scale(2,3) translate(5) rotate(0.25) cornerRadius(8) \
        zPosition(3) backgroundColor(#FF000080) backgroundColor(0.5,0.25,1) overlay(0.1) duration(0.4) delay(0.05) \
        timingFunction(easeInOut) timingFunction(0.1,0.2,0.3,1.5) spring(250,30) arc arc(0.5) source(photo) \
        whenPresenting(fade) whenDismissing(scale(0.5) whenMatched(arc)) whenAppearing(delay(0.1)) \
        whenDisappearing(opacity(0)) beginWith(cornerRadius(4) fade)
        """
    let parsed = try ModifierParser.parse(text)
    #expect(parsed.count == 25)
    #expect(parsed[5] == .translate(x: 5, y: 0))
    #expect(parsed[9] == .backgroundColor(RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
    #expect(parsed[17] == .arc(1))
    #expect(try ModifierParser.parse(parsed.text) == parsed)
    let screen = try ModifierParser.parse("cascade cascade(0.05,leftToRight) fade", scope: .screen)
    #expect(
        screen == [
            .cascade(delta: 0.02, direction: .topToBottom), .cascade(delta: 0.05, direction: .leftToRight), .fade
        ])
}

@Test(arguments: [
    ("fade fdae", 6, "unknown modifier 'fdae'"),
    ("translate(0,-250", 1, "never closed"),
    ("scale(1.5x)", 7, "'1.5x' is not a number"),
    ("rotate(1,2,3,4)", 1, "'rotate' takes 1 to 3 arguments, got 4"),
    ("rotate(x:1,2)", 12, "give every argument a name"),
    ("rotate(w:1)", 10, "unknown name 'w:'"),
    ("rotate(x:1,x:2)", 14, "given twice"),
    ("opacity(x:1)", 9, "'x:1' is not a number"),
    ("perspective(0)", 13, "outside"),
    ("overlay(#FF0000)", 9, "is not a number"),
    ("shadowOffset(1)", 1, "takes 2 arguments"),
    ("fade)", 5, "')' without a matching '('"),
    ("opacity(1.5)", 9, "outside 0.0…1.0"),
    ("translate(0,,1)", 13, "missing argument"),
    ("fade,scale(2)", 5, "expected white space"),
    ("timingFunction(bouncy)", 16, "unknown curve 'bouncy'"),
    ("timingFunction(1.2,0,0.5,1)", 16, "x control value"),
    ("whenMatched(fade nope)", 18, "unknown modifier 'nope'"),
    ("beginWith(duration(1))", 11, "only visual modifiers"),
    ("cascade(0.02)", 1, "put it in the screen's modifiers"),
    ("scale(nan)", 7, "is not a number"),
    ("duration(0)", 10, "outside"),
    ("backgroundColor(#12345)", 17, "#RRGGBB"),
    ("whenPresenting", 15, "needs a list of modifiers"),
    ("3d", 1, "expected a modifier name")
])
func badModifierTextNamesColumn(text: String, column: Int, reason: String) {
    do {
        let parsed = try ModifierParser.parse(text)
        Issue.record("parsed \(parsed) from bad text '\(text)'")
    } catch {
        guard case .modifierSyntax(let t, let c, let r) = error else {
            Issue.record("wrong error \(error)")
            return
        }
        #expect(t == text)
        #expect(c == column, "\(error)")
        #expect(r.contains(reason), "\(error)")
    }
}

/// Hero's 3-D modifiers in its textual form (`rotate(x, y[, z])`, `translate(x, y, z)`, `scale(x, y, z)`)
/// and its Swift form's names (`rotate(x: -1.6)`); the 2-D forms stay as they were.
@Test func parsesThreeDimensionalModifiersAndTheirNames() throws {
    #expect(try ModifierParser.parse("rotate(x:-1.6)") == [.rotate(x: -1.6, y: 0, z: 0)])
    #expect(try ModifierParser.parse("rotate(x: -1.6, z: 0.5)") == [.rotate(x: -1.6, y: 0, z: 0.5)])
    #expect(try ModifierParser.parse("rotate(0.3,0.2)") == [.rotate(x: 0.3, y: 0.2, z: 0)])
    #expect(try ModifierParser.parse("rotate(0.3)") == [.rotate(0.3)])
    #expect(
        try ModifierParser.parse("translate(1,2,3) translate(y:5)") == [
            .translate(x: 1, y: 2, z: 3), .translate(x: 0, y: 5, z: 0)
        ])
    #expect(try ModifierParser.parse("scale(2,3,4) scale(x:2)") == [.scale(x: 2, y: 3, z: 4), .scale(x: 2, y: 1, z: 1)])
    #expect(try ModifierParser.parse("perspective(500)") == [.perspective(500)])
    let hero = try ModifierParser.parse("fade translate(0,-250) rotate(x:-1.6) scale(1.5)")
    #expect(hero == [.fade, .translate(x: 0, y: -250), .rotate(x: -1.6, y: 0, z: 0), .scale(x: 1.5, y: 1.5)])
    #expect(hero.text == "fade translate(0,-250) rotate(x:-1.6) scale(1.5)")
    let shading = try ModifierParser.parse(
        """
        overlay(0.1) overlay(#FF000080,0.5) overlay(1,0.5,0,0.25) borderWidth(2) borderColor(#00FF00)         shadowColor(0,0,0,0.5) shadowOpacity(0.5) shadowOffset(0,4) shadowRadius(6) durationMatchLongest forceNonFade
        """)
    #expect(shading[0] == .overlay(color: .black, opacity: 0.1))
    #expect(shading[2] == .overlay(color: RGBA(red: 1, green: 0.5, blue: 0), opacity: 0.25))
    #expect(shading[7] == .shadowOffset(Point(x: 0, y: 4)))
    #expect(try ModifierParser.parse(shading.text) == shading)
    let all = try ModifierParser.parse(
        "rotate(x:0.5,y:-0.25) rotate(1,2,3) translate(1,2,3) scale(2,3,4) perspective(800)")
    #expect(try ModifierParser.parse(all.text) == all)
}

@Test func screenScopeRejectsElementOnlyModifiers() {
    #expect(throws: EngineError.self) { try ModifierParser.parse("fade position(1,2)", scope: .screen) }
    #expect(throws: EngineError.self) { try ModifierParser.parse("whenPresenting(source(x))", scope: .screen) }
}

@Test func emptyTextIsNoModifiers() throws {
    #expect(try ModifierParser.parse("") == [])
    #expect(try ModifierParser.parse("   ") == [])
}
