/// The thumbnail → detail zoom (docs/rendering.md traces each number to where it comes from).
extension SeedPresets {
    /// The list's inset-grouped section: 20 pt from the sides (UIKit's inset-grouped margins on a
    /// 390-pt screen), under the large title; rows 100 pt tall, its corners rounded 10.
    package static let listSection = Rect(x: 20, y: 104, width: 350, height: 600)
    package static let listRowHeight = 100.0
    package static let listCornerRadius = 10.0
    /// Which row is tapped (the second), and its frame on the screen: the rectangle the photo grows from.
    static let tappedRow = 1
    package static let tappedCell = Rect(
        x: listSection.x, y: listSection.y + listRowHeight * Double(tappedRow), width: listSection.width,
        height: listRowHeight)
    /// The zoom seed's close button: 50 × 50 at the bottom trailing corner, inset 10 from the safe area.
    package static let closeButtonSide = 50.0
    package static let closeButtonInset = 10.0
    /// The zoom seed rounds the photo only while dismissing: 0 → 10.
    package static let zoomDismissCornerRadius = 10.0

    /// The blur's `animate(alongsideTransition:)` runs on the coordinator's duration, the animator's
    /// `transitionDuration` of 0.7 s in both directions, on UIKit's default ease-in-out (likely: UIKit
    /// does not publish how it times alongside animations).
    package static let zoomBlurAlongside = AlongsideTiming(duration: 0.7, curve: .easeInOut)

    /// A row of the list: an aspect-fit thumbnail of photo `photo` and its caption and detail text.
    package static func row(_ index: Int, id: String, heroID: String? = nil) -> Element {
        let photo = index
        var children = [
            Element(
                id: id + "Thumbnail", frame: Rect(x: 16, y: 10, width: 80, height: 80), backgroundColor: .clear,
                image: ElementImage(.landscape(photo), contentMode: .aspectFit)),
            Element(
                id: id + "Title", frame: Rect(x: 112, y: 24, width: 222, height: 24), backgroundColor: .clear,
                text: ElementText(caption(photo), font: TextStyle.headline)),
            Element(
                id: id + "Detail", frame: Rect(x: 112, y: 52, width: 222, height: 22), backgroundColor: .clear,
                text: ElementText(
                    "Photo \(photo + 1) of 6", font: TextStyle.subheadline,
                    color: TextStyle.secondary))
        ]
        if Double(index + 1) * listRowHeight < listSection.height {
            children.append(
                Element(
                    id: id + "Separator", frame: Rect(x: 112, y: listRowHeight - 1, width: 238, height: 1),
                    backgroundColor: separator))
        }
        return Element(
            id: id, heroID: heroID,
            frame: Rect(x: 0, y: listRowHeight * Double(index), width: listSection.width, height: listRowHeight),
            children: children)
    }

    /// The list of photos, and the detail: a transparent view holding the tapped row's photo
    /// (aspect-fit) over the blurred list, with the orange "Close" title as its subview. The detail
    /// grows out of the tapped row (`source(cell)`: its geometry only) to the full screen over a
    /// light blur; dismissing, it shrinks back, its corners round 0 → 10 and the close button fades
    /// out. The seed's springs drive the progress (0.85 over 0.7 s in, 0.95 over 0.4 s out); each
    /// element follows the progress linearly; the blur runs alongside (`zoomBlurAlongside`).
    public static let zoom: TransitionDefinition = {
        let rows = (0..<Int(listSection.height / listRowHeight)).map { k in
            k == tappedRow ? row(k, id: "cell", heroID: "cell") : row(k, id: "row\(k)")
        }
        let close = Element(
            id: "close",
            frame: Rect(
                x: screen.width - closeButtonInset - closeButtonSide,
                y: screen.height - PhoneChrome.bottomInset - closeButtonInset - closeButtonSide,
                width: closeButtonSide, height: closeButtonSide),
            backgroundColor: .clear, modifiers: modifiers("whenDismissing(fade)"),
            text: ElementText("Close", font: TextStyle.body, color: orange, alignment: .center))
        return TransitionDefinition(
            name: "zoom",
            summary:
                "the tapped row's photo grows from the row (aspect-fit) over a light blur of the list; dismiss rounds it (0 → 10) and fades its Close button (seed springs 0.85/0.7 s, 0.95/0.4 s)",
            screenSize: screen,
            source: ScreenLayout(elements: [
                Element(
                    id: "list", frame: fullScreen, backgroundColor: paleGray,
                    children: [
                        PhoneChrome.statusBar("list"),
                        PhoneChrome.largeTitle("list", "Photos", x: 20),
                        Element(
                            id: "section", frame: listSection, cornerRadius: listCornerRadius, children: rows,
                            clips: true),
                        PhoneChrome.homeIndicator("list")
                    ])
            ]),
            destination: ScreenLayout(elements: [
                Element(
                    id: "photo", frame: fullScreen, backgroundColor: .clear,
                    modifiers: modifiers(
                        "source(cell) whenDismissing(cornerRadius(\(Int(zoomDismissCornerRadius))))"),
                    children: [close], image: ElementImage(.landscape(tappedRow), contentMode: .aspectFit))
            ]),
            overlay: Overlay(style: .blur, alpha: 1, alongside: zoomBlurAlongside),
            duration: .fixed(0.7), dismissDuration: .fixed(0.4), timingFunction: .linear,
            presentTiming: .seedPresent, dismissTiming: .seedDismiss)
    }()
}
