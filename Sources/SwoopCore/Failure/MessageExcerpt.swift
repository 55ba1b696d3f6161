/// A value quoted in an error message, cut to a readable length. A hostile or corrupt input can hold
/// a line, a name or a field of megabytes; echoing it whole would bury the message (and fill a
/// terminal or a CI log). Every message that quotes input goes through here, so the cut is the same
/// everywhere.
package enum MessageExcerpt {
    /// Characters of a value shown before it is cut.
    package static let limit = 60
    /// Characters of a line of another program's output (libinput's log) shown before it is cut:
    /// such a line is a sentence to read whole, but it is still input.
    package static let lineLimit = 240

    /// `text` itself when it is at most `limit` characters; otherwise its start, `…` and its length,
    /// e.g. `aaaaaa…(5242880 characters)`.
    package static func of<Text: StringProtocol>(_ text: Text, limit: Int = limit) -> String {
        var count = 0
        var end = text.startIndex
        while end < text.endIndex, count < limit {
            text.formIndex(after: &end)
            count += 1
        }
        guard end < text.endIndex else { return String(text) }
        return String(text[..<end]) + "…(\(text.count) characters)"
    }

    /// The part of `text` around `column` (1-based, in Unicode scalars, as the parsers count), at most
    /// `limit` scalars with `…` where it was cut: the place an error points at stays in view.
    package static func of(_ text: String, around column: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return text }
        let centre = min(max(column - 1, 0), scalars.count)
        let start = max(0, min(centre - limit / 2, scalars.count - limit))
        let end = min(scalars.count, start + limit)
        var excerpt = String(String.UnicodeScalarView(scalars[start..<end]))
        if start > 0 { excerpt = "…" + excerpt }
        if end < scalars.count { excerpt += "…" }
        return excerpt + "(\(scalars.count) characters)"
    }
}
