/// A row `swoop check` judges (an interaction's outcome, or the screen a navigation left): what its
/// fixture expects there, if it says, and what the replay got.
package protocol CheckedRow {
    associatedtype Outcome: Equatable
    var fixture: String { get }
    /// `nil` when the fixture expects nothing here: the row is reported, not judged.
    var expected: Outcome? { get }
    /// `nil` when the replay did not get as far as the expectation.
    var got: Outcome? { get }
}

extension CheckedRow {
    package var isMismatch: Bool { expected != nil && expected != got }
}
