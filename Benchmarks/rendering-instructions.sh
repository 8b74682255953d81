#!/usr/bin/env bash
# Instruction counts of rendering the 10,000-row form with FormworkHTML, with Plot (the same
# markup) and as its outline, under callgrind: the inclusive count of each workload function,
# which takes the form built beforehand. The self-check runs first (FormworkHTML's markup equals
# Plot's, normalised). The last line gives the ratios against issue 9's goals:
# FormworkHTML ≤ 0.5× Plot and ≤ 2× the outline.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --product RenderingCount >/dev/null
binary=Benchmarks/.build/release/RenderingCount
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$binary" check >/dev/null
instructions() { # mode symbol
  valgrind --tool=callgrind --callgrind-out-file="$out/$1" "$binary" "$1" >/dev/null 2>&1
  callgrind_annotate --inclusive=yes "$out/$1" 2>/dev/null \
    | grep -E ":\\\$s18RenderingWorkloads$2( |\$)" | head -n 1 | awk '{ gsub(",", "", $1); print $1 }'
}
html=$(instructions html 18renderFormworkHTMLySS0D04FormVF)
plot=$(instructions plot 10renderPlotySS8Formwork4FormVF)
outline=$(instructions outline 13renderOutlineySS8Formwork4FormVF)
for count in "$html" "$plot" "$outline"; do
  [ -n "$count" ] || { echo "a workload function was not found in callgrind's output"; exit 1; }
done
rows=10000
printf '%-14s %14s %12s\n' rendering instructions per-row
for pair in "FormworkHTML $html" "Plot $plot" "outline $outline"; do
  set -- $pair
  printf '%-14s %14s %12s\n' "$1" "$2" "$(( $2 / rows ))"
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "ratios FormworkHTML ÷ Plot $(ratio "$html" "$plot")× (goal ≤ 0.5×), FormworkHTML ÷ outline $(ratio "$html" "$outline")× (goal ≤ 2×)"
