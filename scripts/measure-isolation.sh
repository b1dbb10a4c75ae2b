#!/usr/bin/env bash
# Re-measures where a client's `get` decodes under each of Swift 6.2's isolation settings, and
# checks that docs/concurrency.md still says what happens.
#
#   bash scripts/measure-isolation.sh
#
# It runs IsolationFactsTests (Tests/IntegrationTests/IsolationFactsTests.swift), which the
# default `swift test` skips, with KATA_MEASURE_ISOLATION=1: thirteen cases, each a small program
# compiled with `swiftc -swift-version 6` and the case's flags, then run twice, to read where its
# decoding ran (the main queue, the main thread, and `MainActor.preconditionIsolated()`). Two
# compilations at a time; about 15 s after the build. It prints one row per case: the
# case, what the page says, what was measured, and the verdict.
#
# Exit status: 0 when every case ran and, on Linux, each ended as the page's table says; 1 when
# a case differs, so that a new toolchain that changes the rules shows up, and the page is
# changed with it; 2 when the cases did not all run. On a Mac it measures and prints, and fails
# only if the run did not run.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/measure.sh

expected_cases=13
run_measurement measure-isolation KATA_MEASURE_ISOLATION IsolationFactsTests isolation-fact "thirteen compilations after the build"
# A case that did not compile or run is a row too, but not a measurement.
measured=$(awk -F '\t' 'NF && $5 !~ /^FAILED: / { n++ } END { print n + 0 }' <<<"$rows")

# The table: columns as wide as their widest cell.
{
  printf '#\tcase\tthe page says\tmeasured\tverdict\n'
  cut -f2- <<<"$rows"
} | print_table

exit_unless_all_measured measure-isolation "$measured" "$expected_cases" "cases measured"
if [ "$status" -ne 0 ] || grep -q $'\tDIFFERS from the page$' <<<"$rows"; then
  grep -E '✘|error:' "$log" | head -20
  echo "measure-isolation: FAILED: the compiler no longer does what docs/concurrency.md says (above); re-read the page against these rows"
  exit 1
fi
case "$(uname -s)" in
  Linux) echo "measure-isolation: all $count cases as documented ($(swift --version 2>&1 | head -1))" ;;
  *) echo "measure-isolation: $count cases measured; nothing asserted on this platform: compare them with docs/concurrency.md and record them" ;;
esac
