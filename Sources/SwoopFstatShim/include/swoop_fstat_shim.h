#pragma once
// The emulations' LD_PRELOAD library: the fstat/read fix for umockdev's nodes (fstat_shim.c) and the
// virtual clock libinput runs on in imports, and that a program run in the testbed can follow
// (virtual_clock.c). Never linked into Swoop: the emulator
// finds these entry points with dlsym. This header also exists for SwiftPM's C target layout.
#include <stdint.h>

/// How many /dev/input descriptors are currently tracked (a probe for the emulator's self-check).
int swoop_fstat_shim_tracked_count(void);

/// Bytes readers of the node at `path` have been handed so far.
unsigned long long swoop_fstat_shim_bytes_read(const char *path);

/// How many descriptors are open on the node at `path` (0: nobody reads it).
int swoop_fstat_shim_open_count(const char *path);

/// The `index`th node read so far: its path, bytes read and open descriptors; 0 past the last.
int swoop_fstat_shim_node(int index, const char **path, unsigned long long *bytes, int *open_count);

/// Starts the virtual clock at `now` (µs): from here libinput's monotonic clock and its timer follow it.
/// -1 when libinput is not loaded in this process.
int swoop_virtual_clock_start(int64_t now);

/// Moves the clock to `to` (never back); each timer of libinput due by then fires.
void swoop_virtual_clock_advance(int64_t to);

/// The clock's time (µs).
int64_t swoop_virtual_clock_now(void);

/// The earliest expiry (µs) of an armed timer, or -1 when none is armed.
int64_t swoop_virtual_clock_next_expiry(void);

/// A descriptor was closed: it is no longer a virtual timer.
void swoop_virtual_clock_forget(int fd);

/// `bytes` were read from `fd` (not an input node): counted when it is a timer of a followed clock.
void swoop_virtual_clock_count_read(int fd, long bytes);

/// Puts the clock (at `now`, µs) in the file `path`, with its timers' FIFOs beside it (`path.timerN`),
/// for a program run with SWOOP_VIRTUAL_CLOCK=path to follow; advance, now and next_expiry then work
/// on it. -1 on failure.
int swoop_virtual_clock_share(const char *path, int64_t now);

/// Whether the program following the shared clock has handled everything: 1 when it waits in `poll`
/// having read `written[i]` bytes of each node `nodes[i]` it holds open and every timer expiry;
/// otherwise waits up to `milliseconds` for it to change, and says 0 when it did, -1 when it did not.
/// `move_first`: waits for a change before answering 1 (something it is yet to be told of: an unplug).
int swoop_virtual_clock_follower_await(
    const char *const *nodes, const uint64_t *written, int count, int milliseconds, int move_first);
