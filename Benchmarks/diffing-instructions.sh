#!/usr/bin/env bash
# Instruction counts of Form.changes and Table.changes against the floor (fill a
# Dictionary<Int, Int> with the old ids, look up every new id), measured in the same process
# under callgrind; the last line gives the ratios. Usage: Benchmarks/diffing-instructions.sh [workload…]
set -euo pipefail
cd "$(dirname "$0")/.."
workloads=("${@:-flat10k flat100k reversed100k sectioned}")
swift build -c release --package-path Benchmarks --product DiffingCount >/dev/null
binary=Benchmarks/.build/release/DiffingCount
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
summary=()
printf '%-14s %12s %12s %12s %8s %8s\n' workload floor Table Form Table× Form×
for name in ${workloads[@]}; do
  valgrind --tool=callgrind --callgrind-out-file="$out/$name" "$binary" "$name" >/dev/null 2>&1
  # Inclusive instructions of one never-inlined DiffingWorkload method, by its mangled name.
  inclusive() {
    callgrind_annotate --inclusive=yes "$out/$name" 2>/dev/null \
      | grep -E ":\\\$s16DiffingWorkloads0A8WorkloadV$1( |\$)" | head -n 1 | awk '{ gsub(",", "", $1); print $1 }'
  }
  floor=$(inclusive 5floorSiyF)
  table=$(inclusive 9tableDiff8Formwork13FormChangesetVyF)
  form=$(inclusive 8formDiff8Formwork13FormChangesetVyF)
  ratio_table=$(awk -v a="$table" -v b="$floor" 'BEGIN { printf "%.2f", a / b }')
  ratio_form=$(awk -v a="$form" -v b="$floor" 'BEGIN { printf "%.2f", a / b }')
  printf '%-14s %12s %12s %12s %7s× %7s×\n' "$name" "$floor" "$table" "$form" "$ratio_table" "$ratio_form"
  summary+=("$name Table ${ratio_table}× Form ${ratio_form}×")
done
echo "ratios to the Dictionary<Int, Int> floor: $(IFS=';'; echo "${summary[*]}" | sed 's/;/; /g')"
