#!/usr/bin/env bash
# The keystroke cycle of the 200-row settings form (Benchmarks/SettingsWorkloads): one keystroke
# in a text field, the form rebuilt from its model, diffed against the form shown, and its values
# read; against the hand baseline (the same rows as plain structs with Int ids, built from the
# same model, plus the floor over their ids). Instructions under callgrind of a warmed-up cycle
# (11 cycles less 1, over 10) and of a first cycle, which pays the program's one-time runtime
# costs; then thread CPU time per cycle. Goal (issue 36): ≤ 1.0 M instructions and ≤ 100 µs of CPU
# per cycle (issue 21's was 1.5 M), each printed as met or missed.
# The last line is `keystroke: N instructions per cycle, R× the hand baseline`.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
prepare KeystrokeCount

extra=10
for side in dsl hand; do
  count "$out/$side-1" "$binary" "$side" 1
  count "$out/$side-more" "$binary" "$side" $((extra + 1))
done
cycle='SettingsWorkloads17KeystrokeWorkloadV5cycle'
plain='SettingsWorkloads22PlainKeystrokeWorkloadV5cycle'
dsl=$(warm "$out/dsl-1" "$out/dsl-more" "$extra" "$cycle")
hand=$(warm "$out/hand-1" "$out/hand-more" "$extra" "$plain")
dsl_first=$(inclusive "$out/dsl-1" "$cycle")
hand_first=$(inclusive "$out/hand-1" "$plain")
floor=$(warm "$out/hand-1" "$out/hand-more" "$extra" 'SettingsWorkloads22PlainKeystrokeWorkloadV5floor')
declare -A stages
for stage in 4type 7rebuild 4diff 10readValues; do
  stages[$stage]=$(warm "$out/dsl-1" "$out/dsl-more" "$extra" "SettingsWorkloads17KeystrokeWorkloadV$stage")
done
cpu=$("$binary" time 100 | tail -n 1)

printf '%-34s %12s %12s\n' "instructions per cycle" warmed-up "first call"
printf '%-34s %12s %12s\n' "DSL form (Formwork)" "$dsl" "$dsl_first"
printf '%-34s %12s\n' "  keystroke through the binding" "${stages[4type]}"
printf '%-34s %12s\n' "  rebuild (SettingsScreen.form)" "${stages[7rebuild]}"
printf '%-34s %12s\n' "  form.changes(from:)" "${stages[4diff]}"
printf '%-34s %12s\n' "  form.values" "${stages[10readValues]}"
printf '%-34s %12s %12s\n' "hand baseline" "$hand" "$hand_first"
printf '%-34s %12s\n' "  of which the Int floor" "$floor"
echo "$cpu"
goal "keystroke instructions per cycle" "$dsl" 1000000
goal "keystroke CPU µs per cycle" "$(sed -n 's/.*: \([0-9.]*\) µs per cycle.*/\1/p' <<<"$cpu")" 100
echo "keystroke: $dsl instructions per cycle, $(ratio "$dsl" "$hand")× the hand baseline"
