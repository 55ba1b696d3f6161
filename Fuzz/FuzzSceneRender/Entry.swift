import SwoopFuzzing

/// libFuzzer's entry point (built only with `--sanitize fuzzer`, which supplies `main`; see scripts/fuzz).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTargets.sceneRender(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
