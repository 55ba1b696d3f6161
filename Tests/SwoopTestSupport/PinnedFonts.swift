import Foundation

/// The project's own fontconfig file (`Tests/Fonts/fonts.conf`: DejaVu from `fonts-dejavu-core` and
/// nothing else), set as `FONTCONFIG_FILE` before the first text is drawn, so a text golden looks the
/// same on every machine. scripts/test exports it for every process; this covers `swift test` alone.
public enum PinnedFonts {
    public static let configuration = SharedFiles.inPackage("Tests/Fonts/fonts.conf")

    /// Call before anything draws text (fontconfig reads the variable once, at its first use).
    public static func pin() { _ = pinned }

    private static let pinned: Void = {
        if ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == nil {
            setenv("FONTCONFIG_FILE", configuration, 1)
        }
    }()
}
