import Foundation

/// The import's progress line on a terminal: how much recording time has been played of the total.
///
/// An emulation runs inside a child process that reports only when it ends. Paced in real time, the
/// played time of a running import is its wall-clock time since it started, capped at its length; on
/// the virtual clock it has no such measure, so an import counts once it has ended.
final class ImportProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var totals: [Double]
    private var started: [Double?]
    private var finished: [Bool]
    private let paced: Bool
    private let write: (String) -> Void
    private let clock: () -> Double
    private var timer: DispatchSourceTimer?
    private var lastLength = 0

    /// - Parameters:
    ///   - totals: each import's expected playing time in seconds (frames plus lead and settle).
    ///   - paced: whether imports play in real time (`--realtime`).
    init(
        totals: [Double], paced: Bool = true, write: @escaping (String) -> Void,
        clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.totals = totals
        self.paced = paced
        self.started = Array(repeating: nil, count: totals.count)
        self.finished = Array(repeating: false, count: totals.count)
        self.write = write
        self.clock = clock
    }

    func begin(_ index: Int) { lock.withLock { started[index] = clock() } }
    func end(_ index: Int) { lock.withLock { finished[index] = true } }

    /// Redraws every `interval` seconds on a background queue until `stop()`.
    func startTicking(interval: Double = 0.1) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "swoop.import.progress"))
        timer.schedule(deadline: .now(), repeating: interval)
        timer.setEventHandler { [weak self] in self?.redraw() }
        lock.withLock { self.timer = timer }
        timer.resume()
    }

    /// Stops redrawing and clears the line.
    func stop() {
        let timer = lock.withLock { () -> DispatchSourceTimer? in
            defer { self.timer = nil }
            return self.timer
        }
        timer?.cancel()
        lock.withLock {
            if lastLength > 0 { write("\r" + String(repeating: " ", count: lastLength) + "\r") }
            lastLength = 0
        }
    }

    private func redraw() {
        lock.withLock {
            let line = currentLineLocked()
            write("\r" + line + String(repeating: " ", count: max(0, lastLength - line.count)))
            lastLength = line.count
        }
    }

    /// The line as it would be drawn now.
    func currentLine() -> String { lock.withLock { currentLineLocked() } }

    private func currentLineLocked() -> String {
        let now = clock()
        var played = 0.0
        for index in totals.indices {
            if finished[index] {
                played += totals[index]
            } else if paced, let start = started[index] {
                played += min(max(0, now - start), totals[index])
            }
        }
        let done = finished.filter { $0 }.count
        return Self.render(done: done, count: totals.count, played: played, total: totals.reduce(0, +))
    }

    /// `importing 1/3 [#########···········]  2.1 / 4.6 s`
    static func render(done: Int, count: Int, played: Double, total: Double, width: Int = 20) -> String {
        let fraction = total > 0 ? min(1, max(0, played / total)) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
        return "importing \(done)/\(count) [\(bar)] \(seconds(min(played, total))) / \(seconds(total)) s"
    }

    private static func seconds(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
