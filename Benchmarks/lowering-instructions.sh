#!/usr/bin/env bash
# Lowering, DSL against hand-built (Benchmarks/LoweringWorkloads): instructions under callgrind
# of a warmed-up call (2 calls less 1) and of a first call, and heap allocations of one call
# (valgrind's heap summary, less a run that lowers nothing), for
#   simple     the 10,000-row form of Rows and Texts: goal ≤ 1.25× time, ≤ 1.1× mallocs
#   realistic  the 200-row settings form: inputs with bindings, ForEach over a bound collection,
#              a conditional section: goal ≤ 1.5×
# The last line gives the ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
prepare LoweringCount

allocations() {
  local log
  log=$(valgrind "$binary" "$1" 2>&1) || { echo "$log" >&2; return 1; }
  echo "$log" | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
declare -A symbol=(
  [dsl]=LoweringWorkloads7dslForm8Formwork0D0VyF
  [hand]=LoweringWorkloads13handBuiltForm8Formwork0E0VyF
  [realistic-dsl]=LoweringWorkloads16realisticDSLForm8Formwork4FormVyF
  [realistic-hand]=LoweringWorkloads22realisticHandBuiltForm8Formwork0F0VyF
)
declare -A steady first allocs
base=$(allocations none)
for mode in dsl hand realistic-dsl realistic-hand; do
  count "$out/$mode-1" "$binary" "$mode" 1
  count "$out/$mode-2" "$binary" "$mode" 2
  steady[$mode]=$(warm "$out/$mode-1" "$out/$mode-2" 1 "${symbol[$mode]}")
  first[$mode]=$(inclusive "$out/$mode-1" "${symbol[$mode]}")
  allocs[$mode]=$(( $(allocations "$mode") - base ))
done
printf '%-16s %14s %14s %9s\n' lowering "warmed-up" "first call" mallocs
for mode in dsl hand realistic-dsl realistic-hand; do
  printf '%-16s %14s %14s %9s\n' "$mode" "${steady[$mode]}" "${first[$mode]}" "${allocs[$mode]}"
done
echo "ratios DSL ÷ hand-built: simple $(ratio "${steady[dsl]}" "${steady[hand]}")× instructions (goal ≤ 1.25×; first call $(ratio "${first[dsl]}" "${first[hand]}")×), $(ratio "${allocs[dsl]}" "${allocs[hand]}")× mallocs (goal ≤ 1.1×); realistic $(ratio "${steady[realistic-dsl]}" "${steady[realistic-hand]}")× instructions (goal ≤ 1.5×; first call $(ratio "${first[realistic-dsl]}" "${first[realistic-hand]}")×), $(ratio "${allocs[realistic-dsl]}" "${allocs[realistic-hand]}")× mallocs"
