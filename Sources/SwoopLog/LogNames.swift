import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopInteraction

/// A value the log writes as one of a fixed set of names (an enum's raw value: `swipe`, `changed`,
/// `interactive`). The name stays where it is defined; `logNames` only holds its JSON rendering, made
/// once, so that a JSON line copies the bytes instead of scanning the name for characters to escape on
/// every line of a replay.
protocol LogName {
    /// The name (text lines and records show it; JSON lines show `logNames`' rendering of it).
    var logName: String { get }
    /// Where the name is in `logNames`.
    var logNameIndex: Int { get }
    /// This type's table among `tables` (every writer keeps a copy of `LogNameTables.shared`, so a
    /// field reads its table from the writer instead of through a global's lazy initialization).
    static func logNames(in tables: LogNameTables) -> LogNameTable
}

extension LogName {
    static var logNames: LogNameTable { logNames(in: .shared) }
}

extension LogName where Self: CaseIterable & RawRepresentable<String> {
    var logName: String { rawValue }

    /// A case's index in `allCases`: a payload-free enum of 2…256 cases is one byte that numbers its
    /// cases in declaration order, the order of the synthesised `allCases` (`nameTable()` checks both).
    @inline(__always)
    var logNameIndex: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// The table of `allCases`' raw values; stops the program if a case is not where `logNameIndex` looks.
    static func nameTable() -> LogNameTable {
        precondition(MemoryLayout<Self>.size == 1, "\(Self.self) is not a one-byte payload-free enum")
        for (i, name) in allCases.enumerated() {
            precondition(name.logNameIndex == i, "\(Self.self).\(name) is not case \(i) in memory")
        }
        return LogNameTable(allCases.map(\.rawValue))
    }
}

/// The JSON string literals (quotes included) of a fixed list of names, rendered once by `JSONWriter`.
/// Tables are built once (`LogNameTables.shared`): their bytes live as long as the program and are
/// never freed.
///
/// Each name sits in a zero-padded slot of `room` bytes and is copied as two fixed 16-byte words,
/// without a branch on its length (the names are identifiers: 30 characters is plenty).
struct LogNameTable: @unchecked Sendable {  // immutable after init
    /// Name i is the first `lengths[i]` bytes of `slots + i * room`.
    private let slots: UnsafePointer<UInt8>
    private let lengths: UnsafePointer<UInt8>

    /// The bytes a copy stores (a whole slot): the room `appendReserved` needs.
    static var room: Int { 32 }

    init(_ names: [String]) {
        let count = max(1, names.count)
        let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: count * Self.room)
        slots.initialize(repeating: 0, count: count * Self.room)
        let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        for (i, name) in names.enumerated() {
            var rendered = ByteBuffer()
            JSONWriter.appendString(name, to: &rendered)
            precondition(rendered.count <= Self.room, "the log name \(name) is longer than its slot")
            let bytes = rendered.bytes.assumingMemoryBound(to: UInt8.self)
            (slots + i * Self.room).update(from: bytes.baseAddress!, count: rendered.count)
            lengths[i] = UInt8(rendered.count)
        }
        (self.slots, self.lengths) = (UnsafePointer(slots), UnsafePointer(lengths))
    }

    /// Name `index`, quoted, as JSON.
    func append(_ index: Int, to out: inout ByteBuffer) {
        out.reserve(Self.room)
        appendReserved(index, to: &out)
    }

    /// `append` into room already reserved (`room`).
    @inline(__always)
    func appendReserved(_ index: Int, to out: inout ByteBuffer) {
        let slot = UnsafeRawPointer(slots + index &* Self.room)
        let count = Int(lengths[index])
        out.appendReserved { start in
            let to = UnsafeMutableRawPointer(start)
            to.storeBytes(of: slot.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
            to.storeBytes(
                of: slot.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), toByteOffset: 16,
                as: SIMD16<UInt8>.self)
            return count
        }
    }
}

/// Every name table of the log, built once. A writer keeps a copy (a few words per table), so a name
/// field costs one load for its table instead of a call to a lazy global's initialization check.
struct LogNameTables: Sendable {
    static let shared = LogNameTables()

    let inputEventKind = InputEventKind.nameTable()
    let deviceKind = DeviceKind.nameTable()
    let sizeSource = SizeSource.nameTable()
    let panSourceKind = PanSourceKind.nameTable()
    let lockedAxis = LockedAxis.nameTable()
    let axisSign = AxisSign.nameTable()
    let panCancelReason = PanCancelReason.nameTable()
    let releaseOutcome = ReleaseOutcome.nameTable()
    let decisionRule = DecisionRule.nameTable()
    let releaseRuleName = ReleaseRuleName.nameTable()
    let stateName = StateName.nameTable()
    let eventName = EventName.nameTable()
    let ignoredReason = IgnoredReason.nameTable()
    let endpoint = Endpoint.nameTable()
    let screen = Screen.nameTable()
    let appearancePhase = AppearancePhase.nameTable()
    let panPhase = LogNameTable(PanPhase.representatives.map(\.name))
}

// MARK: The names of the log

extension InputEventKind: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.inputEventKind } }
extension DeviceKind: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.deviceKind } }
extension SizeSource: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.sizeSource } }
extension PanSourceKind: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.panSourceKind } }
extension LockedAxis: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.lockedAxis } }
extension AxisSign: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.axisSign } }
extension PanCancelReason: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.panCancelReason } }
extension ReleaseOutcome: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.releaseOutcome } }
extension DecisionRule: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.decisionRule } }
extension ReleaseRuleName: LogName {
    static func logNames(in t: LogNameTables) -> LogNameTable { t.releaseRuleName }
}
extension StateName: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.stateName } }
extension EventName: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.eventName } }
extension IgnoredReason: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.ignoredReason } }
extension Endpoint: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.endpoint } }
extension Screen: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.screen } }
extension AppearancePhase: LogName { static func logNames(in t: LogNameTables) -> LogNameTable { t.appearancePhase } }

/// A phase carries a reason when cancelled, so it is not a plain enum: its names come from `name`,
/// one representative per case, in the order of `logNameIndex`.
extension PanPhase: LogName {
    var logName: String { name }

    var logNameIndex: Int {
        switch self {
        case .began: 0
        case .changed: 1
        case .resumed: 2
        case .ended: 3
        case .cancelled: 4
        }
    }

    static let representatives: [PanPhase] = [.began, .changed, .resumed, .ended, .cancelled(reason: .inputEnded)]
    static func logNames(in tables: LogNameTables) -> LogNameTable { tables.panPhase }
}
