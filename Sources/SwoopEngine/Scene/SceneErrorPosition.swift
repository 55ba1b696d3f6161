import SwoopCore

/// Where in a scene file a compile error belongs. Compiling (`TransitionPlan`) sees elements, not
/// the file; its errors name the element (`element 'close' has source(x) but …`). This finds that
/// element in the file, and the modifier the error is about in its modifier text, so the error points
/// at the line and column where it is written rather than at the top of the file.
enum SceneErrorPosition {
    struct Place {
        var position: JSONPosition
        var field: String
    }

    /// The place of the element `reason` names (`element 'ID'`), at its `source(` when the reason is
    /// about a source and the text has one; `nil` when no element of the file is named.
    static func place(of reason: String, in root: JSONNode) -> Place? {
        // An id may be on both screens: the one whose text holds what the reason is about wins.
        var best: (place: Place, score: Int)?
        visit(root, path: "") { id, element, path in
            guard reason.contains("element '\(id)'") else { return }
            let found = place(in: element, path: path, about: reason)
            let score = found.atCall ? 1 : 0
            if score > (best?.score ?? -1) { best = (found.place, score) }
        }
        return best?.place
    }

    private static func place(in element: JSONNode, path: String, about reason: String) -> (place: Place, atCall: Bool)
    {
        guard case .object(let members) = element.value,
            let modifiers = members.first(where: { $0.key == "modifiers" })?.node,
            case .string(let text) = modifiers.value
        else { return (Place(position: element.position, field: path), false) }
        var position = modifiers.position
        let call = reason.contains("source(") ? offset(of: "source(", in: text) : nil
        if let call, !modifiers.hasEscapes {
            // Columns count characters (Unicode scalars), as the parsers do; +1 steps over the quote.
            position.column += call + 1
        }
        return (Place(position: position, field: path + ".modifiers"), call != nil)
    }

    /// Where `needle` first starts in `text`, in Unicode scalars.
    private static func offset(of needle: String, in text: String) -> Int? {
        let scalars = Array(text.unicodeScalars)
        let wanted = Array(needle.unicodeScalars)
        guard scalars.count >= wanted.count else { return nil }
        return (0...scalars.count - wanted.count).first { scalars[$0..<$0 + wanted.count].elementsEqual(wanted) }
    }

    /// Every element of both screens at any depth, with its id and its field path
    /// (`destination.elements[1].children[0]`).
    private static func visit(_ root: JSONNode, path: String, _ body: (String, JSONNode, String) -> Void) {
        guard case .object(let top) = root.value else { return }
        for (key, screen) in top where key == "source" || key == "destination" {
            guard case .object(let members) = screen.value, let list = members.first(where: { $0.key == "elements" })
            else { continue }
            elements(list.node, path: key + ".elements", body)
        }
    }

    private static func elements(_ list: JSONNode, path: String, _ body: (String, JSONNode, String) -> Void) {
        guard case .array(let items) = list.value else { return }
        for (i, item) in items.enumerated() {
            guard case .object(let members) = item.value else { continue }
            let here = "\(path)[\(i)]"
            if let id = members.first(where: { $0.key == "id" })?.node, case .string(let text) = id.value {
                body(text, item, here)
            }
            if let children = members.first(where: { $0.key == "children" })?.node {
                elements(children, path: here + ".children", body)
            }
        }
    }
}
