/// A phone's own chrome on the presets' 390 × 844 pt screen (an iPhone 14's): the status bar in the
/// top safe area (47 pt) and the home indicator in the bottom one (34 pt), so a frame reads as a
/// phone's screen and the seeds' safe-area insets have something to be measured from.
package enum PhoneChrome {
    /// `safeAreaInsets` of a 390 × 844 pt iPhone in portrait.
    package static let topInset = 47.0
    package static let bottomInset = 34.0

    /// A navigation bar's large title under the status bar (id `<prefix>Title`), 16 pt in from the edges
    /// unless `x` says.
    static func largeTitle(_ prefix: String, _ title: String, x: Double = 16) -> Element {
        Element(
            id: prefix + "Title", frame: Rect(x: x, y: 52, width: 390 - 2 * x, height: 41), backgroundColor: .clear,
            text: ElementText(title, font: TextStyle.largeTitle))
    }

    /// The time, signal bars and battery, dark on a light screen (`light: false`) or light on a dark one.
    package static func statusBar(_ prefix: String, light: Bool = false) -> Element {
        let ink = light ? RGBA.white : RGBA.black
        let bars = (0..<4).map { k in
            Element(
                id: prefix + "Signal\(k)",
                frame: Rect(x: 298 + 5 * Double(k), y: 30 - 4 - 2 * Double(k), width: 3, height: 4 + 2 * Double(k)),
                cornerRadius: 1, backgroundColor: ink)
        }
        return Element(
            id: prefix + "StatusBar", frame: Rect(x: 0, y: 0, width: 390, height: topInset), backgroundColor: .clear,
            children: [
                Element(
                    id: prefix + "Time", frame: Rect(x: 24, y: 14, width: 84, height: 22), backgroundColor: .clear,
                    text: ElementText("9:41", font: Font(size: 17, weight: .semibold), color: ink, alignment: .center)),
                Element(
                    id: prefix + "Battery", frame: Rect(x: 326, y: 18, width: 25, height: 12), cornerRadius: 3.5,
                    backgroundColor: ink),
                Element(
                    id: prefix + "BatteryCap", frame: Rect(x: 352, y: 22, width: 2, height: 4), cornerRadius: 1,
                    backgroundColor: ink.withAlpha(0.4))
            ] + bars)
    }

    /// The 134 × 5 pt bar 8 pt above the bottom edge.
    package static func homeIndicator(_ prefix: String, light: Bool = false) -> Element {
        Element(
            id: prefix + "HomeIndicator", frame: Rect(x: 128, y: 844 - 8 - 5, width: 134, height: 5), cornerRadius: 2.5,
            backgroundColor: light ? .white : .black)
    }
}

extension RGBA {
    func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }
}

/// Text styles of the presets: UIKit's text styles at their default sizes, in DejaVu Sans.
enum TextStyle {
    static let largeTitle = Font(size: 34, weight: .bold)
    static let title = Font(size: 28, weight: .bold)
    static let headline = Font(size: 17, weight: .semibold)
    static let body = Font(size: 17)
    static let subheadline = Font(size: 15)
    /// `UIColor.secondaryLabel` on white.
    static let secondary = RGBA(hex: "#3C3C4399")!
}
