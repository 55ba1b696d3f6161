import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInteraction

/// Reads and writes app files (docs/navigation.md): JSON, strict like scene files — unknown fields,
/// wrong types and bad element or modifier text are errors naming file, line, column and field. The
/// module does no I/O: the caller reads the file, and `scene` loads a transition that names a scene
/// file (a name that is a preset needs nothing).
public enum AppFile {
    package static let format = "swoop-app"
    package static let version = "1.0"
    static let maximumDepth = 100

    public static func decode(
        _ text: String, file: String,
        scene: (String) throws(NavigationError) -> TransitionDefinition? = { _ in nil }
    ) throws(NavigationError) -> App {
        var text = text
        let parsed = text.withUTF8 { bytes in
            Result { () throws(NavigationError) in
                do throws(JSONSyntaxError) {
                    return try JSONTreeParser.parse(bytes, unit: .document, maximumDepth: maximumDepth)
                } catch {
                    let position = JSONPosition(offset: error.offset, in: bytes)
                    throw .appFile(
                        file: file, line: position.line, column: position.column, field: "", reason: error.reason)
                }
            }
        }
        let root = try parsed.get()
        let m = try JSONObjectReader(root) { (problem: JSONFieldProblem) -> NavigationError in
            .appFile(
                file: file, line: problem.position.line, column: problem.position.column, field: problem.path,
                reason: problem.reason)
        }
        try m.requireOnly(["format", "version", "name", "summary", "screen", "root", "screens", "routes"])
        let format = try m.requiredString("format")
        guard format == Self.format else { throw m.fail("format", "expected \"\(Self.format)\", got \"\(format)\"") }
        let version = try m.requiredString("version")
        guard version.split(separator: ".").first == "1" else {
            throw m.fail("version", "version \(version) is not readable here (this reader reads 1.x)")
        }
        let sizeField = try m.required("screen").object(known: ["width", "height"])
        let size = Size(
            width: try sizeField.required("width").number(in: 1...100_000),
            height: try sizeField.required("height").number(in: 1...100_000))
        let screensField = try m.required("screens").object()
        var screens: [AppScreen] = []
        for (name, node) in screensField.members {
            do {
                let layout = try SceneFile.screen(node, path: screensField.fieldPath(name), file: file, size: size)
                screens.append(AppScreen(name: name, layout: layout))
            } catch {
                guard case .sceneFile(let file, let line, let column, let field, let reason) = error else {
                    throw .appFile(
                        file: file, line: node.position.line, column: node.position.column, field: name,
                        reason: error.description)
                }
                throw .appFile(file: file, line: line, column: column, field: field, reason: reason)
            }
        }
        var routes: [Route] = []
        for item in try m.required("routes").items() {
            routes.append(try route(item, scene: scene))
        }
        let app = App(
            name: try m.requiredString("name"), summary: try m.string("summary") ?? "", screenSize: size,
            root: try m.requiredString("root"), screens: screens, routes: routes)
        try app.validate()
        return app
    }

    static func route(
        _ field: JSONField<NavigationError>, scene: (String) throws(NavigationError) -> TransitionDefinition?
    ) throws(NavigationError) -> Route {
        let r = try field.object(known: [
            "name", "kind", "from", "to", "transition", "tap", "tappedHeroID", "pan", "back", "release"
        ])
        let transitionName = try r.requiredString("transition")
        var found = TransitionCatalog.named(transitionName)
        if found == nil { found = try scene(transitionName) }
        guard let transition = found else {
            throw r.fail(
                "transition", "no preset named '\(transitionName)' (see `swoop transitions`), and no scene file")
        }
        var back = BackTrigger()
        if let b = try r.object("back", known: ["tap", "pan", "reversePan", "release"]) {
            back.taps = try strings(b["tap"])
            back.pans = try pans(b["pan"])
            back.reversesPan = try b.bool("reversePan") ?? false
            back.release = try release(b["release"])
        }
        return Route(
            name: try r.requiredString("name"), kind: try r.choice("kind", RouteKind.self) ?? .present,
            from: try r.requiredString("from"), to: try r.requiredString("to"), transitionName: transitionName,
            transition: transition, taps: try strings(r["tap"]), tappedHeroID: try r.string("tappedHeroID"),
            pan: try r["pan"].map { (f) throws(NavigationError) in try pan(f) }, back: back,
            release: try release(r["release"]))
    }

    /// A route's (or its way back's) `release`: the settings of `ReleasePolicy` it sets, each read as
    /// its command-line option reads it (`threshold`, `projection`, `decelerationRate`, `reverseFlick`
    /// in mm/s, `rule`: a `--release-rule` name).
    static func release(_ field: JSONField<NavigationError>?) throws(NavigationError) -> ReleaseOverrides {
        guard let field else { return ReleaseOverrides() }
        let r = try field.object(known: ["threshold", "projection", "decelerationRate", "reverseFlick", "rule"])
        var out = ReleaseOverrides()
        out.threshold = try r.number("threshold", in: ReleasePolicy.thresholdRange)
        if let text = try r.string("projection") {
            guard let rule = ProjectionRule(name: text) else {
                throw r.fail(
                    "projection",
                    "expected deceleration, linear:SECONDS (SECONDS 0…\(Int(ProjectionRule.linearSecondsRange.upperBound))) "
                        + "or none, got \"\(text)\"")
            }
            out.projection = rule
        }
        if let rate = try r.number("decelerationRate", in: 0...1) {
            guard rate > 0 && rate < 1 else { throw r.fail("decelerationRate", "must be strictly between 0 and 1") }
            out.decelerationRate = rate
        }
        out.reverseFlickMMPerSecond = try r.number("reverseFlick", in: ReleasePolicy.reverseFlickRange)
        out.releaseRule = try r.choice("rule", ReleaseRuleName.self)
        return out
    }

    static func strings(_ field: JSONField<NavigationError>?) throws(NavigationError) -> [String] {
        guard let field else { return [] }
        var out: [String] = []
        for item in try field.items() { out.append(try item.string()) }
        return out
    }

    /// A way back's `pan`: one pan, or a list of them, any of which goes back (a drag down and a pinch).
    static func pans(_ field: JSONField<NavigationError>?) throws(NavigationError) -> [PanTrigger] {
        guard let field else { return [] }
        guard case .array = field.node.value else { return [try pan(field)] }
        let items = try field.items()
        guard !items.isEmpty else { throw field.fail("expected a pan or a list of pans, got an empty list") }
        var out: [PanTrigger] = []
        for item in items { out.append(try pan(item)) }
        return out
    }

    /// One pan: `source`, `fingers`, `axis`, `direction`. A pinch (`"source": "pinch"`) moves toward the
    /// session's `--pinch-scale` rather than along the screen, so it takes no axis or direction.
    static func pan(_ field: JSONField<NavigationError>) throws(NavigationError) -> PanTrigger {
        let p = try field.object(known: ["source", "fingers", "axis", "direction"])
        var fingers: [Int]?
        if let list = try p.array("fingers") {
            var counts: [Int] = []
            for item in list { counts.append(Int(try item.integer(in: 1...10))) }
            fingers = counts
        }
        let source = try p.choice("source", PanSourceKind.self)
        if source == .pinch {
            for key in ["axis", "direction"] where p[key] != nil {
                throw p.fail(key, "a pinch moves toward --pinch-scale, along no axis: leave out axis and direction")
            }
            var pinch = PanTrigger.pinch
            pinch.fingers = fingers
            return pinch
        }
        return PanTrigger(
            source: source, fingers: fingers, axis: try p.required("axis").choice(LockedAxis.self),
            direction: try p.required("direction").choice(AxisSign.self))
    }

    /// The app in the file format; decoding the text gives an equal app (transitions by the name written).
    public static func encode(_ app: App) -> String {
        let s = JSONWriter.quoted
        func n(_ v: Double) -> String { JSONWriter.number(v, style: .lossless) }
        func list(_ items: [String]) -> String { "[" + items.map(s).joined(separator: ", ") + "]" }
        func pan(_ p: PanTrigger) -> String {
            var parts: [String] = []
            if let source = p.source { parts.append("\"source\": \(s(source.rawValue))") }
            if let fingers = p.fingers {
                parts.append("\"fingers\": [\(fingers.map(String.init).joined(separator: ", "))]")
            }
            if p.source != .pinch {
                parts.append("\"axis\": \(s(p.axis.rawValue))")
                parts.append("\"direction\": \(s(p.direction.rawValue))")
            }
            return "{" + parts.joined(separator: ", ") + "}"
        }
        func pans(_ list: [PanTrigger]) -> String {
            list.count == 1 ? pan(list[0]) : "[" + list.map(pan).joined(separator: ", ") + "]"
        }
        func release(_ r: ReleaseOverrides) -> String {
            var parts: [String] = []
            if let t = r.threshold { parts.append("\"threshold\": \(n(t))") }
            if let p = r.projection { parts.append("\"projection\": \(s(p.description))") }
            if let d = r.decelerationRate { parts.append("\"decelerationRate\": \(n(d))") }
            if let v = r.reverseFlickMMPerSecond { parts.append("\"reverseFlick\": \(n(v))") }
            if let rule = r.releaseRule { parts.append("\"rule\": \(s(rule.rawValue))") }
            return "{" + parts.joined(separator: ", ") + "}"
        }
        var out = "{\n  \"format\": \(s(format)),\n  \"version\": \(s(version)),\n"
        out += "  \"name\": \(s(app.name)),\n"
        if !app.summary.isEmpty { out += "  \"summary\": \(s(app.summary)),\n" }
        out += "  \"screen\": {\"width\": \(n(app.screenSize.width)), \"height\": \(n(app.screenSize.height))},\n"
        out += "  \"root\": \(s(app.root)),\n  \"screens\": {\n"
        out += app.screens.map {
            "    \(s($0.name)): " + SceneFile.screenText($0.layout, in: app.screenSize, indent: "    ")
        }
        .joined(separator: ",\n")
        out += "\n  },\n  \"routes\": [\n"
        out += app.routes.map { r in
            var parts = [
                "\"name\": \(s(r.name))", "\"kind\": \(s(r.kind.rawValue))", "\"from\": \(s(r.from))",
                "\"to\": \(s(r.to))", "\"transition\": \(s(r.transitionName))"
            ]
            if !r.taps.isEmpty { parts.append("\"tap\": \(list(r.taps))") }
            if let h = r.tappedHeroID { parts.append("\"tappedHeroID\": \(s(h))") }
            if let p = r.pan { parts.append("\"pan\": \(pan(p))") }
            var back: [String] = []
            if !r.back.taps.isEmpty { back.append("\"tap\": \(list(r.back.taps))") }
            if !r.back.pans.isEmpty { back.append("\"pan\": \(pans(r.back.pans))") }
            if r.back.reversesPan { back.append("\"reversePan\": true") }
            if !r.back.release.isEmpty { back.append("\"release\": \(release(r.back.release))") }
            if !back.isEmpty { parts.append("\"back\": {" + back.joined(separator: ", ") + "}") }
            if !r.release.isEmpty { parts.append("\"release\": \(release(r.release))") }
            return "    {" + parts.joined(separator: ", ") + "}"
        }.joined(separator: ",\n")
        return out + "\n  ]\n}\n"
    }
}
