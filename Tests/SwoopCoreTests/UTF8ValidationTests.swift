import SwoopCore
import Testing

@Test func theFirstInvalidByteOfATextIsFoundWithItsLineAndColumn() {
    #expect(UTF8Validation.firstInvalidOffset(Array("héllo\nwörld".utf8)) == nil)
    let bytes = Array("ab\nçd ".utf8) + [0xFF] + Array("x".utf8)
    #expect(UTF8Validation.firstInvalidOffset(bytes) == 7)
    let position = UTF8Validation.firstInvalidPosition(bytes)
    // Line 2, after "çd " (three characters: columns count characters, not bytes).
    #expect(position?.line == 2)
    #expect(position?.column == 4)
    // A sequence cut short is invalid where it starts.
    #expect(UTF8Validation.firstInvalidOffset([0x61, 0xE2, 0x82]) == 1)
}
