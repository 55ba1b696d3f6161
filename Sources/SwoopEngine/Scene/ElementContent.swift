/// What an element shows besides its colour: a label's text (UILabel / GtkLabel) and an image view's
/// picture (UIImageView / GtkPicture). Content does not animate: it rides on the element's geometry —
/// text laid out at the element's own size scales with it, an image is fitted to the bounds of every frame.

/// A font as UIKit's `UIFont.systemFont(ofSize:weight:)` or a GTK font description names it.
public struct Font: Hashable, Sendable {
    /// A fontconfig family name; the default is the one Debian's `fonts-dejavu-core` installs.
    public var family: String
    /// In points (the scene's units), as `UIFont.pointSize`.
    public var size: Double
    public var weight: FontWeight

    public static let defaultFamily = "DejaVu Sans"
    /// UIKit's body text size.
    public static let defaultSize = 17.0

    public init(family: String = Font.defaultFamily, size: Double = Font.defaultSize, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}

/// `UIFont.Weight`'s names, with the CSS/Pango numbers they stand for.
public enum FontWeight: String, Sendable, CaseIterable {
    case light, regular, medium, semibold, bold, heavy

    /// The OpenType weight (Pango's `PangoWeight`, CSS `font-weight`).
    public var value: Int {
        switch self {
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        }
    }
}

/// `NSTextAlignment` without `justified` and `natural` (a left-to-right `natural` is `left`).
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right
}

/// A label: wrapped at words to the element's width, centred vertically in its height (as UILabel
/// with `numberOfLines = 0`), the last visible line ending in "…" when it does not fit.
public struct ElementText: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var color: RGBA
    public var alignment: TextAlignment

    public init(_ string: String, font: Font = Font(), color: RGBA = .black, alignment: TextAlignment = .left) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

/// How an image fills its element (UIKit's `contentMode`).
public enum ImageContentMode: String, Sendable, CaseIterable {
    /// The whole image visible, centred, letterboxed (`.scaleAspectFit`).
    case aspectFit
    /// The bounds covered, centred, the overflow clipped (`.scaleAspectFill`).
    case aspectFill
}

/// Where an image's pixels come from.
public enum ImageSource: Hashable, Sendable {
    /// A PNG or JPEG file (a scene file's relative paths are resolved against the scene's folder).
    case file(String)
    /// Swoop's own photo number N: a landscape drawn with cairo, the same for the same N everywhere,
    /// so presets need no image files (`--photos DIR` replaces them with the user's).
    case landscape(Int)
}

public struct ElementImage: Hashable, Sendable {
    public var source: ImageSource
    public var contentMode: ImageContentMode

    public init(_ source: ImageSource, contentMode: ImageContentMode = .aspectFill) {
        self.source = source
        self.contentMode = contentMode
    }
}

/// A track's content as the renderer needs it: the element's text and image, and the size the text
/// is laid out at (the element's own bounds at rest), so a growing element's text grows with it.
public struct TrackContent: Hashable, Sendable {
    public var text: ElementText?
    public var image: ElementImage?
    public var layoutSize: Size

    init?(_ element: Element) {
        guard element.text != nil || element.image != nil else { return nil }
        text = element.text
        image = element.image
        layoutSize = element.frame.size
    }
}

extension ScreenLayout {
    /// Every element's `landscape(N)` image replaced by `photos[N mod count]` (`--photos DIR`: the
    /// user's files in name order fill the photo cells; a matched thumbnail and its detail share N, so
    /// they keep showing the same picture).
    public func withPhotos(_ photos: [String]) -> ScreenLayout {
        guard !photos.isEmpty else { return self }
        func replace(_ e: Element) -> Element {
            var e = e
            if case .landscape(let n)? = e.image?.source {
                e.image!.source = .file(photos[((n % photos.count) + photos.count) % photos.count])
            }
            e.children = e.children.map(replace)
            return e
        }
        var layout = self
        layout.elements = elements.map(replace)
        return layout
    }
}

extension TransitionDefinition {
    /// Both screens with the user's photos in Swoop's own (`ScreenLayout.withPhotos`).
    public func withPhotos(_ photos: [String]) -> TransitionDefinition {
        var d = self
        d.source = source.withPhotos(photos)
        d.destination = destination.withPhotos(photos)
        return d
    }
}
