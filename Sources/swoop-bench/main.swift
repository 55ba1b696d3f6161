import SwoopBench

// The benchmarks, an executable of their own: no product links them, so `swoop` carries none of it.
// `scripts/bench` builds a release and runs this (docs/performance.md).
BenchCommandLine.driver.main()
