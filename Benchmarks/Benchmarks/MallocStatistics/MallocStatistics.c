#include "MallocStatistics.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t formwork_allocated_bytes(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}

size_t formwork_block_bytes(const void *pointer) { return malloc_size(pointer); }
#else
#include <malloc.h>

size_t formwork_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

// glibc keeps a size word before each chunk's usable bytes; uordblks counts it, so this does too.
size_t formwork_block_bytes(const void *pointer) { return malloc_usable_size((void *)pointer) + sizeof(size_t); }
#endif
