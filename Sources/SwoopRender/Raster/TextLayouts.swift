import CCairo
import CPango
import SwoopEngine

/// Pango layouts of the labels a renderer draws, made once per text, style and size and kept; and
/// the last few images of labels drawn under perspective (`Renderer.drawText`).
///
/// Layout is resolution-independent: hinting off, glyph positions unrounded, sizes absolute in
/// points, so a label measures the same at every scale and a zooming title grows smoothly instead of
/// jumping between hinted widths. Fonts come through fontconfig (the tests pin it with the project's
/// own configuration, `FONTCONFIG_FILE`, so no golden depends on the machine's fonts).
final class TextLayouts {
    struct Key: Hashable {
        var text: ElementText
        var size: Size
    }
    struct Entry {
        let layout: OpaquePointer
        /// The laid-out text's height in points, at most the layout's height (the text is centred in it).
        let height: Double
    }

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var entries: [Key: Entry] = [:]

    /// A label drawn into an image of `width` × `height` pixels over bounds of `bounds` points.
    struct ImageKey: Hashable {
        var text: ElementText
        var layoutSize: Size
        var width: Int
        var height: Int
        var bounds: Size
    }
    private var images: [ImageKey: LoadedImage] = [:]
    /// Images kept: one per label tilting in a frame (each up to 2048² pixels, 16 MB).
    static let keptImages = 4

    init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// `text` wrapped at words to `size.width`, ellipsized at the end where it passes `size.height`.
    func entry(_ text: ElementText, size: Size) -> Entry {
        let key = Key(text: text, size: size)
        if let entry = entries[key] { return entry }
        let layout = pango_layout_new(context)!
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, text.font.family)
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(text.font.weight.value)))
        pango_font_description_set_absolute_size(font, text.font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Self.units(size.width))
        pango_layout_set_height(layout, Self.units(size.height))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        let alignment: PangoAlignment =
            switch text.alignment {
            case .left: PANGO_ALIGN_LEFT
            case .center: PANGO_ALIGN_CENTER
            case .right: PANGO_ALIGN_RIGHT
            }
        pango_layout_set_alignment(layout, alignment)
        pango_layout_set_text(layout, text.string, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let entry = Entry(layout: layout, height: min(Double(logical.height) / Double(PANGO_SCALE), size.height))
        entries[key] = entry
        return entry
    }

    /// The kept image of `key`, or the one `draw` makes (then kept; past `keptImages` the kept ones are dropped first).
    func image(_ key: ImageKey, draw: () throws(RenderError) -> LoadedImage) throws(RenderError) -> LoadedImage {
        if let image = images[key] { return image }
        let image = try draw()
        if images.count >= Self.keptImages { images.removeAll() }
        images[key] = image
        return image
    }

    static func units(_ points: Double) -> Int32 { Int32(min(max(points, 0), 1e6) * Double(PANGO_SCALE)) }
}
