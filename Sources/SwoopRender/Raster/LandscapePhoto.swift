import CCairo
import SwoopEngine

/// Swoop's own photos (`ImageSource.landscape(N)`): landscapes drawn with cairo — a graded sky, a sun
/// or moon with its glow, three mountain ranges paler with distance, and a lake or a meadow — so the
/// presets show pictures without shipping anyone's image. Everything follows from N (a fixed
/// generator, no clock, no randomness): the same N gives the same picture at every size.
struct LandscapePhoto {
    let number: Int

    /// Sky top, horizon, sun, far/middle/near ranges, ground.
    struct Palette {
        var sky: UInt32, horizon: UInt32, sun: UInt32
        var ranges: (UInt32, UInt32, UInt32)
        var ground: UInt32
        var lake: Bool
    }
    static let palettes: [Palette] = [
        Palette(  // dawn over a lake
            sky: 0x2E_4A_8C, horizon: 0xF6_B0_7A, sun: 0xFF_E3_A3, ranges: (0x8E_7F_B5, 0x5C_5A_8F, 0x33_35_5E),
            ground: 0x3F_6E_9E, lake: true),
        Palette(  // noon in the Alps
            sky: 0x3A_86_D9, horizon: 0xC8_E6_F8, sun: 0xFF_FF_F0, ranges: (0xA4_BC_D6, 0x6F_8F_8C, 0x3E_6B_3A),
            ground: 0x6C_A0_3C, lake: false),
        Palette(  // dusk in the desert
            sky: 0x5B_2A_6E, horizon: 0xFF_8A_4C, sun: 0xFF_D2_6B, ranges: (0xC0_6A_5A, 0x94_45_3F, 0x5E_2C_2E),
            ground: 0xB8_6A_3E, lake: false),
        Palette(  // night by a fjord
            sky: 0x0B_13_2E, horizon: 0x2F_4D_7A, sun: 0xF2_F4_FF, ranges: (0x3A_4C_70, 0x25_34_52, 0x14_1E_33),
            ground: 0x1C_2E_4A, lake: true),
        Palette(  // autumn hills
            sky: 0x6F_A8_DC, horizon: 0xF3_E3_C0, sun: 0xFF_F4_D0, ranges: (0xB7_A9_8C, 0xC3_6B_2C, 0x7A_3B_1C),
            ground: 0xD0_8A_2E, lake: false),
        Palette(  // a green valley after rain, a lake below
            sky: 0x8F_A7_B8, horizon: 0xE4_EC_E8, sun: 0xFF_FF_FF, ranges: (0x9D_B5_AE, 0x5E_8C_6A, 0x2F_5E_3E),
            ground: 0x4E_7F_8C, lake: true)
    ]

    /// Pixel size at full resolution: mostly 3:2 and 4:3 landscapes, some 3:4 portraits.
    var fullSize: (width: Int, height: Int) {
        switch number % 5 {
        case 3: (1050, 1400)
        case 1, 4: (1400, 1050)
        default: (1500, 1000)
        }
    }

    /// A small fixed generator (SplitMix64) seeded by N.
    struct Generator {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    /// Drawn at the smallest size that still covers `target` (never above `fullSize`).
    func draw(covering target: (width: Int, height: Int)?) throws(RenderError) -> LoadedImage {
        let full = fullSize
        var k = 1.0
        if let target {
            k = min(1, max(Double(target.width) / Double(full.width), Double(target.height) / Double(full.height)))
        }
        let w = max(1, Int((Double(full.width) * k).rounded(.up)))
        let h = max(1, Int((Double(full.height) * k).rounded(.up)))
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h)),
            cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
        else { throw .cairo("cannot make a \(w)×\(h) image") }
        let cr = cairo_create(s)!
        defer { cairo_destroy(cr) }
        // Drawn in a unit-width space: x 0…1, y 0…aspect.
        cairo_scale(cr, Double(w), Double(w))
        paint(cr, height: Double(h) / Double(w))
        cairo_surface_flush(s)
        return LoadedImage(owning: s)
    }

    private func paint(_ cr: OpaquePointer, height: Double) {
        let p = Self.palettes[((number % Self.palettes.count) + Self.palettes.count) % Self.palettes.count]
        var g = Generator(state: UInt64(truncatingIfNeeded: number) &* 0x2545_F491_4F6C_DD1D &+ 1)
        let horizon = height * (0.55 + 0.1 * g.next())

        func rgb(_ c: UInt32) -> (Double, Double, Double) {
            (Double(c >> 16 & 0xFF) / 255, Double(c >> 8 & 0xFF) / 255, Double(c & 0xFF) / 255)
        }
        func stop(_ pattern: OpaquePointer, _ at: Double, _ c: UInt32, _ alpha: Double = 1) {
            let (r, gr, b) = rgb(c)
            cairo_pattern_add_color_stop_rgba(pattern, at, r, gr, b, alpha)
        }
        func fill(with pattern: OpaquePointer) {
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            cairo_pattern_destroy(pattern)
        }

        // Sky.
        let sky = cairo_pattern_create_linear(0, 0, 0, horizon)!
        stop(sky, 0, p.sky)
        stop(sky, 1, p.horizon)
        cairo_rectangle(cr, 0, 0, 1, horizon + 0.01)
        fill(with: sky)

        // Sun (or moon) and its glow.
        let sx = 0.15 + 0.7 * g.next()
        let sy = horizon * (0.25 + 0.45 * g.next())
        let radius = 0.04 + 0.03 * g.next()
        let glow = cairo_pattern_create_radial(sx, sy, radius, sx, sy, radius * 5)!
        stop(glow, 0, p.sun, 0.55)
        stop(glow, 1, p.sun, 0)
        cairo_arc(cr, sx, sy, radius * 5, 0, 2 * .pi)
        fill(with: glow)
        let (r, gr, b) = rgb(p.sun)
        cairo_set_source_rgb(cr, r, gr, b)
        cairo_arc(cr, sx, sy, radius, 0, 2 * .pi)
        cairo_fill(cr)

        // Three ranges, far to near: higher peaks behind, each ridge a jagged line of random heights.
        let ranges = [p.ranges.0, p.ranges.1, p.ranges.2]
        for (i, colour) in ranges.enumerated() {
            let base = horizon + Double(i) * height * 0.06
            let peak = height * (0.30 - 0.08 * Double(i)) * (0.7 + 0.3 * g.next())
            let steps = 9 + 3 * i
            cairo_move_to(cr, -0.01, height + 0.01)
            for j in 0...steps {
                let x = Double(j) / Double(steps)
                let y = base - peak * (0.35 + 0.65 * g.next())
                cairo_line_to(cr, x + (j == 0 || j == steps ? 0 : (g.next() - 0.5) * 0.05), y)
            }
            cairo_line_to(cr, 1.01, height + 0.01)
            cairo_close_path(cr)
            let shade = cairo_pattern_create_linear(0, base - peak, 0, height)!
            stop(shade, 0, colour)
            stop(shade, 1, ranges[min(i + 1, 2)])
            fill(with: shade)
        }

        // Ground: a lake mirroring the sky, or a meadow with a path of light.
        let groundTop = horizon + height * 0.14
        let ground = cairo_pattern_create_linear(0, groundTop, 0, height)!
        stop(ground, 0, p.lake ? p.horizon : p.ground)
        stop(ground, 1, p.lake ? p.ground : p.ranges.2)
        cairo_rectangle(cr, 0, groundTop, 1, height - groundTop + 0.01)
        fill(with: ground)
        if p.lake {
            // The sun's reflection: a few thin bands under it.
            for j in 0..<6 {
                let y = groundTop + (height - groundTop) * (0.1 + 0.14 * Double(j))
                let half = radius * (1.6 - 0.2 * Double(j))
                cairo_set_source_rgba(cr, r, gr, b, 0.5 - 0.07 * Double(j))
                cairo_rectangle(cr, sx - half, y, 2 * half, 0.006)
                cairo_fill(cr)
            }
        } else {
            // A row of pines along the meadow's edge.
            let (tr, tg, tb) = rgb(p.ranges.2)
            cairo_set_source_rgb(cr, tr * 0.7, tg * 0.7, tb * 0.7)
            var x = 0.02 + 0.05 * g.next()
            while x < 1 {
                let tall = 0.05 + 0.05 * g.next()
                cairo_move_to(cr, x - tall * 0.3, groundTop + 0.005)
                cairo_line_to(cr, x, groundTop - tall)
                cairo_line_to(cr, x + tall * 0.3, groundTop + 0.005)
                cairo_close_path(cr)
                cairo_fill(cr)
                x += 0.04 + 0.12 * g.next()
            }
        }
    }
}
