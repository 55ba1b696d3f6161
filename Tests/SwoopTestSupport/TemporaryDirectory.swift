import Foundation

/// A fresh directory under the system temporary directory, removed when the value is dropped.
public final class TemporaryDirectory {
    public let path: String

    public init() {
        path = NSTemporaryDirectory() + "swoop-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    public func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    public func write(_ name: String, _ contents: String) -> String {
        let p = file(name)
        FileManager.default.createFile(atPath: p, contents: Data(contents.utf8))
        return p
    }

    public func read(_ name: String) -> String {
        String(decoding: FileManager.default.contents(atPath: file(name)) ?? Data(), as: UTF8.self)
    }
}
