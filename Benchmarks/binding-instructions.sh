#!/usr/bin/env bash
# Instructions to make one binding, two ways (Benchmarks/LoweringWorkloads/BindingWorkloads.swift):
#   member   `$model.member`: a stored property of a `FormModel`'s model
#   element  `model.binding(\.array[index])`: an element of an array the model holds, whose key
#            path literal Swift instantiates at every call (swift_getKeyPath)
# under callgrind, a warmed-up call of each workload (2 calls less 1) over the 1,000 bindings it
# makes; the self-check (every binding reads and writes its value) runs first.
# Goal (issue 36): element ≤ 2× member, printed as met or missed (never a failure). The last line is
# `bindings: element E instructions, member M, R× a member binding`.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
prepare LoweringCount
declare -A symbol=(
  [member]=LoweringWorkloads13BindingScreenV14memberBindings
  [element]=LoweringWorkloads13BindingScreenV15elementBindings
)
declare -A steady
for way in member element; do
  count "$out/$way-1" "$binary" "bindings-$way" 1
  count "$out/$way-2" "$binary" "bindings-$way" 2
  steady[$way]=$(( $(warm "$out/$way-1" "$out/$way-2" 1 "${symbol[$way]}") / 1000 ))
  printf '%-8s %8s instructions per binding\n' "$way" "${steady[$way]}"
done
goal "element binding ÷ member binding" "$(ratio "${steady[element]}" "${steady[member]}")" 2
echo "bindings: element ${steady[element]} instructions, member ${steady[member]}, $(ratio "${steady[element]}" "${steady[member]}")× a member binding"
