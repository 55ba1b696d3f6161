import Testing

@testable import SwoopCore

@Suite struct TimestampTests {
    @Test func durationsAddAndSubtractToTheMicrosecond() {
        let t = Timestamp(micros: 1_000_000)
        #expect(t + .milliseconds(150) == Timestamp(micros: 1_150_000))
        #expect(t - .microseconds(1) == Timestamp(micros: 999_999))
        #expect(Timestamp(micros: 1_150_000) - t == .milliseconds(150))
        #expect(t - Timestamp(micros: 1_150_000) == .milliseconds(-150))
        #expect(t + .nanoseconds(999) == t)
    }

    @Test func arithmeticSaturatesInsteadOfTrapping() {
        #expect(Timestamp.latest + .seconds(1) == .latest)
        #expect(Timestamp(micros: .max - 10) + .milliseconds(150) == .latest)
        #expect(Timestamp.earliest - .seconds(1) == .earliest)
        #expect(Timestamp.zero - Duration.microseconds(Int64.min) == .latest)
        #expect((Timestamp.latest - Timestamp.earliest).inMicroseconds == .max)
        #expect((Timestamp.earliest - Timestamp.latest).inMicroseconds == .min)
        #expect(Timestamp.zero + .seconds(Int64.max) == .latest)
        #expect(Timestamp(seconds: 1e300) == .latest)
        #expect(Timestamp(seconds: -.infinity) == .earliest)
        #expect(Timestamp(seconds: .nan) == .zero)
        #expect(Timestamp.latest.seconds(since: .earliest) == Double(Int64.max) / 1_000_000)
    }

    @Test func secondsAreTheSameBitsWhicheverWayTheyAreAsked() {
        for micros: Int64 in [0, 1, 16_667, 150_000, 1_234_567, -8_333, 9_007_199_254_740_993] {
            let earlier = Timestamp(micros: 42)
            let later = earlier.advanced(byMicros: micros)
            #expect((later - earlier).inSeconds.bitPattern == later.seconds(since: earlier).bitPattern, "\(micros) µs")
            #expect(later.seconds(since: earlier).bitPattern == (Double(micros) / 1_000_000).bitPattern)
        }
        #expect(Duration.milliseconds(1.5).inSeconds == 0.0015)
        #expect(Duration.nanoseconds(1).inMicroseconds == 0)
        #expect(Duration.nanoseconds(-1_500).inMicroseconds == -1)
        #expect(Duration.seconds(saturating: .infinity).inMicroseconds == .max)
    }
}
