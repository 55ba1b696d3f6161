#if canImport(Glibc)
import Glibc
#endif
import SwoopEmulation

// Started by the emulation harness (SwoopEmulation.Emulator) under unshare + LD_PRELOAD; see EmulatorProcess.
exit(EmulatorProcess.main(arguments: CommandLine.arguments))
