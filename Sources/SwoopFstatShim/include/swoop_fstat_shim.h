#pragma once
// An LD_PRELOAD library for emulations (see fstat_shim.c); this header exists for SwiftPM's C target layout.

/// How many /dev/input descriptors are currently tracked (a probe for the emulator's self-check).
int swoop_fstat_shim_tracked_count(void);
