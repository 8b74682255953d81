# Helpers the *-instructions.sh scripts share; source it after `set -euo pipefail`.
#
#   build PRODUCT                   builds Benchmarks' PRODUCT in release, quietly unless it fails
#   count OUT MARKER BINARY ARGS…   runs BINARY under callgrind, counting only what runs inside
#                                   the functions whose names match MARKER (`steadyCall` or
#                                   `firstCall`, see Benchmarks/Counting), into OUT; fails with
#                                   the program's output if it fails
#   total OUT                       the instructions OUT counted
#   inclusive OUT PATTERN           the inclusive instructions of the first function whose
#                                   (mangled) name matches the extended regex PATTERN; fails if
#                                   none does
shopt -s inherit_errexit

build() {
  local log
  if ! log=$(swift build -c release --package-path Benchmarks --product "$1" 2>&1); then
    echo "$log" >&2
    return 1
  fi
}

count() {
  local out=$1 marker=$2
  shift 2
  if ! valgrind --tool=callgrind --dump-instr=no --toggle-collect="*Counting*$marker*" \
      --callgrind-out-file="$out" "$@" >"$out.log" 2>&1; then
    echo "under callgrind, $* failed:" >&2
    tail -n 20 "$out.log" >&2
    return 1
  fi
}

total() {
  local value
  value=$(sed -n 's/^totals: *//p' "$1")
  [ -n "$value" ] || { echo "no totals in $1" >&2; return 1; }
  echo "$value"
}

inclusive() {
  local value
  value=$(callgrind_annotate --inclusive=yes "$1" 2>/dev/null \
    | grep -E ":[^ ]*$2" | head -n 1 | awk '{ gsub(",", "", $1); print $1 }')
  [ -n "$value" ] || { echo "no function matching $2 in $1" >&2; return 1; }
  echo "$value"
}

# ratio A B: A ÷ B with two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
