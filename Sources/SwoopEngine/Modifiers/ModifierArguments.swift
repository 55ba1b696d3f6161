import SwoopCore

/// The argument rules of each modifier: how many, of what kind, in what range.
extension ModifierParser {
    static let argumentRules: [String: ClosedRange<Int>] = [
        "fade": 0...0, "opacity": 1...1, "position": 2...2, "size": 2...2, "scale": 1...2,
        "translate": 1...2, "rotate": 1...1, "cornerRadius": 1...1, "zPosition": 1...1,
        "backgroundColor": 1...4, "overlay": 1...1, "duration": 1...1, "delay": 1...1,
        "timingFunction": 1...4, "spring": 2...2, "arc": 0...1, "cascade": 0...2, "source": 1...1,
    ]

    static let knownNames: String = (argumentRules.keys.sorted()
        + ["beginWith", "whenAppearing", "whenDisappearing", "whenDismissing", "whenMatched", "whenPresenting"])
        .joined(separator: ", ")

    static func build(_ name: String, _ args: [Argument], nameColumn: Int) throws(Failure) -> Modifier {
        let allowed = argumentRules[name]!
        guard allowed.contains(args.count) else {
            let expected = allowed.lowerBound == allowed.upperBound ? "\(allowed.lowerBound)" : "\(allowed.lowerBound) to \(allowed.upperBound)"
            throw Failure(column: nameColumn, reason: "'\(MessageExcerpt.of(name))' takes \(expected) argument\(allowed.upperBound == 1 ? "" : "s"), got \(args.count)")
        }
        func number(_ i: Int, _ range: ClosedRange<Double> = -1e9...1e9, what: String = "a number") throws(Failure) -> Double {
            let arg = args[i]
            guard Self.looksNumeric(arg.text), let value = Double(arg.text), value.isFinite else {
                throw Failure(column: arg.column, reason: "'\(MessageExcerpt.of(name))': '\(MessageExcerpt.of(arg.text))' is not \(what)")
            }
            guard range.contains(value) else {
                let expected = what == "a number" ? "" : " (expected \(what))"
                throw Failure(column: arg.column, reason: "'\(MessageExcerpt.of(name))': \(MessageExcerpt.of(arg.text)) is outside \(range.lowerBound)…\(range.upperBound)\(expected)")
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
            let x = try number(0)
            return .scale(x: x, y: args.count == 2 ? try number(1) : x)
        case "translate": return .translate(x: try number(0), y: args.count == 2 ? try number(1) : 0)
        case "rotate": return .rotate(try number(0))
        case "cornerRadius": return .cornerRadius(try number(0, nonNegative))
        case "zPosition": return .zPosition(try number(0))
        case "overlay": return .overlay(try number(0, unit))
        case "duration": return .duration(try number(0, 0.000_001...60, what: "a duration in seconds"))
        case "delay": return .delay(try number(0, 0...60, what: "a delay in seconds"))
        case "spring":
            let stiffness = try number(0, 0.01...1e6), damping = try number(1, 0.01...1e6)
            return .spring(stiffness: stiffness, damping: damping)
        case "arc": return .arc(args.isEmpty ? 1 : try number(0, -10...10))
        case "backgroundColor":
            if args.count == 1 {
                guard let color = RGBA(hex: args[0].text) else {
                    throw Failure(column: args[0].column, reason: "'backgroundColor': '\(args[0].text)' is not #RRGGBB or #RRGGBBAA")
                }
                return .backgroundColor(color)
            }
            guard args.count >= 3 else {
                throw Failure(column: nameColumn, reason: "'backgroundColor' takes #RRGGBB[AA] or red, green, blue[, alpha] in 0…1")
            }
            return .backgroundColor(RGBA(red: try number(0, unit), green: try number(1, unit), blue: try number(2, unit),
                                         alpha: args.count == 4 ? try number(3, unit) : 1))
        case "timingFunction":
            if args.count == 1 {
                guard let curve = CubicBezier.named(args[0].text) else {
                    let names = CubicBezier.named.map(\.name).joined(separator: ", ")
                    throw Failure(column: args[0].column, reason: "'timingFunction': unknown curve '\(args[0].text)' (known: \(names), or x1,y1,x2,y2)")
                }
                return .timingFunction(curve)
            }
            guard args.count == 4 else {
                throw Failure(column: nameColumn, reason: "'timingFunction' takes a curve name or 4 control values x1,y1,x2,y2")
            }
            let x1 = try number(0, unit, what: "an x control value in 0…1"), y1 = try number(1)
            let x2 = try number(2, unit, what: "an x control value in 0…1"), y2 = try number(3)
            return .timingFunction(CubicBezier(x1, y1, x2, y2))
        case "cascade":
            let delta = args.isEmpty ? 0.02 : try number(0, 0...10, what: "a delay step in seconds")
            var direction = CascadeDirection.topToBottom
            if args.count == 2 {
                guard let d = CascadeDirection(rawValue: args[1].text) else {
                    let names = CascadeDirection.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Failure(column: args[1].column, reason: "'cascade': unknown direction '\(args[1].text)' (known: \(names))")
                }
                direction = d
            }
            return .cascade(delta: delta, direction: direction)
        case "source": return .source(heroID: args[0].text)
        default:
            preconditionFailure("argumentRules and build disagree about '\(name)'")
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
