import Testing

@testable import SwoopLibinput

/// `--version` names the libinput a process runs on: the mapped shared object and its package's version.
struct LibinputLibraryTests {
    @Test func theMappedLibraryIsFoundInTheMaps() {
        let maps = """
            7f1c2a000000-7f1c2a004000 r--p 00000000 fe:01 1234 /usr/lib/x86_64-linux-gnu/libinput-tools.so
            7f1c2b000000-7f1c2b00c000 r--p 00000000 fe:01 1235 /usr/lib/x86_64-linux-gnu/libinput.so.10.13.0
            7f1c2c000000-7f1c2c001000 rw-p 00000000 00:00 0
            """
        #expect(LibinputLibrary.mappedLibinput(in: maps) == "/usr/lib/x86_64-linux-gnu/libinput.so.10.13.0")
        #expect(LibinputLibrary.mappedLibinput(in: "7f1c2c000000-7f1c2c001000 rw-p 00000000 00:00 0\n") == nil)
    }

    @Test func theVersionIsThatOfThePackageParagraph() {
        let status = """
            Package: libinput-bin
            Version: 9.9

            Package: libinput10
            Status: install ok installed
            Version: 1.22.1-1+deb12u1

            """
        #expect(LibinputLibrary.version(of: "libinput10", inStatus: status) == "1.22.1-1+deb12u1")
        #expect(LibinputLibrary.version(of: "libinput", inStatus: status) == nil)
    }

    @Test func thisProcessRunsOnAMappedLibinput() {
        let library = LibinputLibrary.current()
        #expect(library.path?.contains("libinput.so") == true, "\(library)")
        #expect(library.description.hasPrefix("libinput "))
    }
}
