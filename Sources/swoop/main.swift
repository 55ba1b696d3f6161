import SwoopCLI

SwoopExecutable.main()
