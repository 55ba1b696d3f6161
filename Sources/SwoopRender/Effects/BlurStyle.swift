/// The look of the blur backdrop. `light` is `UIBlurEffect(.light)` as Apple's own reconstruction
/// has it (the WWDC 2013 sample `UIImage+ImageEffects`, `applyLightEffect`): a Gaussian of 30 pt
/// standard deviation, colour saturation × 1.8, then white at 30 % laid over it.
public struct BlurStyle: Equatable, Sendable {
    /// Standard deviation of the blur, in points (pixels = points × the viewport's scale).
    public var radius: Double
    /// 1 keeps colours; 1.8 makes the blurred colours richer, as iOS does.
    public var saturation: Double
    /// The tint composited over the blurred image: a grey level (1 = white) at an alpha.
    public var tintWhite: Double
    public var tintAlpha: Double

    public init(radius: Double, saturation: Double, tintWhite: Double, tintAlpha: Double) {
        self.radius = radius
        self.saturation = saturation
        self.tintWhite = tintWhite
        self.tintAlpha = tintAlpha
    }

    public static let light = BlurStyle(radius: 30, saturation: 1.8, tintWhite: 1, tintAlpha: 0.3)
}
