import Testing

@testable import SwoopCommandLine

/// The man pages and the completion script are written from the declarations `--help` prints: every
/// command gets a page, every option its entry, and text that roff would read as a request is escaped.
struct ManualPageTests {
    enum Sample: Command {
        static let name = "sample"
        static let summary = "do a sample thing"
        static let usage = """
            FILE... [--format text|json]
                    [--quiet]

            .starts with a dot, has a \\backslash and a -hyphen.
            """
        static let options: [any OptionDeclaration] = [
            Option("format", "text|json", "output format", default: "text", FlagSyntax.text),
            Option("output", short: "o", "FILE", "where to write", FlagSyntax.text),
            Flag("quiet", "say less")
        ]
        static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> SwoopCommandLine.ExitStatus {
            .success
        }
    }

    let driver = CommandLineDriver(executable: "tool", tagline: "A tool.", commands: [Sample.self])

    @Test func theExecutableAndEachCommandGetAPage() {
        let pages = ManualPage.pages(for: driver)
        #expect(pages.map(\.file) == ["tool.1", "tool-sample.1"])
        let overview = pages[0].text
        #expect(overview.contains(".TH TOOL 1"))
        #expect(overview.contains("tool \\- A tool."))
        #expect(overview.contains(".BR tool\\-sample (1)"))
        #expect(overview.contains(".B 64\nusage"), "the exit statuses come from FailureCategory")
    }

    @Test func aCommandsPageHasItsSynopsisDescriptionAndEveryOption() {
        let page = ManualPage.pages(for: driver)[1].text
        #expect(page.contains("\\fBtool sample\\fR FILE... [\\-\\-format text|json]\n        [\\-\\-quiet]\n"))
        #expect(page.contains(".SH DESCRIPTION\n\\&.starts with a dot, has a \\ebackslash and a \\-hyphen."))
        for entry in [
            ".B \\-\\-format \\fItext|json\\fR\noutput format (text)",
            ".B \\-o, \\-\\-output \\fIFILE\\fR\nwhere to write",
            ".B \\-\\-quiet\nsay less", ".B \\-h, \\-\\-help\nshow this help"
        ] {
            #expect(page.contains(entry), "\(entry)")
        }
    }

    @Test func bashCompletionOffersCommandsOptionsAndChoices() {
        let script = BashCompletion.script(for: driver)
        #expect(script.contains("compgen -W \"sample --help --version\""))
        #expect(script.contains("--format) COMPREPLY=($(compgen -W \"text json\" -- \"$cur\")); return ;;"))
        #expect(script.contains("--output|-o) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;"))
        #expect(script.contains("words=\"--format --output -o --quiet --help -h\""))
        #expect(script.hasSuffix("complete -o filenames -F _tool tool\n"))
    }
}
