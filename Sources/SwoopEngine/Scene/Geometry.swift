/// Points (UIKit's unit) for positions and sizes; radians for rotation.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A frame: origin at the top-left corner, y growing downward (as UIKit).
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    public var size: Size { Size(width: width, height: height) }
}

/// An sRGB colour with alpha, each channel 0…1. Interpolated channel by channel, as Core Animation does.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let black = RGBA(red: 0, green: 0, blue: 0)

    /// `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let channels = digits.count == 6 ? (value << 8) | 0xFF : value
        red = Double((channels >> 24) & 0xFF) / 255
        green = Double((channels >> 16) & 0xFF) / 255
        blue = Double((channels >> 8) & 0xFF) / 255
        alpha = Double(channels & 0xFF) / 255
    }

    public var description: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let h = String(b, radix: 16, uppercase: true)
            return h.count == 1 ? "0" + h : h
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha == 1 ? "" : byte(alpha))
    }
}
