import SwoopCore

/// An element's content fields: `text` with `font`, `textColor` and `textAlignment`; `image` with
/// `contentMode` (docs/engine.md).
extension SceneDecoder {
    static let contentKeys = ["text", "font", "textColor", "textAlignment", "image", "contentMode"]

    func content(_ m: JSONObjectReader<EngineError>, into e: inout Element) throws(EngineError) {
        if let t = m["text"] {
            var text = ElementText(try t.string())
            if let f = m["font"] { text.font = try font(f) }
            if let c = m["textColor"] { text.color = try color(c) }
            if let a = m["textAlignment"] { text.alignment = try a.choice(TextAlignment.self) }
            e.text = text
        } else if let orphan = m["font"] ?? m["textColor"] ?? m["textAlignment"] {
            throw orphan.fail("styles a text: give \"text\" too")
        }
        if let i = m["image"] {
            var image = ElementImage(try imageSource(i))
            if let mode = m["contentMode"] { image.contentMode = try mode.choice(ImageContentMode.self) }
            e.image = image
        } else if let orphan = m["contentMode"] {
            throw orphan.fail("fits an image: give \"image\" too")
        }
    }

    func color(_ field: Field) throws(EngineError) -> RGBA {
        guard let color = RGBA(hex: try field.string()) else {
            throw field.fail("expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        return color
    }

    /// `{"family": "DejaVu Sans", "size": 17, "weight": "regular"}`, each optional.
    func font(_ field: Field) throws(EngineError) -> Font {
        let m = try field.object(known: ["family", "size", "weight"])
        var font = Font()
        if let f = m["family"] {
            font.family = try f.string()
            guard !font.family.isEmpty else { throw f.fail("name a font family (e.g. \"\(Font.defaultFamily)\")") }
        }
        if let s = m["size"] { font.size = try s.number(in: 1...1000) }
        if let w = m["weight"] { font.weight = try w.choice(FontWeight.self) }
        return font
    }

    /// A path (relative to the scene file's folder) or `{"landscape": N}`, one of Swoop's own photos.
    func imageSource(_ field: Field) throws(EngineError) -> ImageSource {
        if case .string = field.node.value {
            let path = try field.string()
            guard !path.isEmpty else { throw field.fail("name an image file (PNG or JPEG)") }
            return .file(Self.resolve(path, besides: file))
        }
        let m = try field.object(known: ["landscape"])
        return .landscape(Int(try m.required("landscape").number(in: 0...1_000_000)))
    }

    /// `path` as seen from the folder of `file` (unchanged when absolute, or when `file` has no folder).
    static func resolve(_ path: String, besides file: String) -> String {
        guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}
