/// Everything the engine can refuse, each case saying where and what to do about it.
/// The CLI maps every case to exit status 65 (bad data).
public enum EngineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A curve, spring or duration that cannot describe a motion (e.g. damping ratio 0 never settles).
    case invalidTiming(String)

    public var description: String {
        switch self {
        case .invalidTiming(let reason): "invalid timing: \(reason)"
        }
    }
}
