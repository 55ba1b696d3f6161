import SwoopCommandLine
import SwoopDisplay
import SwoopLibinput

/// `--size-mm WxH`: the physical size of a touch surface that measures none itself, for `run`,
/// `record`, `import`, `replay` and `devices`. Its syntax and bounds are `SizeOption`'s; a bad value
/// is a usage error (exit 64) with `SizeOption`'s message, which names the fix.
package enum SizeFlag {
    package static let option = Option(
        "size-mm", "WxH",
        "size of a touch surface that reports none, in mm (e.g. 310x175); "
            + "used only where neither the device nor its display measures one", FlagSyntax.text)

    package static func parse(_ arguments: ParsedArguments) throws -> PhysicalSize? {
        guard let text = try arguments.value(option) else { return nil }
        do {
            return try SizeOption.parse(text)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// The sizing of live devices under the command line: `--size-mm`, and this machine's displays.
    package static func sizing(_ arguments: ParsedArguments) throws -> DeviceSizing {
        DeviceSizing(option: try parse(arguments))
    }

    /// Size warnings go to standard error as they arise, one line each, like libinput's own.
    package static func warner(_ context: CommandContext, command: String) -> (String) -> Void {
        { line in context.standardError("\(context.label(command)): \(line)\n") }
    }
}
