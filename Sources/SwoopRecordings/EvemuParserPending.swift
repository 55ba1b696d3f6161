// TEMPORARY, deleted when branch `input` (which owns EvemuParser.swift) is merged here.
// It only lets `RecordingLoader` compile against the agreed name until then; it parses nothing.
enum EvemuParser {
    static func parse(contents: String, file: String) throws -> Recording {
        throw RecordingError.unreadable(file: file, reason: "evemu recordings are not readable in this build yet (EvemuParser lands with branch `input`)")
    }
}
