import Foundation
import SwoopEngine
import SwoopLog
import SwoopRender
import SwoopTestSupport
import Testing

// The log's atomic file writer is the renderer's file output too (same three operations).
extension AtomicFileOutput: RenderOutput {}

/// A scene of layers on white, `size` points, drawn at `scale`.
func draw(
    _ items: [RenderItem], size: Size = Size(width: 200, height: 200), scale: Double = 1,
    background: RGBA = .white, renderer: Renderer = Renderer()
) throws -> RenderSurface {
    PinnedFonts.pin()
    let viewport = Viewport.scaled(size, by: scale)
    let surface = try RenderSurface(for: viewport)
    try renderer.render(
        RenderScene(size: size, background: background, items: items), into: surface, viewport: viewport)
    return surface
}

func layer(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ fill: RGBA, radius: Double = 0, opacity: Double = 1,
    transform: Transform3D = .identity
) -> RenderItem {
    var geometry = LayerGeometry(frame: Rect(x: x, y: y, width: w, height: h), cornerRadius: radius)
    geometry.transform = transform
    return .layer(RenderLayer(geometry: geometry, fill: fill, opacity: opacity))
}

let red = RGBA(red: 1, green: 0, blue: 0)
let blue = RGBA(red: 0, green: 0, blue: 1)
let black = RGBA.black

/// Within `tolerance` levels on every channel.
func near(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 1) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

/// Every pixel of `s`, premultiplied, row by row.
func pixels(_ s: RenderSurface) -> [UInt32] {
    s.withPixels { p, row in Array(UnsafeBufferPointer(start: p, count: row * s.height)) }
}

let white8 = RGBA8(r: 255, g: 255, b: 255)
let red8 = RGBA8(r: 255, g: 0, b: 0)
let blue8 = RGBA8(r: 0, g: 0, b: 255)

/// A fresh directory under the system's temporary directory, removed by the caller.
func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "swoop-render-\(name)-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The frames of a preset (in its default direction unless told), drawn at `scale` points per pixel.
struct PresetFrames {
    let definition: TransitionDefinition
    let plan: TransitionPlan
    let adapter: EngineFrameAdapter
    let viewport: Viewport
    let renderer = Renderer()

    init(_ definition: TransitionDefinition, direction: TransitionDirection? = nil, scale: Double = 1) throws {
        PinnedFonts.pin()
        self.definition = definition
        plan = try TransitionPlan(definition, direction: direction ?? definition.defaultDirection)
        adapter = EngineFrameAdapter(definition: definition, plan: plan)
        viewport = .scaled(plan.screenSize, by: scale)
    }

    func surface(at progress: Double) throws -> RenderSurface {
        let surface = try RenderSurface(for: viewport)
        try renderer.render(adapter.scene(for: plan.frame(at: progress)), into: surface, viewport: viewport)
        return surface
    }
}
