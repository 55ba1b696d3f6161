// Preloaded into the `swoop-bench --replay-only` child that measures allocations per event; never linked
// into Swoop. Every allocation entry point counts, then forwards to glibc's own implementation
// (`__libc_*`, exported for exactly this kind of wrapper), so nothing about the allocation changes.
// Frees are not counted: the figure is how often the replay asks for memory.
#define _GNU_SOURCE
#include "swoop_allocation_counter.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static unsigned long long allocations;

unsigned long long swoop_allocation_count(void) {
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

static void count(void) {
    __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
    count();
    return __libc_calloc(n, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    count();
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *out = pointer;
    return 0;
}
