#!/usr/bin/env bash
# Where the default `swift test` spends its time: the CPU each Swift Testing suite takes when it
# runs alone (the least of three runs, less what starting the test program costs), most
# first, with what each suite's time is made of left to its code. Swift Testing starts every test
# at once, so on two cores the run's length is about its CPU time over two: the sum below, plus
# the XCTest half and SwiftPM's own start, is the budget that CI's 5 s target is read against.
# Alone, the contract and the integration suites each wait out the silent server's timeout; in
# the whole run they share that one run (WireCase.runReal), so the sum counts it twice.
#
#   bash scripts/profile-tests.sh [MIN_SECONDS]     (suites under 0.05 s of CPU are summed, not listed)
#
# Linux only: the test program is run directly, as `swift test` runs it there. Not run by CI:
# timings depend on the machine, and this one shares its cores (the same commit's whole run took
# 5.0 s and 8.1 s an hour apart). Needs `swift build --build-tests` first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/table.sh

[ "$(uname -s)" = Linux ] || { echo "profile-tests: Linux only (the 2-core budget is Linux's); nothing measured"; exit 0; }
floor=${1:-0.05}
bundle=$(ls -d .build/debug/*PackageTests.xctest 2>/dev/null | head -1)
[ -n "$bundle" ] || { echo "profile-tests: no test program in .build/debug: run swift build --build-tests first" >&2; exit 2; }

# CPU seconds (user + system) of one run of the Swift Testing half with `filter`, the least of three.
cpu() {
  local best=""
  for _ in 1 2 3; do
    /usr/bin/time -o "$timing" -f '%U %S' "$bundle" --testing-library swift-testing --filter "$1" > /dev/null 2>&1 || true
    best=$(awk -v best="$best" '{ cpu = $1 + $2; print (best == "" || cpu < best) ? cpu : best }' "$timing")
  done
  echo "$best"
}
timing=$(mktemp)
trap 'rm -f "$timing"' EXIT

# A test program that starts, finds its tests and runs one trivial suite costs about the same
# whatever the suite: the cheapest suite's time is taken as that cost, and taken off each.
suites=$(swift test list --skip-build 2>/dev/null | grep -v XCTests | cut -d/ -f1 | sort -u)
raw=$(for suite in $suites; do printf '%s\t%s\n' "$(cpu "^$suite/")" "$suite"; done)
start=$(cut -f1 <<<"$raw" | sort -n | head -1)
rows=$(awk -F '\t' -v start="$start" '{ printf "%.2f\t%s\n", $1 - start, $2 }' <<<"$raw" | sort -rn)

{
  printf 'CPU s\tsuite\n'
  awk -F '\t' -v floor="$floor" '$1 >= floor' <<<"$rows"
  awk -F '\t' -v floor="$floor" '$1 < floor { n++; s += $1 } END { printf "%.2f\t%d suites under %s s each\n", s, n, floor }' <<<"$rows"
  awk -F '\t' '{ s += $1 } END { printf "%.2f\tall %d suites, each alone\n", s, NR }' <<<"$rows"
  printf '%s\ta test program'"'"'s start, taken off each suite above\n' "$start"
} | print_table
