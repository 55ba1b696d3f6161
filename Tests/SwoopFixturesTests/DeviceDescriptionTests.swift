import SwoopInputModel
import Testing

/// `InputEvent.deviceAdded` carries its info as an index into the `DeviceTable`: the event must still
/// compare, hash and read back as the info it was made from.
@Suite struct DeviceDescriptionTests {
    static let pad = DeviceInfo(
        id: DeviceID(3), name: "description pad", kind: .touchpad, widthMM: 90, heightMM: 60.5,
        sizeSource: .device, node: "/dev/input/event3")

    @Test func aDescriptionReadsAsItsInfo() {
        let description = DeviceDescription(Self.pad)
        #expect(description.info == Self.pad)
        #expect(description.kind == .touchpad && description.widthMM == 90 && description.heightMM == 60.5)
        #expect(description.name == "description pad" && description.node == "/dev/input/event3")
    }

    @Test func descriptionsAreEqualExactlyWhenTheirInfosAre() {
        var taller = Self.pad
        taller.heightMM = 61
        var renamed = Self.pad
        renamed.name = "another pad"
        #expect(DeviceDescription(Self.pad) == DeviceDescription(Self.pad))
        #expect(DeviceDescription(Self.pad).hashValue == DeviceDescription(Self.pad).hashValue)
        #expect(DeviceDescription(taller) != DeviceDescription(Self.pad))
        #expect(DeviceDescription(renamed) != DeviceDescription(Self.pad))
        #expect(InputEvent.deviceAdded(DeviceDescription(taller)) != .deviceAdded(DeviceDescription(Self.pad)))
    }

    /// Equal infos share an entry only when they read back alike: 0.0 and -0.0 are equal sizes, but
    /// each description gives back the size it was made with.
    @Test func equalSizesOfOtherBitsReadBackAsGiven() {
        var positive = Self.pad
        positive.widthMM = 0.0
        var negative = Self.pad
        negative.widthMM = -0.0
        let (plus, minus) = (DeviceDescription(positive), DeviceDescription(negative))
        #expect(plus.widthMM?.sign == .plus && minus.widthMM?.sign == .minus)
        #expect(plus == minus && plus.hashValue == minus.hashValue)
    }
}
