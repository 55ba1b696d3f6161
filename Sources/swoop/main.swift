import SwoopCLI

SwoopCommandLine.main()
