// virtual_clock.c and shared_clock.c: the clock's state, kept to this library (hidden symbols: a
// preloaded library must not lend its names to the program it is loaded into).
#pragma once
#include <limits.h>
#include <link.h>
#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

#pragma GCC visibility push(hidden)

#define MAX_RANGES 16
#define MAX_TIMERS 8
#define MAX_NODES 16

typedef struct {
    uintptr_t start, end;
} code_range;

// The clock and its timers. In this process's memory, or in the shared file (same layout for the
// emulator and the program it runs: the same library built once).
typedef struct {
    _Atomic int64_t now;                   // virtual µs
    _Atomic int64_t expiry[MAX_TIMERS];    // virtual µs; 0: disarmed
    _Atomic int used[MAX_TIMERS];          // the slot is a timer of some process
    _Atomic uint64_t timer_bytes_written;  // expiry counts written into the timers, in bytes
    // The follower's report: odd while it waits in `poll` with nothing ready; the fields below are
    // written while it is even and hold while it stays odd and unchanged. Also its futex word.
    _Atomic uint32_t waiting;
    uint64_t timer_bytes_read;
    int32_t node_count;
    struct {
        char path[64];
        uint64_t bytes;
        int32_t open;
    } nodes[MAX_NODES];
} clock_state;

enum { LOCAL, DRIVER, FOLLOWER };

extern volatile int clock_running;
extern int mode;
extern clock_state *state;
/// The shared clock's file; its timers are `shared_path.timerN`.
extern char shared_path[PATH_MAX];
/// Per slot: this process's descriptor of the timer (eventfd, or FIFO end in shared mode); -1: none.
extern int timer_fds[MAX_TIMERS];
/// Follower: expiry counts its timers have been read (libinput's reads and the re-arming drains).
extern _Atomic uint64_t timer_bytes_read;
extern int range_count, program_range_count;

/// dl_iterate_phdr callback: the code of libinput and libevdev, and of the program (the first object
/// reported) when `seen` points to a count starting at 0.
int collect_ranges(struct dl_phdr_info *info, size_t size, void *seen);
/// Whether the caller is the followed program's own code (its main loop's `poll`, its start time).
int called_from_program(const void *return_address);
struct timespec timespec_of(int64_t us);

#pragma GCC visibility pop
