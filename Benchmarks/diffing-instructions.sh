#!/usr/bin/env bash
# Instruction counts of Form.changes and Table.changes against the floor (fill a
# Dictionary<Int, Int> with the old ids, look up every new id), measured in the same process
# under callgrind: a warmed-up call (2 calls less 1) and a first call (Table's before Form's).
# Goals (issue 21): Form ≤ 2.0×, Table ≤ 2.0× the floor. The last line gives the warmed-up
# ratios. Usage: Benchmarks/diffing-instructions.sh [workload…]
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
workloads=("${@:-flat10k flat100k reversed100k sectioned}")
prepare DiffingCount
floor_symbol='DiffingWorkloads0A8WorkloadV5floorSiyF'
table_symbol='DiffingWorkloads0A8WorkloadV9tableDiff8Formwork13FormChangesetVyF'
form_symbol='DiffingWorkloads0A8WorkloadV8formDiff8Formwork13FormChangesetVyF'
summary=()
printf '%-14s %11s %11s %11s %7s %7s   %s\n' workload floor Table Form Table× Form× "first call: Table× Form×"
for name in ${workloads[@]}; do
  count "$out/$name-1" "$binary" "$name" 1
  count "$out/$name-2" "$binary" "$name" 2
  floor=$(warm "$out/$name-1" "$out/$name-2" 1 "$floor_symbol")
  table=$(warm "$out/$name-1" "$out/$name-2" 1 "$table_symbol")
  form=$(warm "$out/$name-1" "$out/$name-2" 1 "$form_symbol")
  floor_first=$(inclusive "$out/$name-1" "$floor_symbol")
  table_first=$(inclusive "$out/$name-1" "$table_symbol")
  form_first=$(inclusive "$out/$name-1" "$form_symbol")
  ratio_table=$(ratio "$table" "$floor")
  ratio_form=$(ratio "$form" "$floor")
  printf '%-14s %11s %11s %11s %6s× %6s×   %s× %s×\n' "$name" "$floor" "$table" "$form" "$ratio_table" "$ratio_form" \
    "$(ratio "$table_first" "$floor_first")" "$(ratio "$form_first" "$floor_first")"
  summary+=("$name Table ${ratio_table}× Form ${ratio_form}×")
done
echo "warmed-up ratios to the Dictionary<Int, Int> floor (goal ≤ 2.0×): $(IFS=';'; echo "${summary[*]}" | sed 's/;/; /g')"
