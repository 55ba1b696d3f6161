import SwoopEmulation

/// The checks every live benchmark makes on a command it ran in the emulation: a figure from a run that
/// failed, or that the harness did not time, would be made up.
extension EmulatedCommandResult {
    /// This result when the command exited 0; otherwise a failure naming the command, with the end of
    /// what it wrote to standard error.
    @discardableResult
    func requireSuccess(of command: String) throws(BenchError) -> EmulatedCommandResult {
        guard status == 0 else {
            throw .childFailed(
                command: command,
                reason: (endedBySignal ? "signal " : "exit status ") + "\(status): \(standardError.suffix(400))")
        }
        return self
    }

    /// The harness's timing of the command's output lines and the injected frames
    /// (`EmulationOptions.timesCommandOutput`).
    func requireTiming(of command: String) throws(BenchError) -> CommandTiming {
        guard let timing else { throw .childFailed(command: command, reason: "the emulator reported no timing") }
        return timing
    }
}
