import CCairo
import SwoopEngine

/// Images decoded once per source and size, and kept. A scene names its images; a run draws the
/// same few every frame, so each is decoded on first use (or up front with `load`), at no more
/// pixels than the frame can show of it: a 24-Mpx JPEG drawn into a 780 × 1688 frame is decoded at
/// libjpeg-turbo's nearest scale above that and then reduced once, not filtered from full size
/// every frame.
public final class ImageCache {
    /// Larger images are refused before they are decoded (a 64-Mpx ARGB image is 256 MB).
    public static let maximumPixels = 64 * 1024 * 1024
    /// Files larger than this are refused before they are read.
    static let maximumFileBytes = 256 << 20

    struct Key: Hashable {
        var source: ImageSource
        var width: Int
        var height: Int
    }
    private var images: [Key: LoadedImage] = [:]

    public init() {}

    /// Decodes `source` now for frames of `width` × `height` pixels, so that a bad image is reported
    /// before any frame is drawn. Returns the decoded size.
    @discardableResult
    public func load(_ source: ImageSource, forFrameWidth width: Int, height: Int) throws(RenderError)
        -> (width: Int, height: Int)
    {
        let image = try loaded(source, within: (width, height))
        return (image.width, image.height)
    }

    /// A PNG or JPEG file at its full size.
    @discardableResult
    public func load(_ path: String) throws(RenderError) -> (width: Int, height: Int) {
        let image = try loaded(.file(path), within: nil)
        return (image.width, image.height)
    }

    /// The image decoded so that it still covers `target` (a frame's pixels) when fitted in either
    /// mode; its full size when `target` is nil.
    func loaded(_ source: ImageSource, within target: (width: Int, height: Int)?) throws(RenderError) -> LoadedImage {
        let key = Key(source: source, width: target?.width ?? 0, height: target?.height ?? 0)
        if let image = images[key] { return image }
        let image: LoadedImage
        switch source {
        case .file(let path): image = try ImageDecoder.decode(path, covering: target)
        case .landscape(let n): image = try LandscapePhoto(number: n).draw(covering: target)
        }
        images[key] = image
        return image
    }

    /// The image `loaded(source, within: target)` returns, if it is decoded already.
    func kept(_ source: ImageSource, within target: (width: Int, height: Int)) -> LoadedImage? {
        images[Key(source: source, width: target.width, height: target.height)]
    }

    /// Makes, for every image drawn so far, each reduction between its smallest and largest drawn
    /// sizes (`LoadedImage.makeLevelsBetweenUsed`).
    func makeLevelsBetweenUsed() {
        for image in images.values { image.makeLevelsBetweenUsed() }
    }
}

/// One decoded image: the only owner of its cairo surface.
final class LoadedImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// No alpha channel: every pixel drawn of it is opaque.
    var isOpaque: Bool { cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 }

    /// Takes ownership of `surface`, an image surface cairo made without error.
    init(owning surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    convenience init(path: String) throws(RenderError) {
        let image = try ImageDecoder.decode(path, covering: nil)
        self.init(owning: cairo_surface_reference(image.surface))
    }

    /// Reductions by powers of two per axis, made on first use and kept (key: x halvings × 16 + y halvings).
    private var levels: [Int: LoadedImage] = [:]
    /// The fewest and most halvings per axis, and of across less down, that any draw has asked for
    /// (see `makeLevelsBetweenUsed`).
    private var usedHalvings: (minX: Int, maxX: Int, minY: Int, maxY: Int, minSkew: Int, maxSkew: Int)?
    /// How many reductions are kept.
    var levelCount: Int { levels.count }

    deinit { cairo_surface_destroy(surface) }

    /// The image to draw at `sx` × `sy` device pixels per image pixel: this one halved per axis until
    /// each scale is above ½ (a scale-up stays as it is), so bilinear filtering — two taps per axis —
    /// skips no source pixel, and no frame filters a large image down again. A reduction is made
    /// once, with cairo's `GOOD` (box) filter, and kept. `kx`, `ky`: this image's pixels per the
    /// level's, to draw the level where this image would be.
    func level(scaleX sx: Double, scaleY sy: Double) -> (image: LoadedImage, kx: Double, ky: Double) {
        func halvings(_ scale: Double, _ size: Int) -> Int {
            var n = 0
            while n < 10, scale * Double(1 << (n + 1)) <= 1, size >> (n + 1) >= 1 { n += 1 }
            return n
        }
        let i = halvings(sx, width)
        let j = halvings(sy, height)
        let u = usedHalvings ?? (i, i, j, j, i - j, i - j)
        usedHalvings = (
            min(u.minX, i), max(u.maxX, i), min(u.minY, j), max(u.maxY, j), min(u.minSkew, i - j),
            max(u.maxSkew, i - j)
        )
        guard let image = level(i, j) else { return (self, 1, 1) }
        return (image, Double(width) / Double(image.width), Double(height) / Double(image.height))
    }

    /// The reduction halved `i` times across and `j` times down (made now if it is not kept yet);
    /// nil for this image itself, or when cairo cannot make it.
    private func level(_ i: Int, _ j: Int) -> LoadedImage? {
        guard i > 0 || j > 0 else { return nil }
        if let kept = levels[i * 16 + j] { return kept }
        guard let made = try? scaled(toWidth: max(1, width >> i), height: max(1, height >> j)) else { return nil }
        levels[i * 16 + j] = made
        return made
    }

    /// Makes every reduction between the fewest and most halvings drawn so far, per axis, whose
    /// skew (halvings across less down) is within one of those drawn. After the first and last
    /// frames of a transition are drawn, an image's sizes and aspect in between lie within theirs
    /// (the skew can step by one where the two axes cross a power of two apart), so no frame in
    /// between makes one (each costs milliseconds at 1080p).
    func makeLevelsBetweenUsed() {
        guard let u = usedHalvings else { return }
        for i in u.minX...u.maxX {
            for j in u.minY...u.maxY where (u.minSkew - 1...u.maxSkew + 1).contains(i - j) { _ = level(i, j) }
        }
    }

    /// This image reduced (never enlarged) to the smallest size that still covers `target` with its
    /// aspect ratio kept — what aspect-fill needs at most, and more than aspect-fit does. cairo's
    /// `GOOD` filter averages the pixels each output pixel covers.
    func reduced(covering target: (width: Int, height: Int)?) throws(RenderError) -> LoadedImage {
        guard let target else { return self }
        let k = max(Double(target.width) / Double(width), Double(target.height) / Double(height))
        guard k < 0.75 else { return self }
        return try scaled(
            toWidth: max(1, Int((Double(width) * k).rounded(.up))),
            height: max(1, Int((Double(height) * k).rounded(.up))))
    }

    /// This image resampled to `w` × `h` pixels (cairo's `GOOD` filter: a box average when reducing).
    private func scaled(toWidth w: Int, height h: Int) throws(RenderError) -> LoadedImage {
        guard let s = cairo_image_surface_create(cairo_image_surface_get_format(surface), Int32(w), Int32(h)),
            cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
        else { throw .cairo("cannot make a \(w)×\(h) image") }
        let cr = cairo_create(s)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(w) / Double(width), Double(h) / Double(height))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_surface_flush(s)
        return LoadedImage(owning: s)
    }
}
