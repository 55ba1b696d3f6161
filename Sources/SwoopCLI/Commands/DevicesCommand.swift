import Foundation
import SwoopCommandLine
import SwoopCore
import SwoopDisplay
import SwoopInputModel
import SwoopLibinput
import SwoopLiveCLI
import SwoopLog

/// `swoop devices`: the touch devices libinput sees — what `libinput list-devices` says, minus
/// everything that is not a touchpad or a touchscreen.
struct DevicesCommand: Command {
    static let name = "devices"
    static let summary = "list the touchpads and touchscreens libinput sees"
    static let usage = """
        \(InputSelection.usage) [--format text|json] [--size-mm WxH]

        Keyboards, mice and pens are not listed: Swoop never reads them. Exits 69 when there is no touch
        device, 77 when device nodes cannot be opened (see the message about the 'input' group).
        """
    static let format = Option(
        "format", "text|json", "output format", default: LogFormat.text, FlagSyntax<LogFormat>.oneOf)
    static let options: [any OptionDeclaration] = InputSelection.options + [format, SizeFlag.option]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        try arguments.requireNoPositionals()
        let format = try arguments.value(Self.format)
        let source = try LibinputSource(
            backend: InputSelection.backend(arguments), sizing: SizeFlag.sizing(arguments),
            warn: SizeFlag.warner(context, command: name), log: InputSelection.logger(context))
        let devices = source.touchDevices
        context.standardOutput(format == .json ? json(devices) : text(devices))
        return .success
    }

    static func text(_ devices: [TouchDeviceSummary]) -> String {
        let rows = devices.map { d -> [String] in
            let size = d.info.widthMM.flatMap { w in
                d.info.heightMM.map { h in PhysicalSize(widthMM: w, heightMM: h).description }
            }
            return [
                d.info.node ?? "-", d.info.kind.rawValue, size ?? "unknown", d.info.sizeSource?.rawValue ?? "-",
                d.info.name, d.capabilities.map(\.rawValue).joined(separator: ",")
            ]
        }
        let header = ["NODE", "KIND", "SIZE", "SOURCE", "NAME", "CAPABILITIES"]
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// One JSON document, keys in alphabetical order, absent values left out:
    /// `{"devices":[{"capabilities":[…],"height_mm":…,"kind":…,"name":…,"node":…,"seat":…,"size_detail":…,
    /// "size_notes":[…],"size_source":…,"width_mm":…,"x_range":…,"y_range":…}]}`. `size_detail` says which
    /// device, display or option exactly; `size_notes`, every source passed over and why; the ranges are
    /// there when positions are counted in device units.
    static func json(_ devices: [TouchDeviceSummary]) -> String {
        let items: [JSONNode] = devices.map { d in
            var fields: [(String, JSONNode)] = [("capabilities", .array(d.capabilities.map { .string($0.rawValue) }))]
            if let h = d.info.heightMM { fields.append(("height_mm", .number(h))) }
            fields += [("kind", .string(d.info.kind.rawValue)), ("name", .string(d.info.name))]
            if let node = d.info.node { fields.append(("node", .string(node))) }
            fields.append(("seat", .string(d.seat)))
            if let detail = d.size?.resolved.detail { fields.append(("size_detail", .string(detail))) }
            if let notes = d.size?.resolved.warnings, !notes.isEmpty {
                fields.append(("size_notes", .array(notes.map { .string($0.description) })))
            }
            if let source = d.info.sizeSource { fields.append(("size_source", .string(source.rawValue))) }
            if let w = d.info.widthMM { fields.append(("width_mm", .number(w))) }
            if case .deviceUnits(let x, let y) = d.info.coordinates {
                fields += [("x_range", .string(x.description)), ("y_range", .string(y.description))]
            }
            return .object(fields)
        }
        return JSONWriter.render(.object([("devices", .array(items))]), style: .lossless) + "\n"
    }
}
