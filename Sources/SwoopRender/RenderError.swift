import SwoopCore

/// Everything that can stop a frame being drawn or written; `category` says which exit code each is.
public enum RenderError: CategorizedError, Equatable {
    case invalidSize(width: Int, height: Int)
    /// A layer's image could not be read as a PNG or JPEG, or is larger than `ImageCache.maximumPixels`.
    case unreadableImage(path: String, reason: String)
    /// cairo refused an operation (out of memory, usually).
    case cairo(String)
    /// An encoded image or frame could not be written.
    case writeFailed(path: String, reason: String)
    /// A GIF could not be encoded (giflib's own message).
    case gif(String)
    /// Frames given to one export differ in size.
    case frameSizeMismatch(expected: String, got: String)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            "cannot draw a \(w)×\(h) pixel image: each side must be 1…32767 pixels (check --scale)"
        case .unreadableImage(let path, let reason):
            "\(path): cannot read the image (\(reason)); images must be PNG or JPEG files"
        case .cairo(let reason): "drawing failed: \(reason)"
        case .writeFailed(let path, let reason): "\(path): cannot write (\(reason))"
        case .gif(let reason): "GIF encoding failed: \(reason)"
        case .frameSizeMismatch(let expected, let got):
            "frames of one export must share a size: expected \(expected), got \(got)"
        }
    }
}

extension RenderError {
    /// A size comes from `--scale` or a window; an image the scene names is missing input when there is
    /// no such file and bad data when it is not a PNG; the rest are the output's failures or Swoop's own.
    public var category: FailureCategory {
        switch self {
        case .invalidSize: .usage
        case .unreadableImage(_, let reason): reason == ImageDecoder.missingFile ? .missingInput : .badData
        case .writeFailed: .cannotCreate
        case .cairo, .gif, .frameSizeMismatch: .software
        }
    }
}
