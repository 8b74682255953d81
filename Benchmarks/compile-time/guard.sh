#!/usr/bin/env bash
# Compile-time guard, by instruction counts (callgrind on swift-frontend -typecheck), which are
# repeatable on a loaded machine where seconds are not. Type-checks generated forms of 100 and
# 200 rows in four spellings (see generate.sh) and fails when
#   - inline Formwork costs more than 1.10× the reference builder at 200 rows,
#   - one statement per section costs more than 2.5× plain statements, or
#   - one statement per section grows more than 2.2× from 100 to 200 rows.
# Any compiler error fails the guard (an error is a measurement of nothing). The last line
# gives the ratios. Usage: Benchmarks/compile-time/guard.sh
#
# Every file the compiler reads is at a fixed path, the same from any clone: the generated forms,
# ReferenceBuilder.swift and Formwork's module, copied into $FORMWORK_COMPILE_TIME_DIR
# (/tmp/formwork-compile-time). The type-checker's work depends on the paths it is given (the
# same form took 2,619–2,862 M instructions from one temporary folder to another), so fixed
# paths make each count repeatable and the ratios stable. Runs take turns on a lock there.
set -euo pipefail
# A failure inside $(…) fails the assignment that runs it, and so the script.
shopt -s inherit_errexit
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."

swift build --target Formwork >/dev/null
modules=$(swift build --show-bin-path)/Modules
frontend=$(dirname "$(command -v swiftc)")/swift-frontend
target=$(swiftc -print-target-info | sed -n 's/.*"triple": "\([^"]*\)".*/\1/p' | head -n 1)
work=${FORMWORK_COMPILE_TIME_DIR:-/tmp/formwork-compile-time}
mkdir -p "$work"
exec 9>"$work.lock"
flock 9
rm -rf "$work/Modules" "$work"/*.swift "$work"/*.out
mkdir -p "$work/Modules"
cp "$modules"/Formwork.swiftmodule "$modules"/Formwork.swiftdoc "$work/Modules/"
cp "$here/ReferenceBuilder.swift" "$work/ReferenceBuilder.swift"
modules=$work/Modules
trap 'rm -f "$work"/*.out' EXIT

# Instructions to type-check the generated STYLE form of ROWS rows.
instructions() {
    local style=$1 rows=$2 file="$work/$1_$2.swift" extra=()
    "$here/generate.sh" "$style" "$rows" > "$file"
    [ "$style" = reference ] && extra=("$work/ReferenceBuilder.swift")
    # From the fixed folder too: the compiler is given no path that depends on the clone.
    if ! (cd "$work" && valgrind --tool=callgrind --callgrind-out-file="$work/${style}_${rows}.out" \
        "$frontend" -frontend -typecheck -primary-file "$file" "${extra[@]}" -target "$target" \
        -I "$modules" -swift-version 6 -module-name Generated >/dev/null 2>"$work/valgrind.log"); then
        echo "FAIL: the $style form of $rows rows does not type-check:" >&2
        grep -v '^==' "$work/valgrind.log" | head -n 20 >&2
        return 1
    fi
    local count
    count=$(sed -n 's/.*I *refs: *//p' "$work/valgrind.log" | tr -d ,)
    [ -n "$count" ] || { echo "FAIL: no instruction count for the $style form of $rows rows" >&2; return 1; }
    echo "$count"
}

declare -A ir
printf '%-12s %15s %15s\n' spelling "100 rows" "200 rows"
for style in inline reference split statements; do
    for rows in 100 200; do ir[$style,$rows]=$(instructions "$style" "$rows"); done
    printf '%-12s %15s %15s\n' "$style" "${ir[$style,100]}" "${ir[$style,200]}"
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
inline_vs_reference=$(ratio "${ir[inline,200]}" "${ir[reference,200]}")
split_vs_floor_100=$(ratio "${ir[split,100]}" "${ir[statements,100]}")
split_vs_floor=$(ratio "${ir[split,200]}" "${ir[statements,200]}")
split_growth=$(ratio "${ir[split,200]}" "${ir[split,100]}")
inline_growth=$(ratio "${ir[inline,200]}" "${ir[inline,100]}")

failed=0
check() { # name value limit
    if awk -v v="$2" -v l="$3" 'BEGIN { exit !(v > l) }'; then echo "FAIL: $1 is ${2}×, over ${3}×"; failed=1; fi
}
check "inline Formwork ÷ reference builder at 200 rows" "$inline_vs_reference" 1.10
check "one statement per section ÷ plain statements at 100 rows" "$split_vs_floor_100" 2.5
check "one statement per section ÷ plain statements at 200 rows" "$split_vs_floor" 2.5
check "one statement per section, 200 ÷ 100 rows" "$split_growth" 2.2
echo "ratios: inline ÷ reference ${inline_vs_reference}× (≤ 1.10); per-section ÷ statements ${split_vs_floor_100}× at 100, ${split_vs_floor}× at 200 (≤ 2.5); per-section 200 ÷ 100 ${split_growth}× (≤ 2.2); inline 200 ÷ 100 ${inline_growth}× (not guarded)"
exit $failed
