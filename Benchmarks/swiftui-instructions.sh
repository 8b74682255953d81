#!/usr/bin/env bash
# One keystroke in the 200-row settings form through the SwiftUI host's neutral path
# (Benchmarks/Benchmarks/SwiftUIHostCount: what FormView runs, without SwiftUI): the text field's
# binding set as SwiftUI sets it, written down the shared edit path, then the next run of `body`,
# which builds and lowers the form once and lays it out. Instructions under callgrind of a
# warmed-up cycle (11 cycles less 1, over 10) and of a first cycle, against one build of the form
# alone (the floor: what any host pays to see the change); then builds per edit, counted over 100
# keystrokes with 3 runs of `body` each. Goal (issue 32): one build per change. Fails if the
# program does not build or its self-check fails.
# The last line is `swiftui: N instructions per keystroke, R× one build; B build(s) per edit`.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/callgrind.sh
prepare SwiftUIHostCount

extra=10
count "$out/one" "$binary" keystroke 1
count "$out/more" "$binary" keystroke $((extra + 1))
workload='SwiftUIHostCount21HostKeystrokeWorkloadC'
cycle=$(warm "$out/one" "$out/more" "$extra" "${workload}5cycle")
first=$(inclusive "$out/one" "${workload}5cycle")
typed=$(warm "$out/one" "$out/more" "$extra" "${workload}9keystroke")
shown=$(warm "$out/one" "$out/more" "$extra" "${workload}4show")
build=$(warm "$out/one" "$out/more" "$extra" "${workload}9buildOnly")
builds=$("$binary" builds 100 | tail -n 1)
per_edit=$(echo "$builds" | grep -Eo '^builds per edit: [0-9]+' | grep -Eo '[0-9]+$')
[ "$per_edit" = 1 ] || { echo "builds per edit: ${per_edit:-unknown}, the goal is 1" >&2; exit 1; }

printf '%-38s %12s %12s\n' "instructions per keystroke" warmed-up "first call"
printf '%-38s %12s %12s\n' "SwiftUI host (FormView's neutral path)" "$cycle" "$first"
printf '%-38s %12s\n' "  keystroke: binding, edit, write" "$typed"
printf '%-38s %12s\n' "  next body: build, lower, lay out" "$shown"
printf '%-38s %12s\n' "one build of the form alone" "$build"
echo "$builds"
echo "swiftui: $cycle instructions per keystroke, $(ratio "$cycle" "$build")× one build; $per_edit build(s) per edit"
