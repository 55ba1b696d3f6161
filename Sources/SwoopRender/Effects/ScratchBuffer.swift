/// Memory kept between frames for one intermediate image or row: grows when asked for more,
/// never shrinks, never zeroed (its users overwrite before they read). Owned by one renderer.
final class ScratchBuffer<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init() {
        capacity = 0
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    }

    /// At least `count` elements (the contents are undefined after growing).
    func reserve(_ count: Int) -> UnsafeMutablePointer<Element> {
        if count > capacity {
            pointer.deallocate()
            pointer = UnsafeMutablePointer<Element>.allocate(capacity: count)
            capacity = count
        }
        return pointer
    }

    deinit { pointer.deallocate() }
}
