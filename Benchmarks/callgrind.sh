# Helpers the *-instructions.sh scripts share; source it after `set -euo pipefail`.
#
#   build PRODUCT                 builds Benchmarks' PRODUCT in release, quietly unless it fails
#   prepare PRODUCT               builds PRODUCT, runs its self-check, and sets `binary` to a
#                                 copy of it without debug information in `out`, a temporary
#                                 folder removed on exit
#   count OUT BINARY ARGS…        runs BINARY under callgrind into OUT; fails, with the program's
#                                 output, if the program fails
#   inclusive OUT PATTERN         the inclusive instructions of the costliest function whose
#                                 (mangled) name contains a match of the extended regex PATTERN;
#                                 fails if none does
#   warm ONE MORE EXTRA PATTERN   what one warmed-up call of PATTERN costs: its inclusive
#                                 instructions in run MORE, less those in run ONE (one call:
#                                 the first, with the program's one-time costs), over the EXTRA
#                                 calls MORE made
#   ratio A B                     A ÷ B with two decimals
#   goal WHAT VALUE LIMIT         prints `goal: WHAT VALUE ≤ LIMIT: met` (or `missed`): a goal
#                                 reported, never a failure (a wrong result fails the self-check)
shopt -s inherit_errexit

build() {
  local log
  if ! log=$(swift build -c release --package-path Benchmarks --product "$1" 2>&1); then
    echo "$log" >&2
    return 1
  fi
}

prepare() {
  build "$1"
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  # Without its DWARF, which valgrind 3.19's reader gives up on for some builds ("unhandled
  # dwarf2 abbrev form code 0x25"); the symbol table, which names the functions, stays.
  binary=$out/$1
  objcopy --strip-debug "Benchmarks/.build/release/$1" "$binary"
  "$binary" check >/dev/null
}

count() {
  local out=$1
  shift
  if ! valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$out" "$@" >"$out.log" 2>&1; then
    echo "under callgrind, $* failed:" >&2
    tail -n 20 "$out.log" >&2
    return 1
  fi
}

inclusive() {
  local value
  value=$(callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null \
    | { grep -E ":[^ ]*$2" || true; } | head -n 1 | awk '{ gsub(",", "", $1); print $1 }')
  [ -n "$value" ] || { echo "no function matching $2 in $1" >&2; return 1; }
  echo "$value"
}

warm() {
  local one more
  one=$(inclusive "$1" "$4")
  more=$(inclusive "$2" "$4")
  echo $(( (more - one) / $3 ))
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
goal() {
  local verdict
  verdict=$(awk -v v="$2" -v l="$3" 'BEGIN { print (v + 0 <= l + 0) ? "met" : "missed" }')
  echo "goal: $1 $2 ≤ $3: $verdict"
}
