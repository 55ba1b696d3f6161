import SwoopCore

/// The argument rules of each modifier: how many, of what kind, in what range.
extension ModifierParser {
    static let argumentRules: [String: ClosedRange<Int>] = [
        "fade": 0...0, "opacity": 1...1, "position": 2...2, "size": 2...2, "scale": 1...3,
        "translate": 1...3, "rotate": 1...3, "perspective": 1...1, "cornerRadius": 1...1, "zPosition": 1...1,
        "backgroundColor": 1...4, "borderWidth": 1...1, "borderColor": 1...4, "shadowColor": 1...4,
        "shadowOpacity": 1...1, "shadowOffset": 2...2, "shadowRadius": 1...1, "overlay": 1...5,
        "duration": 1...1, "durationMatchLongest": 0...0, "delay": 1...1, "timingFunction": 1...4,
        "spring": 2...2, "arc": 0...1, "cascade": 0...2, "source": 1...1, "forceNonFade": 0...0
    ]

    /// Modifiers whose arguments may be named, as in Hero's Swift form (`rotate(x: -1.6)`), with
    /// what an omitted one means.
    static let labelDefaults: [String: [(label: String, value: Double)]] = [
        "rotate": [("x", 0), ("y", 0), ("z", 0)],
        "translate": [("x", 0), ("y", 0), ("z", 0)],
        "scale": [("x", 1), ("y", 1), ("z", 1)]
    ]

    static let knownNames: String =
        (argumentRules.keys.sorted()
        + ["beginWith", "whenAppearing", "whenDisappearing", "whenDismissing", "whenMatched", "whenPresenting"])
        .joined(separator: ", ")

    static func build(_ name: String, _ given: [Argument], nameColumn: Int) throws(Failure) -> Modifier {
        let args = try positional(name, given)
        let allowed = argumentRules[name]!
        guard allowed.contains(args.count) else {
            let expected =
                allowed.lowerBound == allowed.upperBound
                ? "\(allowed.lowerBound)" : "\(allowed.lowerBound) to \(allowed.upperBound)"
            throw Failure(
                column: nameColumn,
                reason:
                    "'\(MessageExcerpt.of(name))' takes \(expected) argument\(allowed.upperBound == 1 ? "" : "s"), got \(args.count)"
            )
        }
        func number(_ i: Int, _ range: ClosedRange<Double> = -1e9...1e9, what: String = "a number") throws(Failure)
            -> Double
        {
            let arg = args[i]
            guard Self.looksNumeric(arg.text), let value = Double(arg.text), value.isFinite else {
                throw Failure(
                    column: arg.column,
                    reason: "'\(MessageExcerpt.of(name))': '\(MessageExcerpt.of(arg.text))' is not \(what)")
            }
            guard range.contains(value) else {
                let expected = what == "a number" ? "" : " (expected \(what))"
                throw Failure(
                    column: arg.column,
                    reason:
                        "'\(MessageExcerpt.of(name))': \(MessageExcerpt.of(arg.text)) is outside \(range.lowerBound)…\(range.upperBound)\(expected)"
                )
            }
            return value
        }
        let unit = 0.0...1.0
        let nonNegative = 0.0...1e9
        switch name {
        case "fade": return .fade
        case "opacity": return .opacity(try number(0, unit))
        case "position": return .position(Point(x: try number(0), y: try number(1)))
        case "size": return .size(Size(width: try number(0, nonNegative), height: try number(1, nonNegative)))
        case "scale":
            // Hero's text: one number scales x and y; two or three are x, y[, z].
            let x = try number(0)
            return .scale(x: x, y: args.count >= 2 ? try number(1) : x, z: args.count == 3 ? try number(2) : 1)
        case "translate":
            return .translate(
                x: try number(0), y: args.count >= 2 ? try number(1) : 0, z: args.count == 3 ? try number(2) : 0)
        case "rotate":
            // Hero's text: one number is a turn about z; two or three are about x, y[, z].
            if args.count == 1 { return .rotate(try number(0)) }
            return .rotate(x: try number(0), y: try number(1), z: args.count == 3 ? try number(2) : 0)
        case "perspective": return .perspective(try number(0, 0.000_001...1e9, what: "a distance in points"))
        case "cornerRadius": return .cornerRadius(try number(0, nonNegative))
        case "zPosition": return .zPosition(try number(0))
        case "borderWidth": return .borderWidth(try number(0, nonNegative))
        case "shadowOpacity": return .shadowOpacity(try number(0, unit))
        case "shadowOffset": return .shadowOffset(Point(x: try number(0), y: try number(1)))
        case "shadowRadius": return .shadowRadius(try number(0, nonNegative))
        case "borderColor", "shadowColor":
            let c = try color(name, args, nameColumn: nameColumn, number: number)
            return name == "borderColor" ? .borderColor(c) : .shadowColor(c)
        case "overlay":
            // overlay(opacity) is black; overlay(#RRGGBB, opacity); Hero's overlay(r, g, b, opacity).
            let opacity = try number(args.count - 1, unit)
            if args.count == 1 { return .overlay(color: .black, opacity: opacity) }
            let colour = try color(name, Array(args.dropLast()), nameColumn: nameColumn, number: number)
            return .overlay(color: colour, opacity: opacity)
        case "durationMatchLongest": return .durationMatchLongest
        case "forceNonFade": return .forceNonFade
        case "duration": return .duration(try number(0, 0.000_001...60, what: "a duration in seconds"))
        case "delay": return .delay(try number(0, 0...60, what: "a delay in seconds"))
        case "spring":
            let stiffness = try number(0, 0.01...1e6)
            let damping = try number(1, 0.01...1e6)
            return .spring(stiffness: stiffness, damping: damping)
        case "arc": return .arc(args.isEmpty ? 1 : try number(0, -10...10))
        case "backgroundColor":
            return .backgroundColor(try color(name, args, nameColumn: nameColumn, number: number))
        case "timingFunction":
            if args.count == 1 {
                guard let curve = CubicBezier.named(args[0].text) else {
                    let names = CubicBezier.named.map(\.name).joined(separator: ", ")
                    throw Failure(
                        column: args[0].column,
                        reason: "'timingFunction': unknown curve '\(args[0].text)' (known: \(names), or x1,y1,x2,y2)")
                }
                return .timingFunction(curve)
            }
            guard args.count == 4 else {
                throw Failure(
                    column: nameColumn, reason: "'timingFunction' takes a curve name or 4 control values x1,y1,x2,y2")
            }
            let x1 = try number(0, unit, what: "an x control value in 0…1")
            let y1 = try number(1)
            let x2 = try number(2, unit, what: "an x control value in 0…1")
            let y2 = try number(3)
            return .timingFunction(CubicBezier(x1, y1, x2, y2))
        case "cascade":
            let delta = args.isEmpty ? 0.02 : try number(0, 0...10, what: "a delay step in seconds")
            var direction = CascadeDirection.topToBottom
            if args.count == 2 {
                guard let d = CascadeDirection(rawValue: args[1].text) else {
                    let names = CascadeDirection.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Failure(
                        column: args[1].column,
                        reason: "'cascade': unknown direction '\(args[1].text)' (known: \(names))")
                }
                direction = d
            }
            return .cascade(delta: delta, direction: direction)
        case "source": return .source(heroID: args[0].text)
        default:
            preconditionFailure("argumentRules and build disagree about '\(name)'")
        }
    }

    /// A colour as `#RRGGBB[AA]` or red, green, blue[, alpha] in 0…1.
    static func color(
        _ name: String, _ args: [Argument], nameColumn: Int,
        number: (Int, ClosedRange<Double>, String) throws(Failure) -> Double
    ) throws(Failure) -> RGBA {
        let unit = 0.0...1.0
        if args.count == 1 {
            guard let color = RGBA(hex: args[0].text) else {
                throw Failure(
                    column: args[0].column, reason: "'\(name)': '\(args[0].text)' is not #RRGGBB or #RRGGBBAA")
            }
            return color
        }
        guard args.count == 3 || args.count == 4 else {
            throw Failure(
                column: nameColumn,
                reason: "'\(name)' takes a colour as #RRGGBB[AA] or red, green, blue[, alpha] in 0…1")
        }
        return RGBA(
            red: try number(0, unit, "a number"), green: try number(1, unit, "a number"),
            blue: try number(2, unit, "a number"), alpha: args.count == 4 ? try number(3, unit, "a number") : 1)
    }

    /// Named arguments (`x:-1.6`) turned into the positional list the rules read; an omitted name takes
    /// its default. Names are for `rotate`, `translate` and `scale` only, and not mixed with positions.
    static func positional(_ name: String, _ args: [Argument]) throws(Failure) -> [Argument] {
        let labelled = args.filter { $0.label != nil }
        if labelled.isEmpty { return args }
        guard let defaults = labelDefaults[name] else {
            throw Failure(column: labelled[0].column, reason: "'\(name)' takes no named arguments")
        }
        guard labelled.count == args.count else {
            throw Failure(
                column: args.first { $0.label == nil }!.column,
                reason: "'\(name)': give every argument a name (x:, y:, z:) or none")
        }
        var values: [String: Argument] = [:]
        for arg in args {
            let label = arg.label!
            guard defaults.contains(where: { $0.label == label }) else {
                throw Failure(column: arg.column, reason: "'\(name)': unknown name '\(label):' (known: x:, y:, z:)")
            }
            guard values[label] == nil else {
                throw Failure(column: arg.column, reason: "'\(name)': '\(label):' given twice")
            }
            values[label] = arg
        }
        return defaults.map { d in
            values[d.label].map { Argument(text: $0.text, column: $0.column) }
                ?? Argument(text: String(d.value), column: args[0].column)
        }
    }

    /// Digits with an optional sign, point and exponent: keeps `inf`, `nan` and hex floats out.
    static func looksNumeric(_ text: String) -> Bool {
        var sawDigit = false
        for c in text.unicodeScalars {
            switch c {
            case "0"..."9": sawDigit = true
            case "+", "-", ".", "e", "E": continue
            default: return false
            }
        }
        return sawDigit
    }
}
