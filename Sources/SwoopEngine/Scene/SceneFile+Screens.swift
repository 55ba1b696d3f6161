import SwoopCore

extension SceneFile {
    /// A screen in the scene-file schema (`{"elements": […], "modifiers": "…"}`) held by another format
    /// (an app file): `path` is where it sits in that file, so complaints name the whole field path.
    package static func screen(_ node: JSONNode, path: String, file: String, size: Size) throws(EngineError)
        -> ScreenLayout
    {
        let decoder = SceneDecoder(file: file)
        let field = Field(node, path: path) { problem in
            .sceneFile(
                file: file, line: problem.position.line, column: problem.position.column, field: problem.path,
                reason: problem.reason)
        }
        return try decoder.screen(field, size: size)
    }
}
