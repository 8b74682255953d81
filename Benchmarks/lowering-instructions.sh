#!/usr/bin/env bash
# Instruction counts of lowering the 10,000-row form with the DSL and by hand, under callgrind,
# and heap allocations of each (valgrind's heap summary, less a run that lowers nothing); the
# last line gives the ratios. Goal: DSL ≤ 1.25× the time and ≤ 1.1× the mallocs of hand-built.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --product LoweringCount >/dev/null
binary=Benchmarks/.build/release/LoweringCount
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$binary" both >/dev/null   # checks that both build the same rows
instructions() { # mode symbol
  valgrind --tool=callgrind --callgrind-out-file="$out/$1" "$binary" "$1" >/dev/null 2>&1
  callgrind_annotate --inclusive=yes "$out/$1" 2>/dev/null \
    | grep -E ":\\\$s17LoweringWorkloads$2( |\$)" | head -n 1 | awk '{ gsub(",", "", $1); print $1 }'
}
allocations() { valgrind "$binary" "$1" 2>&1 | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,; }
dsl=$(instructions dsl 7dslForm8Formwork0D0VyF)
hand=$(instructions hand 13handBuiltForm8Formwork0E0VyF)
base=$(allocations none)
dsl_allocs=$(( $(allocations dsl) - base )); hand_allocs=$(( $(allocations hand) - base ))
printf '%-10s %14s %10s\n' lowering instructions mallocs
printf '%-10s %14s %10s\n' DSL "$dsl" "$dsl_allocs" hand-built "$hand" "$hand_allocs"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "ratios DSL ÷ hand-built: instructions $(ratio "$dsl" "$hand")× (goal ≤ 1.25× time), mallocs $(ratio "$dsl_allocs" "$hand_allocs")× (goal ≤ 1.1×)"
