#!/usr/bin/env bash
# Compile time of forms written with Formwork's builders, in seconds (the instruction-count
# guard CI runs is compile-time/guard.sh).
#
# Generates forms of 50/100/200/400 rows (sections of 10 mixed rows with if/else, if and
# for-in; see compile-time/generate.sh) in three styles, and prints the median
# `swiftc -typecheck` seconds of each:
#   inline     — every section inside one `Form { … }` expression
#   split      — the same sections, one function per section, listed in `Form { … }`
#   statements — the same rows appended as plain statements, with no builder
#
# Usage: Benchmarks/compile-time.sh [sizes…]   (env: REPEATS=5, default sizes 50 100 200 400)
set -euo pipefail
cd "$(dirname "$0")/.."

repeats=${REPEATS:-5}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(50 100 200 400)

swift build --target Formwork >/dev/null
modules=.build/debug/Modules
[ -d "$modules" ] || modules=.build/debug
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.2f", m }'; }

printf "%-6s %10s %10s %12s   (median swiftc -typecheck seconds of %d runs)\n" rows inline split statements "$repeats"
for rows in "${sizes[@]}"; do
    line=$(printf "%-6s" "$rows")
    for style in inline split statements; do
        file="$work/${style}_$rows.swift"
        Benchmarks/compile-time/generate.sh "$style" "$rows" > "$file"
        times=()
        for ((run = 0; run < repeats; run++)); do
            start=$(date +%s%N)
            swiftc -typecheck -swift-version 6 -I "$modules" "$file"
            end=$(date +%s%N)
            times+=("$(awk -v ns=$(( end - start )) 'BEGIN { print ns / 1e9 }')")
        done
        line+=$(printf " %10s" "$(printf '%s\n' "${times[@]}" | median)")
    done
    echo "$line"
done
