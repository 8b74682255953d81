#!/usr/bin/env bash
# Instructions to make one binding, four ways (Benchmarks/LoweringWorkloads/BindingWorkloads.swift):
#   member     `$model.member`: a stored property of a `FormModel`'s model
#   subscript  `$model.array[index]`: an element of an array the model holds, through `Binding`'s
#              subscript (issue 50), which makes no key path
#   keypath    `model.binding(\.array[index])`: the same element through a key path literal,
#              which Swift instantiates at every call (swift_getKeyPath)
#   foreach    `ForEach($model.array) { $item in … }`: the binding each element's rows get
#              (`$item.isOn`), per element
# under callgrind, a warmed-up call of each workload (2 calls less 1) over the 1,000 bindings it
# makes; the self-check (every binding reads and writes its value) runs first.
# Then the 10,000-row rendering form (RenderingWorkloads), whose 5,500 inputs bind elements, lowered
# with each element spelling (RenderingCount lower-keypath, lower-subscript; its self-check first):
# the warmed-up lowering and swift_getKeyPath's inclusive share of it.
# Goals (issues 36 and 50): an element binding by subscript ≤ 2× a member binding; swift_getKeyPath
# < 10% of that lowering with the subscript; printed as met or missed (never a failure). The last
# line is `bindings: element E instructions, member M, R× a member binding`, E the subscript's.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
prepare LoweringCount
declare -A mode=(
  [member]=bindings-member [subscript]=bindings-subscript [keypath]=bindings-element [foreach]=bindings-foreach
)
declare -A symbol=(
  [member]=LoweringWorkloads13BindingScreenV14memberBindings
  [subscript]=LoweringWorkloads13BindingScreenV17subscriptBindings
  [keypath]=LoweringWorkloads13BindingScreenV15elementBindings
  [foreach]=LoweringWorkloads13BindingScreenV15forEachBindings
)
declare -A steady
for way in member foreach subscript keypath; do
  count "$out/$way-1" "$binary" "${mode[$way]}" 1
  count "$out/$way-2" "$binary" "${mode[$way]}" 2
  steady[$way]=$(( $(warm "$out/$way-1" "$out/$way-2" 1 "${symbol[$way]}") / 1000 ))
  printf '%-10s %8s instructions per binding\n' "$way" "${steady[$way]}"
done

# The rendering form's lowering, in each spelling.
build RenderingCount
rendering=$out/RenderingCount
objcopy --strip-debug Benchmarks/.build/release/RenderingCount "$rendering"
"$rendering" check >/dev/null
# swift_getKeyPath's inclusive instructions in a run; 0 if it never ran.
keypaths() { inclusive "$1" 'swift_getKeyPath ' 2>/dev/null || echo 0; }
declare -A lowering share
for spelling in keypath subscript; do
  count "$out/lower-$spelling-1" "$rendering" "lower-$spelling" 1
  count "$out/lower-$spelling-2" "$rendering" "lower-$spelling" 2
  lowering[$spelling]=$(warm "$out/lower-$spelling-1" "$out/lower-$spelling-2" 1 RenderingWorkloads05lowerA4Form)
  made=$(( $(keypaths "$out/lower-$spelling-2") - $(keypaths "$out/lower-$spelling-1") ))
  share[$spelling]=$(awk -v k="$made" -v l="${lowering[$spelling]}" 'BEGIN { printf "%.1f", 100 * k / l }')
  printf 'lowering the 10,000-row form, elements by %-9s %11s instructions, swift_getKeyPath %s%%\n' \
    "$spelling" "${lowering[$spelling]}" "${share[$spelling]}"
done

goal "subscript element binding ÷ member binding" "$(ratio "${steady[subscript]}" "${steady[member]}")" 2
verdict=$(awk -v s="${share[subscript]}" 'BEGIN { print (s + 0 < 10) ? "met" : "missed" }')
echo "goal: swift_getKeyPath's share of lowering with \$model.array[index] ${share[subscript]}% < 10%: $verdict"
echo "key path: model.binding(\\.array[index]) ${steady[keypath]} instructions, $(ratio "${steady[keypath]}" "${steady[member]}")× a member binding"
echo "bindings: element ${steady[subscript]} instructions, member ${steady[member]}, $(ratio "${steady[subscript]}" "${steady[member]}")× a member binding"
