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

source scripts/lib/measure.sh

suite=KataTests.TestProgramTests
log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "check-incremental-build: building and running TestProgramTests (real compiles, about 2 s of CPU after the build)"
KATA_REAL_COMPILES=1 swift test --filter "$suite/" > "$log" 2>&1
status=$?
# Every test the suite has, by name, as `swift test list` gives them: each must say it passed.
tests=()
while IFS= read -r test; do tests+=("$test"); done < <(swift test list --skip-build 2>/dev/null | grep -F "$suite/" | sed "s|^$suite/||")
[ ${#tests[@]} -gt 0 ] || { tail -20 "$log"; echo "check-incremental-build: FAILED: swift test list names no test of $suite"; exit 2; }
exit_unless_passed check-incremental-build "kata check no longer rebuilds as TestProgramTests says" "${tests[@]}"
echo "check-incremental-build: all ${#tests[@]} tests of TestProgramTests passed, with real compiles"
