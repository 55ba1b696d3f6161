extension Modifier {
    /// The textual form the parser reads back to an equal modifier: Hero's positional forms where they
    /// say it plainly (`rotate(-1.6)` is a turn about z), labels for the 3-D ones (`rotate(x:-1.6)`).
    public var text: String {
        func n(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        }
        func list(_ m: [Modifier]) -> String { m.map(\.text).joined(separator: " ") }
        func color(_ c: RGBA) -> String {
            let channels = [c.red, c.green, c.blue, c.alpha]
            if channels.allSatisfy({ ($0 * 255).rounded() == $0 * 255 }) { return c.description }
            return channels.map(n).joined(separator: ",")
        }
        func labelled(_ parts: [(String, Double, Double)]) -> String {
            let shown = parts.filter { $0.1 != $0.2 }
            return (shown.isEmpty ? [parts[0]] : shown).map { "\($0.0):\(n($0.1))" }.joined(separator: ",")
        }
        switch self {
        case .fade: return "fade"
        case .opacity(let v): return "opacity(\(n(v)))"
        case .position(let p): return "position(\(n(p.x)),\(n(p.y)))"
        case .size(let s): return "size(\(n(s.width)),\(n(s.height)))"
        case .scale(let x, let y, let z):
            if z == 1 { return x == y ? "scale(\(n(x)))" : "scale(\(n(x)),\(n(y)))" }
            return "scale(\(n(x)),\(n(y)),\(n(z)))"
        case .translate(let x, let y, let z):
            return z == 0 ? "translate(\(n(x)),\(n(y)))" : "translate(\(n(x)),\(n(y)),\(n(z)))"
        case .rotate(let x, let y, let z):
            if x == 0 && y == 0 { return "rotate(\(n(z)))" }
            return "rotate(\(labelled([("x", x, 0), ("y", y, 0), ("z", z, 0)])))"
        case .perspective(let d): return "perspective(\(n(d)))"
        case .cornerRadius(let r): return "cornerRadius(\(n(r)))"
        case .zPosition(let z): return "zPosition(\(n(z)))"
        case .backgroundColor(let c): return "backgroundColor(\(color(c)))"
        case .borderWidth(let w): return "borderWidth(\(n(w)))"
        case .borderColor(let c): return "borderColor(\(color(c)))"
        case .shadowColor(let c): return "shadowColor(\(color(c)))"
        case .shadowOpacity(let a): return "shadowOpacity(\(n(a)))"
        case .shadowOffset(let p): return "shadowOffset(\(n(p.x)),\(n(p.y)))"
        case .shadowRadius(let r): return "shadowRadius(\(n(r)))"
        case .overlay(let c, let a):
            return c == .black ? "overlay(\(n(a)))" : "overlay(\(color(c)),\(n(a)))"
        case .duration(let d): return "duration(\(n(d)))"
        case .durationMatchLongest: return "durationMatchLongest"
        case .delay(let d): return "delay(\(n(d)))"
        case .timingFunction(let c):
            if let named = CubicBezier.named.first(where: { $0.curve == c }) { return "timingFunction(\(named.name))" }
            return "timingFunction(\(n(c.x1)),\(n(c.y1)),\(n(c.x2)),\(n(c.y2)))"
        case .spring(let k, let c): return "spring(\(n(k)),\(n(c)))"
        case .arc(let i): return "arc(\(n(i)))"
        case .cascade(let d, let dir): return "cascade(\(n(d)),\(dir.rawValue))"
        case .source(let id): return "source(\(id))"
        case .forceNonFade: return "forceNonFade"
        case .whenPresenting(let m), .whenDismissing(let m), .whenMatched(let m), .whenAppearing(let m),
            .whenDisappearing(let m), .beginWith(let m):
            return "\(name)(\(list(m)))"
        }
    }
}
