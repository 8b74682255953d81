#!/usr/bin/env bash
# Instruction counts of rendering the 10,000-row form with FormworkHTML, with Plot (the same
# markup) and as its outline, under callgrind: a warmed-up call of each workload function (2
# calls less 1) and a first call. Every function takes the same input made beforehand: the
# form, and the rows' keys and control ids that Plot's version needs (FormworkHTML computes its
# own inside its call). The self-check runs first (FormworkHTML's markup equals Plot's,
# normalised). The last line gives the warmed-up ratios against issue 9's goals:
# FormworkHTML ≤ 0.5× Plot and ≤ 2× the outline.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
prepare RenderingCount
declare -A symbol=(
  [html]=RenderingWorkloads18renderFormworkHTML
  [plot]=RenderingWorkloads10renderPlot
  [outline]=RenderingWorkloads13renderOutline
)
declare -A steady first
for mode in html plot outline; do
  count "$out/$mode-1" "$binary" "$mode" 1
  count "$out/$mode-2" "$binary" "$mode" 2
  steady[$mode]=$(warm "$out/$mode-1" "$out/$mode-2" 1 "${symbol[$mode]}")
  first[$mode]=$(inclusive "$out/$mode-1" "${symbol[$mode]}")
done
rows=10000
printf '%-14s %14s %12s %14s\n' rendering warmed-up per-row "first call"
for pair in "FormworkHTML html" "Plot plot" "outline outline"; do
  set -- $pair
  printf '%-14s %14s %12s %14s\n' "$1" "${steady[$2]}" "$(( ${steady[$2]} / rows ))" "${first[$2]}"
done
echo "ratios FormworkHTML ÷ Plot $(ratio "${steady[html]}" "${steady[plot]}")× (goal ≤ 0.5×), FormworkHTML ÷ outline $(ratio "${steady[html]}" "${steady[outline]}")× (goal ≤ 2×)"
