#!/usr/bin/env bash
# Bytes per row of the rendering benchmark's form once lowered (RenderingWorkloads, 100,000
# rows: 1,000 sections of plain rows, toggles, text fields with rules, steppers, pickers,
# buttons), against the same rows as plain structs holding their ids, titles, details and
# values (PlainRenderingRows.swift), counted with the C allocator's statistics (glibc's
# mallinfo2) in `MemoryCount`, not the process's resident pages. The model the inputs are bound
# to is made first and not counted. Prints where the form's bytes go; the self-check (the form
# shows, row by row, what the plain rows hold) runs first and again on the measured form.
# Goal (issue 36): ≤ 300 bytes per row, printed as met or missed (a wrong form fails the
# self-check, a missed goal does not). The last line is
# `memory: N bytes per row, R× a hand-built row`. Usage: Benchmarks/memory.sh [rows]
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
build MemoryCount
binary=Benchmarks/.build/release/MemoryCount
"$binary" check >/dev/null
result=$("$binary" measure "${1:-100000}")
head -n -1 <<<"$result"
goal "memory bytes per row" "$(tail -n 1 <<<"$result" | sed -n 's/^memory: \([0-9]*\) bytes per row.*/\1/p')" 300
tail -n 1 <<<"$result"
