import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopNavigation

/// `--photos DIR`: the user's own pictures in the photo cells of a preset (`--transition`) or an app
/// (`--app`). The folder's PNG and JPEG files (by extension, any case), in name order (byte order of
/// the names, as `ls` with `LC_ALL=C`), take the places of Swoop's own photos
/// (`TransitionDefinition.withPhotos`, `App.withPhotos`). Their contents are read where frames are
/// drawn, before anything is written.
package enum PhotosFlag {
    package static let option = Option(
        "photos", "DIR",
        "fill the photo cells of the transition (or the app) with the folder's PNG and JPEG files, in name order",
        FlagSyntax.text)
    static let extensions = ["png", "jpg", "jpeg"]

    /// `definition` with the folder's photos, or unchanged without `--photos`.
    package static func apply(_ arguments: ParsedArguments, to definition: TransitionDefinition) throws
        -> TransitionDefinition
    {
        guard let folder = try arguments.value(option) else { return definition }
        return definition.withPhotos(try files(in: folder))
    }

    /// `app` with the folder's photos, or unchanged without `--photos`.
    package static func apply(_ arguments: ParsedArguments, to app: App) throws -> App {
        guard let folder = try arguments.value(option) else { return app }
        return app.withPhotos(try files(in: folder))
    }

    /// The folder's photos, full paths in name order; a missing folder or one without photos is
    /// missing input (66).
    package static func files(in folder: String) throws -> [String] {
        guard PathKind.of(folder) == .directory else {
            throw CommandFailure(
                .missingInput,
                "--photos \(folder): \(PathKind.of(folder) == .missing ? "no such folder" : "not a folder")")
        }
        let names = try directoryEntries(folder).filter { name in
            guard let dot = name.lastIndex(of: "."), !name.hasPrefix(".") else { return false }
            return extensions.contains(name[name.index(after: dot)...].lowercased())
                && PathKind.of(folder + "/" + name) == .file
        }
        guard !names.isEmpty else {
            throw CommandFailure(.missingInput, "--photos \(folder): the folder holds no .png, .jpg or .jpeg file")
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { base + $0 }
    }
}
