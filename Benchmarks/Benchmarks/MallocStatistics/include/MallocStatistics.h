// Heap statistics for the memory benchmark (MemoryCount), from the C library's allocator: what
// Swift allocates with (swift_slowAlloc calls malloc), not what the process's pages weigh.
#ifndef FORMWORK_MALLOC_STATISTICS_H
#define FORMWORK_MALLOC_STATISTICS_H

#include <stddef.h>

/// Bytes the allocator holds for blocks in use, its own per-block overhead included (glibc's
/// mallinfo2: arena chunks in use plus mmapped blocks; Darwin: the default zone's size in use).
size_t formwork_allocated_bytes(void);

/// The bytes the allocator holds for the block at `pointer`, which malloc returned: its usable
/// size plus the allocator's header (glibc), or its size (Darwin).
size_t formwork_block_bytes(const void *pointer);

#endif
