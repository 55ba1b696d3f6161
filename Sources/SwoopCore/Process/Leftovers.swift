#if canImport(Glibc)
import Glibc
#endif

/// What a run of Swoop makes that must not outlive it: temporary files and directories (a log being
/// written, a fixture before its rename, an emulation's plan) and child processes (the device
/// emulator, benchmark runs). Each is registered while it exists and unregistered when it is renamed
/// into place, removed or reaped; an interrupted run (SIGINT, SIGTERM, SIGHUP) calls `removeAll()`
/// before it exits, so Ctrl-C leaves no process and no file behind.
package enum Leftovers {
    package struct Token: Hashable, Sendable {
        fileprivate let number: Int
    }

    private enum Item {
        case file(String)
        case directory(String)
        case child(pid_t)
    }

    private static let state = LockedState()

    package static func register(file path: String) -> Token { state.add(.file(path)) }
    package static func register(directory path: String) -> Token { state.add(.directory(path)) }
    /// A child that `removeAll()` ends: SIGTERM, and SIGKILL if it has not exited a moment later.
    package static func register(child pid: pid_t) -> Token { state.add(.child(pid)) }

    package static func unregister(_ token: Token) { state.remove(token) }

    /// The registered paths (for tests and messages).
    package static var paths: [String] {
        state.items().compactMap {
            switch $0 {
            case .file(let path), .directory(let path): path
            case .child: nil
            }
        }
    }

    /// Ends every registered child and waits for it (so that its own clean-up is done), then removes
    /// every registered file and directory. Safe from any thread; meant for the interruption path.
    package static func removeAll() {
        let items = state.takeAll()
        let children = items.compactMap { if case .child(let pid) = $0 { pid } else { nil } }
        for pid in children { kill(pid, SIGTERM) }
        for pid in children where !waitForExit(pid, tenthsOfASecond: 30) {
            kill(pid, SIGKILL)
            _ = waitForExit(pid, tenthsOfASecond: 30)
        }
        for item in items {
            switch item {
            case .file(let path): unlink(path)
            case .directory(let path): removeTree(path)
            case .child: break
            }
        }
    }

    /// Whether `pid` has exited within the time (it is left to its own parent code to reap:
    /// `WNOWAIT`); a child someone else already reaped counts as exited.
    private static func waitForExit(_ pid: pid_t, tenthsOfASecond: Int) -> Bool {
        for _ in 0..<tenthsOfASecond {
            var info = siginfo_t()
            let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if result != 0 { return errno == ECHILD }
            if info._sifields._sigchld.si_pid == pid { return true }
            var pause = timespec(tv_sec: 0, tv_nsec: 100_000_000)
            nanosleep(&pause, nil)
        }
        return false
    }

    /// `rm -rf path`, without following symbolic links out of it.
    package static func removeTree(_ path: String) {
        guard let directory = opendir(path) else {
            unlink(path)
            return
        }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            var info = stat()
            if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                removeTree(child)
            } else {
                unlink(child)
            }
        }
        closedir(directory)
        rmdir(path)
    }

    private final class LockedState: @unchecked Sendable {  // every access under `lock`
        private var lock = pthread_mutex_t()
        private var entries: [(Token, Item)] = []
        private var next = 0

        init() { pthread_mutex_init(&lock, nil) }

        private func locked<T>(_ body: () -> T) -> T {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            return body()
        }

        func add(_ item: Item) -> Token {
            locked {
                next += 1
                let token = Token(number: next)
                entries.append((token, item))
                return token
            }
        }

        func remove(_ token: Token) { locked { entries.removeAll { $0.0 == token } } }
        func items() -> [Item] { locked { entries.map(\.1) } }

        func takeAll() -> [Item] {
            locked {
                defer { entries.removeAll() }
                return entries.map(\.1)
            }
        }
    }
}
