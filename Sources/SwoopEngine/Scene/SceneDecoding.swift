import SwoopCore

/// The schema of a scene file, object by object (docs/engine.md shows it whole).
extension SceneDecoder {
    func definition(_ rootNode: JSONNode) throws(EngineError) -> TransitionDefinition {
        let m = try root(rootNode).object(known: [
            "name", "summary", "screen", "duration", "dismissDuration", "timingFunction",
            "present", "dismiss", "direction", "destinationAbove", "overlay", "source",
            "destination", "follow", "settle", "pan"
        ])
        let screenSize = try m.required("screen").object(known: ["width", "height"])
        let size = Size(
            width: try screenSize.required("width").number(in: 1...100_000),
            height: try screenSize.required("height").number(in: 1...100_000))
        var definition = TransitionDefinition(
            name: try m.requiredString("name"), screenSize: size,
            source: try screen(try m.required("source"), size: size),
            destination: try screen(try m.required("destination"), size: size))
        if let f = m["summary"] { definition.summary = try f.string() }
        if let f = m["duration"] { definition.duration = try durationRule(f) }
        if let f = m["dismissDuration"] { definition.dismissDuration = try durationRule(f) }
        if let f = m["timingFunction"] { definition.timingFunction = try curve(f) }
        if let f = m["present"] { definition.presentTiming = try settleTiming(f) }
        if let f = m["dismiss"] { definition.dismissTiming = try settleTiming(f) }
        if let f = m["direction"] { definition.defaultDirection = try f.choice(TransitionDirection.self) }
        if let f = m["destinationAbove"] { definition.destinationAbove = try f.bool() }
        if let f = m["follow"] {
            let id = try f.string()
            guard !id.isEmpty else { throw f.fail("name the element that follows the finger") }
            definition.follow = id
        }
        if let f = m["settle"] { definition.settle = try f.choice(SettleStyle.self) }
        if let f = m["pan"] {
            let o = try f.object(known: ["axis", "direction"])
            definition.pan = PanDefaults(
                axis: try o.choice("axis", PanDefaults.Axis.self),
                direction: try o.choice("direction", PanDefaults.Direction.self))
        }
        if let f = m["overlay"] {
            let o = try f.object(known: ["style", "alpha", "alongside"])
            definition.overlay = Overlay(
                style: try o.required("style").choice(OverlayStyle.self),
                alpha: try o.number("alpha", in: 0...1) ?? 1,
                alongside: try o["alongside"].map { (a) throws(EngineError) in
                    let m = try a.object(known: ["duration", "curve"])
                    return AlongsideTiming(
                        duration: try m.required("duration").number(in: 0.000_001...60),
                        curve: try m["curve"].map { (c) throws(EngineError) in try curve(c) } ?? .easeInOut)
                })
        }
        return definition
    }

    func screen(_ field: Field, size: Size) throws(EngineError) -> ScreenLayout {
        let m = try field.object(known: ["elements", "modifiers"])
        var ids: Set<String> = []
        let elements = try elementList(try m.required("elements"), in: size, ids: &ids)
        return ScreenLayout(
            elements: elements,
            modifiers: try m["modifiers"].map { (f) throws(EngineError) in try modifiers(f, scope: .screen) } ?? [])
    }

    /// A screen's or an element's children; ids are unique across the whole screen, at every depth.
    func elementList(_ list: Field, in bounds: Size, ids: inout Set<String>) throws(EngineError) -> [Element] {
        guard case .array = list.node.value else {
            throw list.fail("expected an array of elements, got \(list.node.typeName)")
        }
        var elements: [Element] = []
        for f in try list.items() {
            let e = try element(f, in: bounds, ids: &ids)
            elements.append(e)
        }
        return elements
    }

    func element(_ field: Field, in bounds: Size, ids: inout Set<String>) throws(EngineError) -> Element {
        let m = try field.object(
            known: [
                "id", "heroID", "frame", "circleFrom", "opacity", "cornerRadius", "transform", "zIndex",
                "backgroundColor", "modifiers", "clips", "children"
            ] + Self.contentKeys)
        let idField = try m.required("id")
        let id = try idField.string()
        guard !id.isEmpty else { throw idField.fail("an element id may not be empty") }
        guard ids.insert(id).inserted else { throw field.fail("a second element with id '\(id)' on this screen") }
        var e: Element
        if let circle = m["circleFrom"] {
            guard m["frame"] == nil, m["cornerRadius"] == nil else {
                throw circle.fail(
                    "\"circleFrom\" sets the frame and corner radius; give it without \"frame\" and \"cornerRadius\"")
            }
            let p = try circle.numbers(count: 2...2, in: Self.numbers)
            e = Element.circle(id: id, from: Point(x: p[0], y: p[1]), in: bounds)
        } else {
            let frameField = try m.required("frame")
            let f = try frameField.numbers(count: 4...4, in: Self.numbers)
            guard f[2] >= 0, f[3] >= 0 else { throw frameField.fail("width and height may not be negative") }
            e = Element(id: id, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]))
        }
        if let h = m["heroID"] { e.heroID = try h.string() }
        if let o = m["opacity"] { e.opacity = try o.number(in: 0...1) }
        if let r = m["cornerRadius"] { e.cornerRadius = try r.number(in: 0...1e9) }
        if let c = m["clips"] { e.clips = try c.bool() }
        if let list = m["children"] { e.children = try elementList(list, in: e.frame.size, ids: &ids) }
        if let z = m["zIndex"] { e.zIndex = try z.number(in: Self.numbers) }
        if let c = m["backgroundColor"] { e.backgroundColor = try color(c) }
        try content(m, into: &e)
        if let t = m["transform"] { e.transform = try transform(t) }
        if let mods = m["modifiers"] { e.modifiers = try modifiers(mods, scope: .element) }
        return e
    }

    /// `{"translate": [x, y(, z)], "rotate": z | [x, y, z], "scale": s | [sx, sy(, sz)], "perspective": d}`.
    func transform(_ field: Field) throws(EngineError) -> ElementTransform {
        let m = try field.object(known: ["translate", "scale", "rotate", "perspective"])
        var t = ElementTransform.identity
        if let f = m["translate"] { (t.translateX, t.translateY, t.translateZ) = try xyz(f, z: 0) }
        if let f = m["scale"] {
            if case .number = f.node.value {
                let s = try f.number(in: Self.numbers)
                t.scaleX = s
                t.scaleY = s
            } else {
                (t.scaleX, t.scaleY, t.scaleZ) = try xyz(f, z: 1)
            }
        }
        if let f = m["rotate"] {
            if case .number = f.node.value {
                t.rotateZ = try f.number(in: Self.numbers)
            } else {
                let v = try f.numbers(count: 3...3, in: Self.numbers)
                t.rotateX = v[0]
                t.rotateY = v[1]
                t.rotateZ = v[2]
            }
        }
        if let f = m["perspective"] { t.perspective = try f.number(in: 0.000_001...1e9) }
        return t
    }

    /// `[x, y]` or `[x, y, z]`; `z` when the third is left out.
    private func xyz(_ field: Field, z: Double) throws(EngineError) -> (Double, Double, Double) {
        let v = try field.numbers(count: 2...3, in: Self.numbers)
        return (v[0], v[1], v.count == 3 ? v[2] : z)
    }

    func settleTiming(_ field: Field) throws(EngineError) -> SettleTiming {
        let m = try field.object(known: ["spring", "curve", "duration", "completionSpeed"])
        if let s = m["spring"] {
            guard m["curve"] == nil, m["duration"] == nil, m["completionSpeed"] == nil else {
                throw field.fail("give either \"spring\" or \"curve\" (with \"duration\"), not both")
            }
            let sm = try s.object(known: ["dampingRatio", "duration", "stiffness", "damping", "mass"])
            do throws(EngineError) {
                if let ratio = sm["dampingRatio"] {
                    guard sm["stiffness"] == nil, sm["damping"] == nil, sm["mass"] == nil else {
                        throw s.fail(
                            "use dampingRatio + duration (UIKit form) or stiffness + damping [+ mass], not both")
                    }
                    let spring = try Spring.make(
                        dampingRatio: try ratio.number(in: Self.numbers),
                        duration: try sm.required("duration").number(in: Self.numbers))
                    return SettleTiming(mode: .spring(spring))
                }
                guard sm["duration"] == nil else { throw s.fail("\"duration\" goes with \"dampingRatio\"") }
                let spring = try Spring.make(
                    stiffness: try sm.required("stiffness").number(in: Self.numbers),
                    damping: try sm.required("damping").number(in: Self.numbers),
                    mass: try sm.number("mass", in: Self.numbers) ?? 1)
                return SettleTiming(mode: .spring(spring))
            } catch {
                if case .sceneFile = error { throw error }
                throw s.fail(error.description)
            }
        }
        let c = try m.required("curve")
        let duration = try m.required("duration").number(in: 0.000_001...60)
        let speed = try m.number("completionSpeed", in: 0.01...100) ?? 1
        return .curve(try curve(c), duration: duration, completionSpeed: speed)
    }
}
