import SwoopCore

/// A surface's extent in millimetres: a display's image area, or a touch device's sensing area.
///
/// Doubles because `--size-mm` takes decimals and libinput reports fractions of a millimetre; EDID's
/// own values are whole millimetres or centimetres and convert exactly.
public struct PhysicalSize: Hashable, Sendable, CustomStringConvertible {
    public var widthMM: Double
    public var heightMM: Double

    public init(widthMM: Double, heightMM: Double) {
        self.widthMM = widthMM
        self.heightMM = heightMM
    }

    /// `293x165 mm`, `310.5x174.6 mm`: the form `--size-mm` takes, so a printed size can be pasted back.
    public var description: String { "\(Self.format(widthMM))x\(Self.format(heightMM)) mm" }

    /// The diagonal in inches, as screens are sold (a 293x165 mm panel is a 13.3" screen).
    public var diagonalInches: Double { (widthMM * widthMM + heightMM * heightMM).squareRoot() / 25.4 }

    /// Whole numbers without a fraction, others at most to 0.1 mm: log lines must be byte-identical
    /// between runs, and a tenth of a millimetre is finer than any source of a size here. The nearest
    /// tenth's shortest text (SwoopCore's lossless number) is that tenth's digits: `310.5`, `293`.
    static func format(_ mm: Double) -> String {
        guard mm.isFinite else { return "\(mm)" }
        return JSONNumberText.text((mm * 10).rounded() / 10, style: .lossless)
    }
}
