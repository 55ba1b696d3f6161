#pragma once
// An LD_PRELOAD library for `swoop-bench` only (see allocation_counter.c); this header exists for
// SwiftPM's C target layout. The benchmark child finds the counter with dlsym, never by linking.

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made so far by
/// this process, every thread.
unsigned long long swoop_allocation_count(void);
