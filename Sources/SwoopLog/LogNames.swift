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
    static var logNames: LogNameTable { get }
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
/// Tables are static constants: their bytes live as long as the program and are never freed.
struct LogNameTable: @unchecked Sendable {  // immutable after init
    /// Every rendered name, one after the other.
    private let text: UnsafePointer<UInt8>
    /// Name i is `text[bounds[i]..<bounds[i + 1]]`.
    private let bounds: UnsafePointer<Int>
    /// The most bytes a name takes (the room `appendReserved` needs).
    let longest: Int

    init(_ names: [String]) {
        var rendered = ByteBuffer()
        var bounds = [0]
        for name in names {
            JSONWriter.appendString(name, to: &rendered)
            bounds.append(rendered.count)
        }
        let text = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, rendered.count))
        text.initialize(from: rendered.bytes.assumingMemoryBound(to: UInt8.self).baseAddress!, count: rendered.count)
        let starts = UnsafeMutablePointer<Int>.allocate(capacity: bounds.count)
        starts.initialize(from: bounds, count: bounds.count)
        (self.text, self.bounds) = (UnsafePointer(text), UnsafePointer(starts))
        longest = zip(bounds, bounds.dropFirst()).map { $1 - $0 }.max() ?? 0
    }

    /// Name `index`, quoted, as JSON.
    func append(_ index: Int, to out: inout ByteBuffer) {
        out.reserve(longest)
        appendReserved(index, to: &out)
    }

    /// `append` into room already reserved (`longest`).
    @inline(__always)
    func appendReserved(_ index: Int, to out: inout ByteBuffer) {
        let start = bounds[index]
        out.appendReserved(UnsafeBufferPointer(start: text + start, count: bounds[index &+ 1] &- start))
    }
}

// MARK: The names of the log

extension InputEventKind: LogName { static let logNames = nameTable() }
extension DeviceKind: LogName { static let logNames = nameTable() }
extension SizeSource: LogName { static let logNames = nameTable() }
extension PanSourceKind: LogName { static let logNames = nameTable() }
extension LockedAxis: LogName { static let logNames = nameTable() }
extension AxisSign: LogName { static let logNames = nameTable() }
extension PanCancelReason: LogName { static let logNames = nameTable() }
extension ReleaseOutcome: LogName { static let logNames = nameTable() }
extension DecisionRule: LogName { static let logNames = nameTable() }
extension StateName: LogName { static let logNames = nameTable() }
extension EventName: LogName { static let logNames = nameTable() }
extension IgnoredReason: LogName { static let logNames = nameTable() }
extension Endpoint: LogName { static let logNames = nameTable() }
extension Screen: LogName { static let logNames = nameTable() }
extension AppearancePhase: LogName { static let logNames = nameTable() }

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
    static let logNames = LogNameTable(representatives.map(\.name))
}
