import Testing

@testable import SwoopEngine

/// A one-element scene whose element carries `fields` (JSON members, comma-separated).
func sceneWithElement(_ fields: String) -> String {
    """
    {"name": "content", "screen": {"width": 100, "height": 200},
     "source": {"elements": [{"id": "label", "frame": [0, 0, 100, 40], \(fields)}]},
     "destination": {"elements": []}}
    """
}

func decodedElement(_ fields: String, file: String = "scenes/content.json") throws -> Element {
    try SceneFile.decode(sceneWithElement(fields), file: file).source.elements[0]
}

@Test func textFieldsAreRead() throws {
    let e = try decodedElement(
        ##""text": "Close", "font": {"family": "DejaVu Sans", "size": 20, "weight": "semibold"}, "textColor": "#FF9500", "textAlignment": "center""##
    )
    #expect(
        e.text
            == ElementText(
                "Close", font: Font(family: "DejaVu Sans", size: 20, weight: .semibold), color: RGBA(hex: "#FF9500")!,
                alignment: .center))
    // Defaults: UIKit's body size, regular, black, left.
    #expect(try decodedElement(##""text": "Hi""##).text == ElementText("Hi", font: Font(size: 17, weight: .regular)))
}

@Test func imagePathsAreRelativeToTheSceneFile() throws {
    #expect(try decodedElement(##""image": "photos/a.jpg""##).image == ElementImage(.file("scenes/photos/a.jpg")))
    #expect(
        try decodedElement(##""image": "/abs/b.png", "contentMode": "aspectFit""##).image
            == ElementImage(.file("/abs/b.png"), contentMode: .aspectFit))
    #expect(try decodedElement(##""image": "a.png""##, file: "here.json").image == ElementImage(.file("a.png")))
    #expect(try decodedElement(##""image": {"landscape": 3}"##).image == ElementImage(.landscape(3)))
}

@Test(arguments: [
    (##""font": {"size": 12}"##, "font", "give \"text\" too"),
    (##""text": "a", "textColor": "orange""##, "textColor", "colour"),
    (##""text": "a", "textAlignment": "justified""##, "textAlignment", "left"),
    (##""text": "a", "font": {"weight": "thin"}"##, "font.weight", "regular"),
    (##""text": "a", "font": {"size": 0}"##, "font.size", "outside 1.0…1000.0"),
    (##""contentMode": "aspectFit""##, "contentMode", "give \"image\" too"),
    (##""image": """##, "image", "name an image file"),
    (##""image": "a.png", "contentMode": "fill""##, "contentMode", "aspectFit")
])
func badContentFieldsNameTheField(fields: String, field: String, words: String) throws {
    do {
        _ = try decodedElement(fields)
        Issue.record("accepted \(fields)")
    } catch let error as EngineError {
        guard case .sceneFile(_, _, _, let path, let reason) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(path.hasSuffix(field), "\(path): \(reason)")
        #expect(reason.contains(words), "\(reason)")
    }
}

@Test func contentRoundTripsThroughSceneFile() throws {
    let text = sceneWithElement(
        ##""text": "Ünïcode \"quoted\"", "font": {"size": 13, "weight": "bold"}, "textColor": "#336699CC", "textAlignment": "right", "image": "p.png", "contentMode": "aspectFit""##
    )
    let d = try SceneFile.decode(text, file: "p.json")
    #expect(try SceneFile.decode(SceneFile.encode(d), file: "p.json") == d)
}

@Test func photosReplaceSwoopsOwnInOrderAndMatchedPairsKeepOnePicture() throws {
    let photos = ["/p/a.jpg", "/p/b.png"]
    let zoom = SeedPresets.zoom.withPhotos(photos)
    let plan = try TransitionPlan(zoom, direction: .present)
    func image(_ id: String) -> ImageSource? { plan.contents[plan.tracks.firstIndex { $0.id == id }!]?.image?.source }
    // Row k shows photo k mod 2; the tapped row (1) and the detail grown from it show the same file.
    #expect(image("row0Thumbnail") == .file("/p/a.jpg"))
    #expect(image("cellThumbnail") == .file("/p/b.png"))
    #expect(image("photo") == .file("/p/b.png"))
    #expect(image("row2Thumbnail") == .file("/p/a.jpg"))
    #expect(SeedPresets.zoom.withPhotos([]) == SeedPresets.zoom)
}

@Test func presetsShowTextAndPhotos() throws {
    for definition in [SeedPresets.zoom, SeedPresets.circle, SeedPresets.mask, SeedPresets.match] {
        let plan = try TransitionPlan(definition, direction: definition.defaultDirection)
        #expect(plan.contents.contains { $0?.text != nil }, "\(definition.name) has no text")
    }
    for definition in [SeedPresets.zoom, SeedPresets.match] {
        let plan = try TransitionPlan(definition, direction: definition.defaultDirection)
        #expect(plan.contents.contains { $0?.image != nil }, "\(definition.name) has no photo")
    }
    // The mask is white, as the seed's mask view.
    #expect(SeedPresets.mask.destination.elements[0].backgroundColor == .white)
}
