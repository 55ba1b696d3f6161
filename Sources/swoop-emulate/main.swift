import SwoopEmulation

#if canImport(Glibc)
import Glibc
#endif

// Started by the emulation harness (SwoopEmulation.Emulator) under unshare + LD_PRELOAD; see EmulatorProcess.
exit(EmulatorProcess.main(arguments: CommandLine.arguments))
