import CCairo

/// PNG images decoded once and kept, by path. A scene names images by path; a run draws the same
/// few images every frame, so decoding happens on first use (or up front with `load`).
public final class ImageCache {
    private var images: [String: LoadedImage] = [:]

    public init() {}

    /// Decodes `path` now, so that a bad image is reported before any frame is drawn.
    @discardableResult
    public func load(_ path: String) throws(RenderError) -> (width: Int, height: Int) {
        let image = try loaded(path)
        return (image.width, image.height)
    }

    func loaded(_ path: String) throws(RenderError) -> LoadedImage {
        if let image = images[path] { return image }
        let image = try LoadedImage(path: path)
        images[path] = image
        return image
    }
}

/// One decoded PNG: the only owner of its cairo surface.
final class LoadedImage {
    /// The reason given when the path names no file (missing input rather than a bad image).
    static let noSuchFile = "no such file"
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(path: String) throws(RenderError) {
        guard let s = cairo_image_surface_create_from_png(path) else {
            throw .unreadableImage(path: path, reason: "cairo returned no surface")
        }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            let reason =
                status == CAIRO_STATUS_FILE_NOT_FOUND
                ? Self.noSuchFile
                : status == CAIRO_STATUS_READ_ERROR
                    ? "not a PNG, or truncated" : String(cString: cairo_status_to_string(status))
            throw .unreadableImage(path: path, reason: reason)
        }
        let w = Int(cairo_image_surface_get_width(s))
        let h = Int(cairo_image_surface_get_height(s))
        guard w > 0, h > 0 else {
            cairo_surface_destroy(s)
            throw .unreadableImage(path: path, reason: "the image is empty")
        }
        surface = s
        width = w
        height = h
    }

    deinit { cairo_surface_destroy(surface) }
}
