#if canImport(Glibc)
import Glibc
#endif

enum FileSize {
    static func of(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }
}
