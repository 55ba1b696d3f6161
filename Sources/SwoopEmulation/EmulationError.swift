import SwoopCore

/// Why an emulation could not run or did not finish.
package enum EmulationError: CategorizedError, Equatable {
    /// A piece of the machinery is missing here; `remedy` says what to install or enable.
    case unavailable(missing: String, remedy: String)
    /// The emulator process reported a failure (or died); `reason` has its words.
    case emulatorFailed(reason: String)
    /// The emulator wrote a line the parent does not understand.
    case protocolViolation(line: Int, text: String)
    /// A device description cannot be emulated (e.g. no event types).
    case invalidDevice(name: String, reason: String)
    /// libinput stopped reading a device after `framesPlayed` of `frames`: it rejected or dropped it
    /// (`libinput` holds what it logged, which says why). The recording is to blame.
    case deviceNotRead(name: String, framesPlayed: Int, frames: Int, libinput: [String])
    /// The emulator wrote nothing for `seconds` (not even its heartbeat) and was stopped; `seen` is
    /// what it had written and printed by then.
    case stalled(seconds: Int, seen: String)

    package var description: String {
        switch self {
        case .unavailable(let missing, let remedy):
            return "device emulation is unavailable: \(missing). \(remedy)"
        case .emulatorFailed(let reason):
            return "the device emulator failed: \(reason)"
        case .protocolViolation(let line, let text):
            return "the device emulator wrote an unreadable line \(line): \(text)"
        case .invalidDevice(let name, let reason):
            return "cannot emulate '\(MessageExcerpt.of(name))': \(reason)"
        case .deviceNotRead(let name, let played, let frames, let libinput):
            let said = libinput.suffix(8).map {
                "\n  libinput: \(MessageExcerpt.of($0, limit: MessageExcerpt.lineLimit))"
            }.joined()
            return
                "libinput stopped reading '\(MessageExcerpt.of(name))' after \(played) of \(frames) frames: it rejected "
                + "or dropped the device, so the recording cannot be played" + (said.isEmpty ? "" : "; it said:" + said)
        case .stalled(let seconds, let seen):
            return "the device emulator made no progress for \(seconds) s and was stopped"
                + (seen.isEmpty ? "" : "; \(seen)")
        }
    }

    package var category: FailureCategory {
        switch self {
        case .unavailable, .stalled: .unavailable
        case .invalidDevice, .deviceNotRead: .badData
        case .emulatorFailed, .protocolViolation: .software
        }
    }
}
