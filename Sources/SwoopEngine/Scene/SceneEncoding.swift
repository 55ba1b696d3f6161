import SwoopCore

/// Writes a definition in the scene-file schema, so presets can be exported, edited and loaded back.
/// The layout is fixed (one element a line) for people to edit; strings and numbers are the core
/// writer's, numbers lossless: decoding the output gives an equal definition.
extension SceneFile {
    public static func encode(_ d: TransitionDefinition) -> String {
        var out = "{\n"
        func n(_ v: Double) -> String { JSONWriter.number(v, style: .lossless) }
        let s = JSONWriter.quoted
        func curve(_ c: CubicBezier) -> String {
            if let named = CubicBezier.named.first(where: { $0.curve == c }) { return s(named.name) }
            return "[\(n(c.x1)), \(n(c.y1)), \(n(c.x2)), \(n(c.y2))]"
        }
        func rule(_ r: DurationRule) -> String {
            switch r {
            case .auto: s("auto")
            case .fixed(let v): n(v)
            }
        }
        func timing(_ t: SettleTiming) -> String {
            switch t.mode {
            case .hero:
                // A compiled plan's playback, not a definition's own timing: a file says `"settle": "hero"`
                // instead, and keeps the seed's spring for `--settle spring`.
                timing(TransitionMachine.defaultTiming)
            case .spring(let sp):
                "{\"spring\": {\"stiffness\": \(n(sp.stiffness)), \"damping\": \(n(sp.damping)), \"mass\": \(n(sp.mass))}}"
            case .curve(let c, let duration, let speed):
                "{\"curve\": \(curve(c)), \"duration\": \(n(duration)), \"completionSpeed\": \(n(speed))}"
            }
        }
        out += "  \"name\": \(s(d.name)),\n"
        if !d.summary.isEmpty { out += "  \"summary\": \(s(d.summary)),\n" }
        out += "  \"screen\": {\"width\": \(n(d.screenSize.width)), \"height\": \(n(d.screenSize.height))},\n"
        out += "  \"direction\": \(s(d.defaultDirection.rawValue)),\n"
        out += "  \"duration\": \(rule(d.duration)),\n"
        if let r = d.dismissDuration { out += "  \"dismissDuration\": \(rule(r)),\n" }
        out += "  \"timingFunction\": \(curve(d.timingFunction)),\n"
        out += "  \"present\": \(timing(d.presentTiming)),\n"
        out += "  \"dismiss\": \(timing(d.dismissTiming)),\n"
        out += "  \"destinationAbove\": \(d.destinationAbove),\n"
        if let o = d.overlay {
            let alongside = o.alongside.map {
                ", \"alongside\": {\"duration\": \(n($0.duration)), \"curve\": \(curve($0.curve))}"
            }
            out += "  \"overlay\": {\"style\": \(s(o.style.rawValue)), \"alpha\": \(n(o.alpha))\(alongside ?? "")},\n"
        }
        if let f = d.follow { out += "  \"follow\": \(s(f)),\n" }
        if d.settle != .spring { out += "  \"settle\": \(s(d.settle.rawValue)),\n" }
        if d.pan != .any {
            let fields =
                [
                    d.pan.axis.map { "\"axis\": \(s($0.rawValue))" },
                    d.pan.direction.map { "\"direction\": \(s($0.rawValue))" }
                ]
                .compactMap { $0 }
            out += "  \"pan\": {\(fields.joined(separator: ", "))},\n"
        }
        out += "  \"source\": \(screenText(d.source, in: d.screenSize, indent: "  ")),\n"
        out += "  \"destination\": \(screenText(d.destination, in: d.screenSize, indent: "  "))\n"
        return out + "}\n"
    }

    private static func n(_ v: Double) -> String { JSONWriter.number(v, style: .lossless) }
    private static let s = JSONWriter.quoted

    static func transformText(_ t: ElementTransform) -> String {
        var parts: [String] = []
        if t.translateX != 0 || t.translateY != 0 || t.translateZ != 0 {
            parts.append(
                "\"translate\": [\(n(t.translateX)), \(n(t.translateY))"
                    + (t.translateZ != 0 ? ", \(n(t.translateZ))]" : "]"))
        }
        if t.rotateX != 0 || t.rotateY != 0 {
            parts.append("\"rotate\": [\(n(t.rotateX)), \(n(t.rotateY)), \(n(t.rotateZ))]")
        } else if t.rotateZ != 0 {
            parts.append("\"rotate\": \(n(t.rotateZ))")
        }
        if t.scaleX != 1 || t.scaleY != 1 || t.scaleZ != 1 {
            parts.append("\"scale\": [\(n(t.scaleX)), \(n(t.scaleY))" + (t.scaleZ != 1 ? ", \(n(t.scaleZ))]" : "]"))
        }
        if let d = t.perspective { parts.append("\"perspective\": \(n(d))") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// One element a line; children one level deeper, each on its own line.
    static func elementText(_ e: Element, in bounds: Size, indent: String) -> String {
        var r = "\(indent){\"id\": \(s(e.id))"
        if let h = e.heroID { r += ", \"heroID\": \(s(h))" }
        if let origin = e.circleOrigin, Element.circleFrame(from: origin, in: bounds) == e.frame,
            e.cornerRadius == e.frame.width / 2
        {
            r += ", \"circleFrom\": [\(n(origin.x)), \(n(origin.y))]"
        } else {
            r += ", \"frame\": [\(n(e.frame.x)), \(n(e.frame.y)), \(n(e.frame.width)), \(n(e.frame.height))]"
            if e.cornerRadius != 0 { r += ", \"cornerRadius\": \(n(e.cornerRadius))" }
        }
        if e.opacity != 1 { r += ", \"opacity\": \(n(e.opacity))" }
        if e.transform != .identity { r += ", \"transform\": \(transformText(e.transform))" }
        if e.zIndex != 0 { r += ", \"zIndex\": \(n(e.zIndex))" }
        r += ", \"backgroundColor\": \(s(e.backgroundColor.description))"
        if !e.modifiers.isEmpty { r += ", \"modifiers\": \(s(e.modifiers.text))" }
        if e.clips { r += ", \"clips\": true" }
        r += contentText(e)
        if !e.children.isEmpty {
            r += ", \"children\": [\n"
            r += e.children.map { elementText($0, in: e.frame.size, indent: indent + "  ") }.joined(separator: ",\n")
            r += "\n\(indent)]"
        }
        return r + "}"
    }

    /// An element's text and image fields, when it has them.
    static func contentText(_ e: Element) -> String {
        var r = ""
        if let t = e.text {
            r += ", \"text\": \(s(t.string))"
            if t.font != Font() {
                r +=
                    ", \"font\": {\"family\": \(s(t.font.family)), \"size\": \(n(t.font.size)), \"weight\": \(s(t.font.weight.rawValue))}"
            }
            if t.color != .black { r += ", \"textColor\": \(s(t.color.description))" }
            if t.alignment != .left { r += ", \"textAlignment\": \(s(t.alignment.rawValue))" }
        }
        if let i = e.image {
            switch i.source {
            case .file(let path): r += ", \"image\": \(s(path))"
            case .landscape(let k): r += ", \"image\": {\"landscape\": \(k)}"
            }
            r += ", \"contentMode\": \(s(i.contentMode.rawValue))"
        }
        return r
    }

    /// A screen (`{"modifiers", "elements"}`) as a scene file writes it, its lines indented by `indent`; for
    /// formats that hold screens (app files) too.
    package static func screenText(_ layout: ScreenLayout, in size: Size, indent: String) -> String {
        var r = "{\n"
        if !layout.modifiers.isEmpty { r += "\(indent)  \"modifiers\": \(s(layout.modifiers.text)),\n" }
        if layout.elements.isEmpty { return r + "\(indent)  \"elements\": []\n\(indent)}" }
        r += "\(indent)  \"elements\": [\n"
        r += layout.elements.map { elementText($0, in: size, indent: indent + "    ") }.joined(separator: ",\n")
        return r + "\n\(indent)  ]\n\(indent)}"
    }
}
