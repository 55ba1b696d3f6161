import SwoopLog

/// A file a command writes (a log, an SVG): atomically when it is a regular file, in place when it is
/// `/dev/null`, a pipe or a terminal. The rule lives in `AtomicFileOutput`, so every writer obeys it.
package typealias OutputFile = AtomicFileOutput
