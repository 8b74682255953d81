#!/usr/bin/env bash
# Builds the libFuzzer harnesses (address sanitizer on) and runs each for SECONDS seconds
# (60 by default), starting from its committed corpus; fails on the first crash, leaving the
# input that crashed in .build-fuzz/findings/. See Fuzz/README.md.
#   Fuzz/run.sh [SECONDS] [HARNESS…]      harnesses: Submission Values Diff Multipart (all by default)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(Submission Values Diff Multipart)

echo "== fuzz: building the harnesses (-sanitize=fuzzer,address, release, .build-fuzz)"
for harness in "${harnesses[@]}"; do
  FORMWORK_FUZZ=1 swift build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
    --product "Fuzz$harness" >/dev/null
done

findings=.build-fuzz/findings
mkdir -p "$findings"
for harness in "${harnesses[@]}"; do
  echo "== fuzz: Fuzz$harness for ${seconds}s"
  corpus=$(mktemp -d)
  # detect_leaks=0: XCTest's and the runtime's one-time allocations read as leaks at exit.
  if ! ASAN_OPTIONS=detect_leaks=0 ".build-fuzz/release/Fuzz$harness" "$corpus" "Fuzz/Corpus/$harness" \
      -max_total_time="$seconds" -timeout=30 -print_final_stats=1 -artifact_prefix="$findings/$harness-" \
      > "$findings/$harness.log" 2>&1; then
    tail -n 60 "$findings/$harness.log"
    echo "Fuzz$harness crashed: the input is in $findings/ (replay: .build-fuzz/release/Fuzz$harness FILE)"
    exit 1
  fi
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+.*DONE)' "$findings/$harness.log" || true
  rm -rf "$corpus"
done
echo "fuzz: ${#harnesses[@]} passed, 0 failed"
