/// The Hero match: photo cards with titles that fly to a detail screen.
extension SeedPresets {
    /// Hero's usage guide: `view.heroModifiers = [.fade, .translate(x:0, y:-250), .rotate(x:-1.6), .scale(1.5)]`.
    static let matchRest = "fade translate(0,-250) rotate(x:-1.6) scale(1.5)"
    /// The photo on the matched card (and on the detail).
    static let matchPhoto = 2

    static let matchBody =
        "Dunes south of the pass turn copper in the last hour of light. The road ends at a dry lake; from there a trail climbs to the ridge, where the wind is still warm long after sunset."

    /// heroID-matched card and title fly between the grid and the detail; the detail screen (with its
    /// body) fades, rises 250 pt, tilts back about x by 1.6 rad (foreshortened by cos θ, no
    /// perspective, as in the guide) and grows 1.5×. Built for pan-to-dismiss: the detail follows the
    /// finger (Hero's `apply(modifiers: [.translate(x: translation.x)], to: view)`). Hero's timing.
    public static let match = TransitionDefinition(
        name: "match",
        summary:
            "heroID-matched photo card and title; the detail: fade translate(0,-250) rotate(x:-1.6) scale(1.5), following the finger (pan-to-dismiss)",
        screenSize: screen,
        source: ScreenLayout(elements: [
            Element(
                id: "grid", frame: fullScreen,
                children: [
                    PhoneChrome.statusBar("grid"),
                    PhoneChrome.largeTitle("grid", "Places"),
                    Element(
                        id: "card", heroID: "card", frame: Rect(x: 16, y: 120, width: 171, height: 228),
                        cornerRadius: 12, zIndex: 1, backgroundColor: purple,
                        image: ElementImage(.landscape(matchPhoto), contentMode: .aspectFill)),
                    Element(
                        id: "cardTitle", heroID: "title", frame: Rect(x: 16, y: 356, width: 171, height: 24), zIndex: 1,
                        backgroundColor: .clear, text: ElementText(caption(matchPhoto), font: TextStyle.headline)),
                    Element(
                        id: "otherCard", frame: Rect(x: 203, y: 120, width: 171, height: 228), cornerRadius: 12,
                        zIndex: 1, backgroundColor: lightGray,
                        image: ElementImage(.landscape(matchPhoto + 2), contentMode: .aspectFill)),
                    Element(
                        id: "otherTitle", frame: Rect(x: 203, y: 356, width: 171, height: 24), zIndex: 1,
                        backgroundColor: .clear,
                        text: ElementText(caption(matchPhoto + 2), font: TextStyle.headline))
                ])
        ]),
        destination: ScreenLayout(elements: [
            Element(
                id: "detail", frame: fullScreen, backgroundColor: paleGray, modifiers: modifiers(matchRest),
                children: [
                    Element(
                        id: "image", heroID: "card", frame: Rect(x: 0, y: 0, width: 390, height: 390), zIndex: 1,
                        backgroundColor: purple, image: ElementImage(.landscape(matchPhoto), contentMode: .aspectFill)),
                    Element(
                        id: "title", heroID: "title", frame: Rect(x: 16, y: 406, width: 358, height: 34), zIndex: 1,
                        backgroundColor: .clear, text: ElementText(caption(matchPhoto), font: TextStyle.title)),
                    Element(
                        id: "body", frame: Rect(x: 16, y: 456, width: 358, height: 300), cornerRadius: 12, zIndex: 1,
                        children: [
                            Element(
                                id: "bodyText", frame: Rect(x: 16, y: 16, width: 326, height: 268),
                                backgroundColor: .clear,
                                text: ElementText(matchBody, font: TextStyle.body, color: darkGray))
                        ])
                ])
        ]),
        duration: .auto, timingFunction: .standard,
        presentTiming: .seedPresent, dismissTiming: .seedDismiss, defaultDirection: .dismiss, follow: "detail",
        settle: .hero, pan: PanDefaults(axis: .x, direction: .negative))
}
