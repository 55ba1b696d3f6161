import SwoopInputModel
import Testing

/// A `DeviceInfo` is one word that refers to its fields in the process's table: it must still
/// compare, hash, change and read back as the fields it was made from.
@Suite struct DeviceInfoTests {
    static let pad = DeviceInfo(
        id: DeviceID(3), name: "description pad", kind: .touchpad, widthMM: 90, heightMM: 60.5,
        sizeSource: .device, node: "/dev/input/event3")

    @Test func anInfoReadsBackItsFields() {
        let info = Self.pad
        #expect(info.id == DeviceID(3) && info.sizeSource == .device && info.coordinates == .millimetres)
        #expect(info.kind == .touchpad && info.widthMM == 90 && info.heightMM == 60.5)
        #expect(info.name == "description pad" && info.node == "/dev/input/event3")
        let event = InputEvent.deviceAdded(info)
        guard case .deviceAdded(let carried) = event else {
            Issue.record("deviceAdded lost its info")
            return
        }
        #expect(carried.name == "description pad" && carried == info)
    }

    @Test func changingAFieldChangesThatFieldOnly() {
        var moved = Self.pad
        moved.node = nil
        moved.name = "moved pad"
        #expect(moved.node == nil && moved.name == "moved pad")
        #expect(moved.widthMM == 90 && moved.id == DeviceID(3) && moved.sizeSource == .device)
        #expect(Self.pad.name == "description pad" && Self.pad.node == "/dev/input/event3")
    }

    @Test func infosAreEqualExactlyWhenTheirFieldsAre() {
        var taller = Self.pad
        taller.heightMM = 61
        var renamed = Self.pad
        renamed.name = "another pad"
        var same = taller
        same.heightMM = 60.5
        #expect(same == Self.pad && same.hashValue == Self.pad.hashValue)
        #expect(taller != Self.pad)
        #expect(renamed != Self.pad)
        #expect(InputEvent.deviceAdded(taller) != .deviceAdded(Self.pad))
    }

    /// Equal infos share an entry only when they read back alike: 0.0 and -0.0 are equal sizes, but
    /// each info gives back the size it was made with.
    @Test func equalSizesOfOtherBitsReadBackAsGiven() {
        var positive = Self.pad
        positive.widthMM = 0.0
        var negative = Self.pad
        negative.widthMM = -0.0
        #expect(positive.widthMM?.sign == .plus && negative.widthMM?.sign == .minus)
        #expect(positive == negative && positive.hashValue == negative.hashValue)
    }
}
