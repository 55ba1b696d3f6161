#if canImport(Glibc)
import Glibc
#endif

/// CPU time (user + system) this process has used so far, in seconds.
package enum ProcessCPUTime {
    package static func seconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return CPUTimes(usage).total
    }
}

/// User and system CPU time from a `rusage`, in seconds.
package struct CPUTimes: Sendable, Equatable {
    package var user: Double
    package var system: Double
    package var total: Double { user + system }

    package init(user: Double, system: Double) {
        self.user = user
        self.system = system
    }

    init(_ usage: rusage) {
        user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}

/// One figure measured several times: every run's value, summarised by median, min and max
/// (the spread says how far one run can be trusted on a busy machine).
package struct Spread: Sendable, Equatable {
    package let values: [Double]

    package init(_ values: [Double]) {
        precondition(!values.isEmpty, "a figure needs at least one run")
        self.values = values
    }

    package var runs: Int { values.count }
    package var median: Double { Percentile.of(values.sorted(), 0.5) }
    package var min: Double { values.min()! }
    package var max: Double { values.max()! }
}

package enum Percentile {
    /// The `p`-quantile (0…1) of `sorted` by linear interpolation between closest ranks
    /// (so the median of an even count is the mean of the middle two).
    package static func of(_ sorted: [Double], _ p: Double) -> Double {
        precondition(!sorted.isEmpty)
        let rank = p * Double(sorted.count - 1)
        let low = Int(rank.rounded(.down))
        let high = Swift.min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
    }
}
