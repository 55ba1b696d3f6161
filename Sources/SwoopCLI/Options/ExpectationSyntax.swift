import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopGesture
import SwoopLiveCLI

/// How an expectation is written on a command line, once for `synth --expect`, `import --expect` and
/// import's plain flags: `OUTCOME[,KEY=VALUE…]` with the keys and value ranges of the fixture format
/// (`ExpectationOptions`), so that what a command line accepts a fixture can hold.
enum ExpectationSyntax {
    /// The keys, in the order `synth` writes them back.
    static let keys = ["threshold", "distance_mm", "axis", "direction", "source", "fingers", "edge"]

    /// `finish` or `cancel,threshold=0.5,distance_mm=80`.
    static func parse(_ text: String) throws -> Expectation {
        var parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard let outcome = ExpectedOutcome(rawValue: parts.removeFirst()) else {
            throw UsageError("--expect: '\(text)' must start with finish, cancel or none")
        }
        var options = ExpectationOptions()
        for part in parts {
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2 else { throw UsageError("--expect: '\(part)' is not KEY=VALUE") }
            let (key, value) = (kv[0].replacingOccurrences(of: "-", with: "_"), kv[1])
            guard keys.contains(key) else {
                throw UsageError("--expect: unknown key '\(key)' (\(keys.joined(separator: ", ")))")
            }
            guard set(key, value, in: &options) else { throw UsageError("--expect: \(key)='\(value)' is not valid") }
        }
        return Expectation(outcome: outcome, options: options)
    }

    /// Sets `key` from `text`; false when the text is not a value the key takes.
    static func set(_ key: String, _ text: String, in options: inout ExpectationOptions) -> Bool {
        func put<T>(_ value: T?, _ field: WritableKeyPath<ExpectationOptions, T?>) -> Bool {
            guard let value else { return false }
            options[keyPath: field] = value
            return true
        }
        switch key {
        case "threshold": return put(threshold(text), \.threshold)
        case "distance_mm": return put(distance(text), \.distanceMM)
        case "axis": return put(PanAxis(rawValue: text), \.axis)
        case "direction": return put(PanDirection(rawValue: text), \.direction)
        case "source": return put(PanSourceKind(rawValue: text), \.source)
        case "fingers": return put(fingers(text), \.fingers)
        case "edge": return put(ScreenEdge(rawValue: text), \.edge)
        default: return false
        }
    }

    /// The expectation as `parse` reads it (`cancel,threshold=0.5,distance_mm=80`), keys in `keys`' order.
    static func text(_ e: Expectation) -> String {
        let o = e.options
        let values: [String?] = [
            o.threshold.map(HelpText.number), o.distanceMM.map(HelpText.number), o.axis?.rawValue,
            o.direction?.rawValue, o.source?.rawValue, o.fingers.map(String.init), o.edge?.rawValue
        ]
        return ([e.outcome.rawValue] + zip(keys, values).compactMap { key, value in value.map { "\(key)=\($0)" } })
            .joined(separator: ",")
    }

    static func threshold(_ text: String) -> Double? {
        decimal(text).flatMap { ExpectationOptions.thresholdRange.contains($0) ? $0 : nil }
    }

    static func distance(_ text: String) -> Double? {
        decimal(text).flatMap { ExpectationOptions.distanceRange.contains($0) ? $0 : nil }
    }

    static func fingers(_ text: String) -> Int? {
        Int(text).flatMap { ExpectationOptions.fingerRange.contains($0) ? $0 : nil }
    }
}
