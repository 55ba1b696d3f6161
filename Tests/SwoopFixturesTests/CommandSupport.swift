import Foundation
import SwoopCLI
import SwoopLiveCLI

/// Runs `swoop ARGS` in-process and captures what it prints.
final class CapturedRun {
    var out = ""
    var err = ""
    var status: ExitStatus = .failure(.software)

    init(_ argv: [String]) {
        let context = CommandContext(
            standardOutput: { [unowned self] in self.out += $0 }, standardError: { [unowned self] in self.err += $0 },
            stdoutIsTerminal: false, stderrIsTerminal: false, environment: [:])
        status = SwoopCommandLine.run(argv, context: context)
    }
}

/// The bundled fixtures folder.
let bundledFixtures = packageRoot + "/Fixtures"

func bundled(_ name: String) -> String { bundledFixtures + "/" + name + ".fixture.jsonl" }
