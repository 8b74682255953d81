#!/usr/bin/env bash
# The keystroke cycle of the 200-row settings form (Benchmarks/SettingsWorkloads): one keystroke
# in a text field, the form rebuilt from its model, diffed against the form shown, and its values
# read; against the hand baseline (the same rows as plain structs with Int ids, built from the
# same model, plus the floor over their ids). Instructions under callgrind of warmed-up cycles
# (10, after a first one) and of a first cycle alone, where the program pays its one-time runtime
# costs; then thread CPU time per cycle. Goal (issue 21): ≤ 1.5 M instructions per cycle.
# The last line is `keystroke: N instructions per cycle, R× the hand baseline`.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
build KeystrokeCount
binary=Benchmarks/.build/release/KeystrokeCount
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$binary" check >/dev/null

cycles=10
count "$out/dsl" steadyCall "$binary" dsl "$cycles"
count "$out/dsl-first" firstCall "$binary" dsl "$cycles"
count "$out/hand" steadyCall "$binary" hand "$cycles"
count "$out/hand-first" firstCall "$binary" hand "$cycles"
dsl=$(( $(total "$out/dsl") / cycles ))
hand=$(( $(total "$out/hand") / cycles ))
stage() { echo $(( $(inclusive "$out/dsl" "SettingsWorkloads17KeystrokeWorkloadV$1") / cycles )); }

printf '%-32s %12s %12s\n' "per cycle, instructions" steady "first call"
printf '%-32s %12s %12s\n' "DSL form (Formwork)" "$dsl" "$(total "$out/dsl-first")"
printf '%-32s %12s\n' "  keystroke through the binding" "$(stage 4type)"
printf '%-32s %12s\n' "  rebuild (SettingsScreen.form)" "$(stage 7rebuild)"
printf '%-32s %12s\n' "  form.changes(from:)" "$(stage 4diff)"
printf '%-32s %12s\n' "  form.values" "$(stage 10readValues)"
printf '%-32s %12s %12s\n' "hand baseline" "$hand" "$(total "$out/hand-first")"
printf '%-32s %12s\n' "  of which the Int floor" "$(( $(inclusive "$out/hand" "SettingsWorkloads22PlainKeystrokeWorkloadV5floor") / cycles ))"
"$binary" time 100 | tail -n 1
echo "keystroke: $dsl instructions per cycle, $(ratio "$dsl" "$hand")× the hand baseline"
