/// The schema of a scene file, object by object (docs/engine.md shows it whole).
extension SceneDecoder {
    func definition(_ root: JSONNode) throws(EngineError) -> TransitionDefinition {
        let top = Field(path: "", node: root)
        let m = try members(top, allowed: ["name", "summary", "screen", "duration", "dismissDuration", "timingFunction",
                                            "present", "dismiss", "direction", "destinationAbove", "overlay", "source", "destination"])
        let sizeField = try required(m, "screen", in: top)
        let sizeMembers = try members(sizeField, allowed: ["width", "height"])
        let size = Size(width: try number(try required(sizeMembers, "width", in: sizeField), 1...100_000),
                        height: try number(try required(sizeMembers, "height", in: sizeField), 1...100_000))
        var definition = TransitionDefinition(
            name: try string(try required(m, "name", in: top)), screenSize: size,
            source: try screen(try required(m, "source", in: top)),
            destination: try screen(try required(m, "destination", in: top)))
        if let f = m["summary"] { definition.summary = try string(f) }
        if let f = m["duration"] { definition.duration = try durationRule(f) }
        if let f = m["dismissDuration"] { definition.dismissDuration = try durationRule(f) }
        if let f = m["timingFunction"] { definition.timingFunction = try curve(f) }
        if let f = m["present"] { definition.presentTiming = try settleTiming(f) }
        if let f = m["dismiss"] { definition.dismissTiming = try settleTiming(f) }
        if let f = m["direction"] { definition.defaultDirection = try choice(f, TransitionDirection.self) }
        if let f = m["destinationAbove"] { definition.destinationAbove = try bool(f) }
        if let f = m["overlay"] {
            let o = try members(f, allowed: ["style", "alpha"])
            definition.overlay = Overlay(style: try choice(try required(o, "style", in: f), OverlayStyle.self),
                                         alpha: try o["alpha"].map { (a) throws(EngineError) in try number(a, 0...1) } ?? 1)
        }
        return definition
    }

    func screen(_ field: Field) throws(EngineError) -> ScreenLayout {
        let m = try members(field, allowed: ["elements", "modifiers"])
        let list = try required(m, "elements", in: field)
        guard case .array(let items) = list.node.value else { throw fail(list, "expected an array of elements, found \(list.node.typeName)") }
        var elements: [Element] = []
        var ids: Set<String> = []
        for (i, node) in items.enumerated() {
            let f = Field(path: "\(list.path)[\(i)]", node: node)
            let e = try element(f)
            guard ids.insert(e.id).inserted else { throw fail(f, "a second element with id '\(e.id)' on this screen") }
            elements.append(e)
        }
        return ScreenLayout(elements: elements, modifiers: try m["modifiers"].map { (f) throws(EngineError) in try modifiers(f, scope: .screen) } ?? [])
    }

    func element(_ field: Field) throws(EngineError) -> Element {
        let m = try members(field, allowed: ["id", "heroID", "frame", "opacity", "cornerRadius", "transform", "zIndex",
                                              "backgroundColor", "modifiers"])
        let id = try string(try required(m, "id", in: field))
        guard !id.isEmpty else { throw fail(try required(m, "id", in: field), "an element id may not be empty") }
        let frameField = try required(m, "frame", in: field)
        let f = try numbers(frameField, count: 4...4)
        guard f[2] >= 0, f[3] >= 0 else { throw fail(frameField, "width and height may not be negative") }
        var e = Element(id: id, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]))
        if let h = m["heroID"] { e.heroID = try string(h) }
        if let o = m["opacity"] { e.opacity = try number(o, 0...1) }
        if let r = m["cornerRadius"] { e.cornerRadius = try number(r, 0...1e9) }
        if let z = m["zIndex"] { e.zIndex = try number(z) }
        if let c = m["backgroundColor"] {
            guard let color = RGBA(hex: try string(c)) else { throw fail(c, "expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\"") }
            e.backgroundColor = color
        }
        if let t = m["transform"] { e.transform = try transform(t) }
        if let mods = m["modifiers"] { e.modifiers = try modifiers(mods, scope: .element) }
        return e
    }

    func transform(_ field: Field) throws(EngineError) -> Transform2D {
        let m = try members(field, allowed: ["translate", "scale", "rotate"])
        var t = Transform2D.identity
        if let f = m["translate"] {
            let v = try numbers(f, count: 2...2)
            t.translateX = v[0]; t.translateY = v[1]
        }
        if let f = m["scale"] {
            if case .number = f.node.value {
                let s = try number(f)
                t.scaleX = s; t.scaleY = s
            } else {
                let v = try numbers(f, count: 2...2)
                t.scaleX = v[0]; t.scaleY = v[1]
            }
        }
        if let f = m["rotate"] { t.rotation = try number(f) }
        return t
    }

    func settleTiming(_ field: Field) throws(EngineError) -> SettleTiming {
        let m = try members(field, allowed: ["spring", "curve", "duration", "completionSpeed"])
        if let s = m["spring"] {
            guard m["curve"] == nil, m["duration"] == nil, m["completionSpeed"] == nil else {
                throw fail(field, "give either \"spring\" or \"curve\" (with \"duration\"), not both")
            }
            let sm = try members(s, allowed: ["dampingRatio", "duration", "stiffness", "damping", "mass"])
            do throws(EngineError) {
                if let ratio = sm["dampingRatio"] {
                    guard sm["stiffness"] == nil, sm["damping"] == nil, sm["mass"] == nil else {
                        throw fail(s, "use dampingRatio + duration (UIKit form) or stiffness + damping [+ mass], not both")
                    }
                    let spring = try Spring.make(dampingRatio: try number(ratio), duration: try number(try required(sm, "duration", in: s)))
                    return SettleTiming(mode: .spring(spring))
                }
                guard sm["duration"] == nil else { throw fail(s, "\"duration\" goes with \"dampingRatio\"") }
                let spring = try Spring.make(stiffness: try number(try required(sm, "stiffness", in: s)),
                                             damping: try number(try required(sm, "damping", in: s)),
                                             mass: try sm["mass"].map { (f) throws(EngineError) in try number(f) } ?? 1)
                return SettleTiming(mode: .spring(spring))
            } catch {
                if case .sceneFile = error { throw error }
                throw fail(s, error.description)
            }
        }
        let c = try required(m, "curve", in: field)
        let duration = try number(try required(m, "duration", in: field), 0.000_001...60)
        let speed = try m["completionSpeed"].map { (f) throws(EngineError) in try number(f, 0.01...100) } ?? 1
        return .curve(try curve(c), duration: duration, completionSpeed: speed)
    }
}
