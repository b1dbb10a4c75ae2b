#!/usr/bin/env bash
# Checks how `kata check` rebuilds an exercise's test program after an edit, with real compiles:
# the tests compile again only when what they see changed, the program links again only when the
# exercise's code changed, and tests that only compile beside the exercise still run.
#
#   bash scripts/check-incremental-build.sh
#
# It runs TestProgramTests (Tests/KataTests/TestProgramTests.swift) with KATA_REAL_COMPILES=1:
# about fifteen `swiftc` runs, 2 s of CPU after the build, which the default `swift test` skips
# (with the reason) to stay within its 5 s.
#
# Exit status: 0 when every test of the suite ran and passed; 1 when one failed; 2 when one did
# not run (skipped, filtered out, or the build failed): a skip must not pass.
set -uo pipefail
cd "$(dirname "$0")/.."

suite=KataTests.TestProgramTests
log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "check-incremental-build: building and running TestProgramTests (real compiles, about 2 s of CPU after the build)"
KATA_REAL_COMPILES=1 swift test --filter "$suite/" > "$log" 2>&1
status=$?
# Every test the suite has, by name, as `swift test list` gives them: each must say it passed.
tests=$(swift test list --skip-build 2>/dev/null | grep -F "$suite/" | sed "s|^$suite/||")
[ -n "$tests" ] || { tail -20 "$log"; echo "check-incremental-build: FAILED: swift test list names no test of $suite"; exit 2; }
missing=()
while IFS= read -r test; do
  grep -qF "✔ Test $test passed" "$log" || missing+=("$test")
done <<<"$tests"
total=$(grep -c . <<<"$tests")

if [ ${#missing[@]} -gt 0 ] || [ "$status" -ne 0 ]; then
  grep -E 'error:|skipped|✘' "$log" | head -20
  if grep -qE "✘ Test " "$log"; then
    echo "check-incremental-build: FAILED: kata check no longer rebuilds as TestProgramTests says (above)"
    exit 1
  fi
  echo "check-incremental-build: FAILED: $(( total - ${#missing[@]} )) of $total tests passed; not run: ${missing[*]:-none} (swift test exited $status)"
  exit 2
fi
echo "check-incremental-build: all $total tests of TestProgramTests passed, with real compiles"
