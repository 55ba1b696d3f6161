import SwoopCommandLine
import SwoopLibinput

extension CommandLineDriver {
    /// The driver as Swoop's executables run it: `--version` also names the libinput this process
    /// runs on (the library mapped, not the one built against), and man pages are written atomically.
    package func onSwoopRuntime() -> CommandLineDriver {
        var driver = self
        driver.runtime = { LibinputLibrary.current().description }
        driver.writeFile = { path, text in
            let output = try OutputFile(path: path)
            try output.write(text)
            try output.commit()
        }
        return driver
    }
}
