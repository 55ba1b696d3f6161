import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

/// One thing that happened in a session, at its event time.
public struct SessionRecord: Sendable, Equatable {
    public var time: Timestamp
    public var entry: SessionEntry
    /// On a `frame` record: the `apply`/`changeTarget` overrides the frame is shown with, for
    /// `TransitionPlan.evaluate(progress:overrides:into:)` (`--frames`). Empty elsewhere.
    public var overrides: ElementOverrides

    public init(time: Timestamp, entry: SessionEntry, overrides: ElementOverrides = ElementOverrides()) {
        self.time = time
        self.entry = entry
        self.overrides = overrides
    }
}

public enum SessionEntry: Sendable, Equatable {
    /// An input event as fed (time as given).
    case input(TimedInputEvent)
    case pan(PanEvent)
    case interaction(InteractionEffect)
}

/// The records of one or more session steps, in order; read as `SessionRecord`s.
///
/// Stored as plain-bits rows (the package's fast readers go through them, `withRows`), with the few payloads that hold strings and arrays (an override call,
/// the overrides a frame is drawn with) kept beside them and referred to by index: a replay appends
/// and empties a batch millions of times a second, and a row array is emptied or copied without
/// counting a single reference.
public struct SessionRecords: RandomAccessCollection, Sendable, Equatable {
    /// A record as stored.
    @usableFromInline package struct Row: Sendable, Equatable {
        package var time: Timestamp
        package var entry: Entry
        /// Where the overrides a frame is drawn with are kept (`overrides(of:)`); -1: none.
        var shown: Int32
    }

    /// `SessionEntry` with an override call referred to by index (`overrideEffect(at:)`).
    @usableFromInline package enum Entry: Sendable, Equatable {
        case input(TimedInputEvent)
        case pan(PanEvent)
        case attached(PanBinding)
        case decision(ReleaseDecision)
        case transition(TransitionEffect)
        case override(Int)
    }

    /// The rows from 0 to `count` are the records; later ones are kept space, not records (emptying
    /// only resets the count).
    @usableFromInline var rows: [Row] = []
    public private(set) var count = 0
    private var overrideEffects: [OverrideEffect] = []
    private var overrideSets: [ElementOverrides] = []

    public init() {}

    public init(_ records: some Sequence<SessionRecord>) {
        for record in records { append(record) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> SessionRecord {
        precondition(position >= 0 && position < count, "record index out of range")
        let row = rows[position]
        return SessionRecord(time: row.time, entry: entry(of: row), overrides: overrides(of: row))
    }

    /// The records' rows where they lie (valid during `body`), for readers that go through every record.
    @inlinable
    package func withRows<Result>(_ body: (UnsafeBufferPointer<Row>) throws -> Result) rethrows -> Result {
        try rows.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }

    package func overrideEffect(at index: Int) -> OverrideEffect { overrideEffects[index] }

    package func entry(of row: Row) -> SessionEntry {
        switch row.entry {
        case .input(let event): .input(event)
        case .pan(let pan): .pan(pan)
        case .attached(let binding): .interaction(.attached(binding))
        case .decision(let decision): .interaction(.decision(decision))
        case .transition(let effect): .interaction(.transition(effect))
        case .override(let index): .interaction(.override(overrideEffects[index]))
        }
    }

    package func overrides(of row: Row) -> ElementOverrides {
        row.shown < 0 ? ElementOverrides() : overrideSets[Int(row.shown)]
    }

    /// Empties the records; their space is kept for the next ones.
    public mutating func removeAll() {
        count = 0
        if !overrideEffects.isEmpty { overrideEffects.removeAll(keepingCapacity: true) }
        if !overrideSets.isEmpty { overrideSets.removeAll(keepingCapacity: true) }
    }

    public mutating func append(_ record: SessionRecord) {
        let shown = keep(record.overrides)
        switch record.entry {
        case .input(let event): append(Row(time: record.time, entry: .input(event), shown: shown))
        case .pan(let pan): append(Row(time: record.time, entry: .pan(pan), shown: shown))
        case .interaction(let effect): append(effect, at: record.time, shown: shown)
        }
    }

    public mutating func append(contentsOf records: SessionRecords) {
        for record in records { append(record) }
    }

    public static func += (records: inout SessionRecords, more: SessionRecords) {
        records.append(contentsOf: more)
    }

    public static func == (a: SessionRecords, b: SessionRecords) -> Bool { a.elementsEqual(b) }

    // The session's own appends: rows built in place, overrides kept once per step.

    @inline(__always)
    mutating func append(_ row: Row) {
        if count < rows.count { rows[count] = row } else { rows.append(row) }
        count += 1
    }

    mutating func append(_ effect: InteractionEffect, at time: Timestamp, shown: Int32) {
        switch effect {
        case .attached(let binding): append(Row(time: time, entry: .attached(binding), shown: shown))
        case .decision(let decision): append(Row(time: time, entry: .decision(decision), shown: shown))
        case .transition(let effect): append(Row(time: time, entry: .transition(effect), shown: shown))
        case .override(let call):
            overrideEffects.append(call)
            append(Row(time: time, entry: .override(overrideEffects.count - 1), shown: shown))
        }
    }

    /// Keeps `overrides` beside the rows for frames to refer to: its index, or -1 when empty.
    @inline(__always)
    mutating func keep(_ overrides: ElementOverrides) -> Int32 {
        overrides.isEmpty ? -1 : keepCalls(overrides)
    }

    private mutating func keepCalls(_ overrides: ElementOverrides) -> Int32 {
        overrideSets.append(overrides)
        return Int32(overrideSets.count - 1)
    }
}

extension SessionRecords.Row {
    /// A record's row, except for an override call (its payload is kept beside the rows): `nil`. The
    /// row does not carry the record's overrides.
    package init?(_ record: SessionRecord) {
        let entry: SessionRecords.Entry
        switch record.entry {
        case .input(let event): entry = .input(event)
        case .pan(let pan): entry = .pan(pan)
        case .interaction(.attached(let binding)): entry = .attached(binding)
        case .interaction(.decision(let decision)): entry = .decision(decision)
        case .interaction(.transition(let effect)): entry = .transition(effect)
        case .interaction(.override): return nil
        }
        self.init(time: record.time, entry: entry, shown: -1)
    }
}
