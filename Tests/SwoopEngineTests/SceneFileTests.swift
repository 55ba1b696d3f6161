import Foundation
import Testing

@testable import SwoopEngine

@Test(arguments: TransitionCatalog.all)
func presetRoundTripsThroughSceneFile(definition: TransitionDefinition) throws {
    let text = SceneFile.encode(definition)
    let back = try SceneFile.decode(text, file: "\(definition.name).json")
    #expect(back == definition)
}

let minimalScene = """
    {
      "name": "sheet",
      "screen": {"width": 100, "height": 200},
      "source": {"elements": [{"id": "bg", "frame": [0, 0, 100, 200]}]},
      "destination": {
        "modifiers": "translate(0,200)",
        "elements": [
          {"id": "sheet", "frame": [0, 50, 100, 150], "cornerRadius": 12, "modifiers": "fade scale(0.9)"}
        ]
      }
    }
    """

@Test func minimalSceneLoadsWithDefaults() throws {
    let d = try SceneFile.decode(minimalScene, file: "s.json")
    #expect(d.name == "sheet")
    #expect(d.duration == .auto)
    #expect(d.timingFunction == .standard)
    #expect(d.presentTiming == .seedPresent)
    #expect(d.destination.modifiers == [.translate(x: 0, y: 200)])
    #expect(d.destination.elements[0].modifiers == [.fade, .scale(x: 0.9, y: 0.9)])
    #expect(d.destination.elements[0].backgroundColor == .white)
}

func sceneError(_ text: String) -> (line: Int, column: Int, field: String, reason: String)? {
    do {
        _ = try SceneFile.decode(text, file: "bad.json")
        return nil
    } catch {
        guard case .sceneFile(let file, let line, let column, let field, let reason) = error, file == "bad.json" else {
            return nil
        }
        return (line, column, field, reason)
    }
}

@Test(arguments: [
    // (replace this, with this, expected line, column, field, reason fragment); columns counted on the edited line,
    // e.g. line 8 `      {"id": "sheet", "frame": [0, 50, …` has the frame array at column 32; a modifier error adds the
    // column inside the string to the column of its opening quote (84 + 6 = 90 for 'scael').
    (
        "\"cornerRadius\": 12", "\"cornerRadius\": \"12\"", 8, 67, "destination.elements[0].cornerRadius",
        "expected a number"
    ),
    (
        "\"fade scale(0.9)\"", "\"fade scael(0.9)\"", 8, 90, "destination.elements[0].modifiers",
        "unknown modifier 'scael'"
    ),
    (
        "\"frame\": [0, 50, 100, 150]", "\"frame\": [0, 50, 100]", 8, 32, "destination.elements[0].frame",
        "expected 4 numbers, found 3"
    ),
    ("\"name\": \"sheet\",", "\"nmae\": \"sheet\",", 2, 11, "nmae", "unknown field 'nmae'"),
    ("\"translate(0,200)\"", "\"position(0,200)\"", 6, 19, "destination.modifiers", "may not use it"),
    ("{\"id\": \"bg\", ", "{", 4, 27, "source.elements[0].id", "missing (required)"),
    ("[0, 0, 100, 200]", "[0, 0, 100, -200]", 4, 49, "source.elements[0].frame", "may not be negative"),
    (
        "\"screen\": {\"width\": 100, \"height\": 200},", "\"screen\": {\"width\": 100, \"height\": 200}", 4, 3, "",
        "expected ',' or '}'"
    )
])
func badSceneNamesLineColumnAndField(
    find: String, replace: String, line: Int, column: Int, field: String, reason: String
) {
    let text = minimalScene.replacingOccurrences(of: find, with: replace)
    #expect(text != minimalScene)
    guard let e = sceneError(text) else {
        Issue.record("accepted a bad scene (\(replace))")
        return
    }
    #expect(e.line == line, "\(e)")
    #expect(e.column == column, "\(e)")
    #expect(e.field == field, "\(e)")
    #expect(e.reason.contains(reason), "\(e)")
}

@Test func sceneReferencingMissingSourceFailsOnLoad() throws {
    let text = minimalScene.replacingOccurrences(of: "fade scale(0.9)", with: "source(nothing)")
    guard let e = sceneError(text) else {
        Issue.record("accepted source(nothing)")
        return
    }
    #expect(e.reason.contains("no element with that heroID"))
    // Where it is written (issue 28), not at 1:1: the line of the element, the column of `source(`.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("source(nothing)") })
    let call = try #require(lines[line].range(of: "source("))
    let column = lines[line].distance(from: lines[line].startIndex, to: call.lowerBound)
    #expect(e.line == line + 1, "\(e)")
    #expect(e.column == column + 1, "\(e)")
    #expect(e.field == "destination.elements[0].modifiers", "\(e)")
}

@Test func jsonSyntaxErrorsArePositioned() {
    #expect(sceneError("{\"name\": \"x\",\n  \"screen\": NaN}")?.line == 2)
    #expect(sceneError("{\"name\": \"x\",\n  \"screen\": NaN}")?.column == 13)
    #expect(sceneError("{\"name\": \"x\", \"name\": \"y\"}")?.reason.contains("twice") == true)
    #expect(sceneError("")?.reason.contains("end of file") == true)
    #expect(sceneError("{} x")?.reason.contains("after the value") == true)
}

/// Scenes follow RFC 8259 like every JSON Swoop reads: a leading zero is refused, an escaped
/// surrogate pair is one character.
@Test func sceneJSONIsStrictRFC8259() throws {
    let leadingZero = minimalScene.replacingOccurrences(of: "\"cornerRadius\": 12", with: "\"cornerRadius\": 012")
    #expect(sceneError(leadingZero)?.reason.contains("leading zeros") == true)
    #expect(sceneError(leadingZero)?.line == 8)
    let emoji = minimalScene.replacingOccurrences(of: "\"name\": \"sheet\"", with: "\"name\": \"sheet \\ud83d\\ude00\"")
    #expect(try SceneFile.decode(emoji, file: "s.json").name == "sheet 😀")
}

@Test func sceneNestingIsCapped() {
    let deep = minimalScene.replacingOccurrences(
        of: "\"name\": \"sheet\",",
        with: "\"name\": \"sheet\", \"summary\": "
            + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + ",")
    #expect(sceneError(deep)?.reason == "nested deeper than 100 levels")
}

@Test func modifierColumnsMapIntoTheFileOnlyForUnescapedText() {
    // With an escape before it, the bad modifier's column cannot be mapped: the string's own column is used.
    let escaped = minimalScene.replacingOccurrences(of: "\"fade scale(0.9)\"", with: "\"fade\\u0020scael(0.9)\"")
    #expect(sceneError(escaped)?.column == 84)
}

/// The scene vocabulary of a layer tree: children in their parent's coordinates, a clipping parent, a
/// circle given by its start point, a 3-D resting transform, the element that follows the finger.
let treeScene = """
    {
      "name": "tree", "screen": {"width": 100, "height": 200}, "follow": "card",
      "source": {"elements": [{"id": "bg", "frame": [0, 0, 100, 200]}]},
      "destination": {"elements": [
        {"id": "card", "frame": [10, 20, 80, 100], "clips": true, "modifiers": "fade",
         "transform": {"rotate": [0.5, 0, 0], "perspective": 500, "translate": [0, 0, 10]},
         "children": [{"id": "dot", "circleFrom": [20, 30]}]}
      ]}
    }
    """

@Test func aSceneFileDescribesALayerTree() throws {
    let d = try SceneFile.decode(treeScene, file: "tree.json")
    #expect(d.follow == "card")
    let card = d.destination.elements[0]
    #expect(card.clips && card.children.count == 1)
    #expect(card.transform == ElementTransform(translateZ: 10, rotateX: 0.5, perspective: 500))
    // P · T · Rx: the perspective row (0, 0, −1/d, 1) meets the 10-pt lift (w = 1 − 10/d) and the tilt
    // (z turned by cos 0.5).
    let m = card.transform.matrix
    #expect(abs(m.m43 + cos(0.5) / 500) < 1e-15 && abs(m.m44 - (1 - 10.0 / 500)) < 1e-15)
    // The child's circle covers its parent (80 × 100) from (20, 30): xLen 60, yLen 70, 2·√(60² + 70²) across.
    let dot = card.children[0]
    let diameter = 2 * (60.0 * 60 + 70 * 70).squareRoot()
    #expect(abs(dot.frame.width - diameter) < 1e-9 && abs(dot.frame.x - (20 - diameter / 2)) < 1e-9)
    #expect(abs(dot.cornerRadius - diameter / 2) < 1e-9)
    #expect(try SceneFile.decode(SceneFile.encode(d), file: "tree.json") == d)
    // In a frame the child is composed through its parent: its centre at the card's corner + (20, 30).
    let plan = try TransitionPlan(d, direction: .present)
    let frame = plan.frame(at: 1)
    let child = frame.states[plan.tracks.firstIndex { $0.id == "dot" }!]
    #expect(abs(child.center.x - 30) < 1e-9 && abs(child.center.y - 50) < 1e-9)
}

@Test(arguments: [
    ("\"circleFrom\": [20, 30]", "\"circleFrom\": [20, 30], \"frame\": [0, 0, 1, 1]", "give it without"),
    ("\"follow\": \"card\"", "\"follow\": \"nowhere\"", "'follow' names 'nowhere'"),
    ("\"clips\": true", "\"clips\": 1", "expected")
])
func badTreeScenesSayWhy(find: String, replace: String, reason: String) {
    let text = treeScene.replacingOccurrences(of: find, with: replace)
    #expect(text != treeScene)
    guard let e = sceneError(text.replacingOccurrences(of: "tree.json", with: "bad.json")) else {
        Issue.record("accepted a bad scene (\(replace))")
        return
    }
    #expect(e.reason.contains(reason), "\(e)")
}
