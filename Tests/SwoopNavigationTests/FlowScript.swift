import SwoopCore
import SwoopFixtures
import SwoopGesture
import SwoopInputModel
import SwoopInteraction
import SwoopNavigation

/// Input for an app, written as gestures: taps and drags on a phone-sized touchscreen (device 0,
/// 72 × 156 mm showing the 390 × 844 pt scene) and swipes on a touchpad (device 1), made by the
/// fixtures' synthesizer, one after the other with gaps.
struct FlowScript {
    static let phone = FixtureDevice(name: "test phone", kind: .touchscreen, widthMM: 72, heightMM: 156)
    static let pad = FixtureDevice(name: "test touchpad", kind: .touchpad, widthMM: 100, heightMM: 70)
    /// mm per scene point on the phone, across and down.
    static let mmPerPoint = (x: 72.0 / 390, y: 156.0 / 844)

    var events: [TimedInputEvent]
    /// When the last gesture ended.
    var now: Timestamp

    init() {
        let start = Timestamp(micros: 1_000_000)
        events = [
            TimedInputEvent(
                time: start, device: DeviceID(0), event: .deviceAdded(Self.phone.info())),
            TimedInputEvent(
                time: start, device: DeviceID(1), event: .deviceAdded(Self.pad.info(id: DeviceID(1)))
            )
        ]
        now = start
    }

    mutating func add(_ spec: GestureSpec, after gapMS: Double, on device: DeviceID) {
        let start = now + .seconds(saturating: gapMS / 1000)
        let made = try! GestureSynthesizer.events(
            spec, start: start, device: device == DeviceID(0) ? Self.phone : Self.pad, deviceID: device)
        events += made
        now = made.last?.time ?? start
    }

    /// A tap at a scene point.
    mutating func tap(x: Double, y: Double, after gapMS: Double = 1200) {
        var spec = GestureSpec()
        spec.source = .touch
        spec.fingers = 1
        spec.profile = .tap
        spec.durationMS = 80
        spec.startMM = PlanarVector(x: x * Self.mmPerPoint.x, y: y * Self.mmPerPoint.y)
        add(spec, after: gapMS, on: DeviceID(0))
    }

    /// A one-finger drag from a scene point.
    mutating func drag(
        x: Double, y: Double, axis: LockedAxis, direction: AxisSign, mm: Double, ms: Double,
        profile: GestureSpec.Profile = .constant, cancelAtMS: Double? = nil, after gapMS: Double = 1200
    ) {
        var spec = GestureSpec()
        spec.source = .touch
        spec.fingers = 1
        spec.axis = axis
        spec.direction = direction
        spec.distanceMM = mm
        spec.durationMS = ms
        spec.profile = profile
        spec.pauseMS = min(200, ms / 2)
        spec.cancelAtMS = cancelAtMS
        spec.startMM = PlanarVector(x: x * Self.mmPerPoint.x, y: y * Self.mmPerPoint.y)
        add(spec, after: gapMS, on: DeviceID(0))
    }

    /// A three-finger touchpad swipe across.
    mutating func swipe(_ direction: AxisSign, mm: Double = 30, ms: Double = 600, after gapMS: Double = 1200) {
        var spec = GestureSpec()
        spec.direction = direction
        spec.distanceMM = mm
        spec.durationMS = ms
        add(spec, after: gapMS, on: DeviceID(1))
    }

    /// A touchpad tap (libinput's hold of three fingers, lifted).
    mutating func touchpadTap(after gapMS: Double = 500) {
        var spec = GestureSpec()
        spec.profile = .tap
        spec.durationMS = 80
        add(spec, after: gapMS, on: DeviceID(1))
    }

    /// Every record of an app session fed these events, then finished.
    func run(_ app: App = SeedsApp.app, releaseOverrides: ReleaseOverrides = ReleaseOverrides()) throws -> (
        session: AppSession, records: [AppRecord]
    ) {
        var session = try AppSession(app: app, releaseOverrides: releaseOverrides)
        var records: [AppRecord] = []
        for event in events { records += session.feed(event) }
        records += session.endOfInput()
        return (session, records)
    }
}

extension Array where Element == AppRecord {
    var taps: [TapRecord] { compactMap { if case .tap(let t) = $0 { t } else { nil } } }
    var navigations: [NavigationRecord] { compactMap { if case .navigation(let n) = $0 { n } else { nil } } }
    var ended: [NavigationRecord] { navigations.filter { $0.phase == .ended } }
    var decisions: [ReleaseDecision] {
        compactMap { if case .session(let r) = $0, case .interaction(.decision(let d)) = r.entry { d } else { nil } }
    }
}

/// Points on the seeds app's screens (scene points).
enum SeedsPoints {
    static let cell = (x: 195.0, y: 296.0)
    static let close = (x: 355.0, y: 775.0)
    static let plus = (x: 340.0, y: 770.0)
    static let searchBar = (x: 195.0, y: 118.0)
    static let cancel = (x: 339.0, y: 70.0)
    static let card = (x: 101.0, y: 570.0)
}

extension FlowScript {
    /// A two-finger pinch on the phone (two touches 60 mm apart) to `scale`, or a touchpad pinch.
    mutating func pinch(
        to scale: Double, ms: Double = 300, profile: GestureSpec.Profile = .constant, touchpad: Bool = false,
        after gapMS: Double = 1200
    ) {
        var spec = GestureSpec()
        spec.source = .pinch
        spec.fingers = 2
        spec.scaleTo = scale
        spec.durationMS = ms
        spec.profile = profile
        spec.pauseMS = 300
        spec.surface = touchpad ? .touchpad : .touchscreen
        add(spec, after: gapMS, on: DeviceID(touchpad ? 1 : 0))
    }
}
