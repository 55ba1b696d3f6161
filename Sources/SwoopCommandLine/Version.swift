/// Swoop's version, which `--version`, the man pages and the bench report print.
package enum SwoopVersion {
    package static let text = "0.1.0"
}
