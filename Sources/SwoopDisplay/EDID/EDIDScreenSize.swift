/// Which part of an EDID a size was read from.
package enum EDIDSizeOrigin: Hashable, Sendable, CustomStringConvertible {
    /// A detailed timing descriptor's image size, in whole millimetres.
    case detailedTiming(number: Int)
    /// The basic block's screen size, in whole centimetres (so ±5 mm).
    case basicBlock

    package var description: String {
        switch self {
        case .detailedTiming(let number): "detailed timing \(number)"
        case .basicBlock: "basic block"
        }
    }
}

/// A display's physical size as its EDID gives it, and why that size (or none) was chosen.
package struct EDIDPhysicalSize: Hashable, Sendable {
    package var size: PhysicalSize?
    package var origin: EDIDSizeOrigin?
    package var warnings: [EDIDWarning]
}

extension EDIDReading {
    /// The display's image size: the first detailed timing that gives one (millimetres), else the
    /// basic block's centimetres × 10, else none.
    ///
    /// "First that gives one" rather than "the first": a descriptor with 0x0 mm says "not given",
    /// not "zero", and every descriptor describes the same screen. The preferred (first) one comes
    /// first anyway; the television's second DTD, for one, carries no size.
    ///
    /// On top of that rule, sizes that cannot be a screen are dropped with a warning: aspect-ratio
    /// placeholders (16x9 cm, 160x90 mm…), sizes outside `bounds`, a descriptor that wrote the
    /// basic block's centimetres as millimetres, and, when a checksum is bad, a size the other
    /// encoding does not confirm.
    package func physicalSize(bounds: SizeBounds = .touchscreen) -> EDIDPhysicalSize {
        var warnings: [EDIDWarning] = []
        var detailed: (size: PhysicalSize, origin: EDIDSizeOrigin)?
        if let first = edid.detailedTimings.first, first.imageSize == nil {
            warnings.append(
                .detailedTimingWithoutSize(
                    number: first.number, widthMM: first.imageWidthMM,
                    heightMM: first.imageHeightMM))
        }
        if let timing = edid.detailedTimings.first(where: { $0.imageSize != nil }), let size = timing.imageSize {
            detailed = (size, .detailedTiming(number: timing.number))
        }
        var basic: (size: PhysicalSize, origin: EDIDSizeOrigin)?
        switch edid.basicScreenSize {
        case .centimetres: basic = edid.basicScreenSize.size.map { ($0, .basicBlock) }
        case .landscapeAspectRatio(let r), .portraitAspectRatio(let r):
            if detailed == nil { warnings.append(.basicSizeIsAspectRatio(r)) }
        case .unknown:
            if detailed == nil { warnings.append(.basicSizeUnknown) }
        }

        if let d = detailed, let b = basic, !Self.agree(d.size, b.size),
            Self.agree(PhysicalSize(widthMM: d.size.widthMM * 10, heightMM: d.size.heightMM * 10), b.size)
        {
            warnings.append(.detailedSizeInCentimetres(d.size))
            detailed = nil
        }
        func keep(_ candidate: (size: PhysicalSize, origin: EDIDSizeOrigin)?) -> (
            size: PhysicalSize, origin: EDIDSizeOrigin
        )? {
            guard let candidate else { return nil }
            if Self.isAspectRatioPlaceholder(candidate.size) {
                warnings.append(.aspectRatioPlaceholder(candidate.size, origin: candidate.origin))
                return nil
            }
            if !bounds.admits(candidate.size) {
                warnings.append(.implausibleSize(candidate.size, origin: candidate.origin, bounds: bounds))
                return nil
            }
            return candidate
        }
        detailed = keep(detailed)
        basic = keep(basic)

        guard let chosen = detailed ?? basic else {
            warnings.append(.noPhysicalSize)
            return EDIDPhysicalSize(size: nil, origin: nil, warnings: warnings)
        }
        let corroborated = detailed.flatMap { d in basic.map { Self.agree(d.size, $0.size) } } ?? false
        if !blocksHolding(chosen.origin).allSatisfy({ checksumsValid[$0] }), !corroborated {
            warnings.append(.unconfirmedSizeWithBadChecksum(chosen.size, origin: chosen.origin))
            warnings.append(.noPhysicalSize)
            return EDIDPhysicalSize(size: nil, origin: nil, warnings: warnings)
        }
        if let d = detailed, let b = basic, !corroborated {
            warnings.append(.sizesDisagree(detailed: d.size, basic: b.size))
        }
        return EDIDPhysicalSize(size: chosen.size, origin: chosen.origin, warnings: warnings)
    }

    /// The blocks a size's bytes come from: the base block always (it holds the basic size and the
    /// extension count), and the block of the detailed timing. A bad checksum elsewhere (say, in an
    /// audio-only extension) does not cast doubt on the size.
    func blocksHolding(_ origin: EDIDSizeOrigin) -> Set<Int> {
        guard case .detailedTiming(let number) = origin,
            let timing = edid.detailedTimings.first(where: { $0.number == number })
        else { return [0] }
        return [0, timing.block]
    }

    /// Whether two sizes of one screen agree, given that the basic block rounds to whole
    /// centimetres (some encoders truncate) and may give the maximum rather than the exact image:
    /// within 10 mm or 5 %, whichever is larger, on both sides.
    static func agree(_ a: PhysicalSize, _ b: PhysicalSize) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= max(10, 0.05 * max(x, y)) }
        return close(a.widthMM, b.widthMM) && close(a.heightMM, b.heightMM)
    }

    /// The pairs firmware writes when it knows only the aspect ratio, in mm, and in cm read as mm
    /// (the list mutter keeps in `meta_monitor_has_aspect_as_size`).
    static func isAspectRatioPlaceholder(_ size: PhysicalSize) -> Bool {
        let placeholders: [(Double, Double)] = [(16, 9), (16, 10), (160, 90), (160, 100), (1600, 900), (1600, 1000)]
        return placeholders.contains { $0.0 == size.widthMM && $0.1 == size.heightMM }
    }
}
