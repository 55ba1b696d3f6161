import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopInputModel
import SwoopLiveCLI

/// One touch device's share of an emulation, ready for a fixture: its header device and its events,
/// renumbered to device 0 and moved onto the fixture's clock.
struct ImportedDeviceEvents: Equatable, Sendable {
    var device: FixtureDevice
    var events: [TimedInputEvent]
}

enum ImportedEvents {
    /// Where the recording's first frame lands on the fixture's clock (the origin `swoop record` uses).
    /// libinput's own timestamps are CLOCK_MONOTONIC of the importing machine, meaningless elsewhere;
    /// shifting them keeps every gap exact and makes fixture time = 1 s + time since the first frame.
    static let firstFrameMicros: Int64 = RecordCommand.originMicros

    /// Splits what libinput produced by touch device, in the order libinput added them.
    ///
    /// A device's own `deviceAdded` becomes the fixture header (so it is left out of the events);
    /// events before it cannot happen with libinput and are refused as an internal error.
    static func split(_ events: [TimedInputEvent], firstFrameTime: Timestamp) throws -> [ImportedDeviceEvents] {
        var order: [DeviceID] = []
        var byDevice: [DeviceID: ImportedDeviceEvents] = [:]
        for event in events {
            let sinceFirst = Timestamp(micros: event.time.micros(since: firstFrameTime))
            let time = Timestamp(micros: max(0, sinceFirst.advanced(byMicros: firstFrameMicros).micros))
            if case .deviceAdded(let info) = event.event {
                guard byDevice[event.device] == nil else {
                    throw CommandFailure(.software, "libinput added device \(event.device) twice during the import")
                }
                order.append(event.device)
                let device = FixtureDevice(info)
                byDevice[event.device] = ImportedDeviceEvents(device: device, events: [])
                continue
            }
            guard byDevice[event.device] != nil else {
                throw CommandFailure(
                    .software, "an event of device \(event.device) arrived before libinput added that device")
            }
            byDevice[event.device]?.events.append(TimedInputEvent(time: time, device: DeviceID(0), event: event.event))
        }
        return order.compactMap { byDevice[$0] }
    }
}
