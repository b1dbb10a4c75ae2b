#!/usr/bin/env bash
# The learner's loop, measured: edit one exercise file and time until `swift run -q kata check`
# prints its verdict; then do the same with a one-file package and `swift test`. Two kinds of
# edit, each on both sides: a comment appended (SwiftPM then skips the link, and often the
# compile), and a changed function body (what a learner's edit usually is: compile and link).
# Prints the medians and their ratios. Not a test and not run by CI: timings depend on the machine.
#
#   bash scripts/bench-loop.sh [--exercise N] [ROUNDS]     (exercise 8, 7 rounds by default)
#
# The exercise is edited as a learner would edit it (its first file in Exercises/exercises.json)
# and must be red as shipped.
#
# Runs on Linux and on macOS (bash 3.2, BSD userland): no GNU-only flags, no bash 4 features.
set -euo pipefail
cd "$(dirname "$0")/.."
number=8
if [ "${1:-}" = "--exercise" ]; then
  number=${2:?"--exercise needs a number"}
  shift 2
fi
rounds=${1:-7}
case "$rounds" in
  '' | *[!0-9]*) rounds=0 ;;
  *) rounds=$((10#$rounds)) ;;  # decimal, even with a leading 0
esac
[ "$rounds" -ge 1 ] || { echo "ROUNDS must be a whole number of at least 1, not '${1:-}'" >&2; exit 2; }
# A function, not a here-document inside $(...), which bash 3.2 may misparse.
exercise_file() {
  python3 - "$1" <<'PY'
import json, os, sys
number = int(sys.argv[1])
for entry in json.load(open("Exercises/exercises.json"))["exercises"]:
    if int(entry["name"].split("-")[0]) == number:
        # An entry that leaves out its files edits those with an answer in Solutions/.
        files = entry.get("files") or sorted(f for f in os.listdir(f"Solutions/{entry['name']}") if not f.startswith("."))
        print(f"Exercises/{entry['name']}/{files[0]}")
        break
else:
    sys.exit(f"no exercise {number} in Exercises/exercises.json")
PY
}
exercise=$(exercise_file "$number")
scratch=$(mktemp -d)
cp "$exercise" "$scratch/original.swift"
trap 'cp "$scratch/original.swift" "$exercise"; rm -rf "$scratch"' EXIT

# Seconds since the epoch, to the millisecond: BSD date (macOS) has no %N, and perl is on both.
now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# The floor: the smallest package a learner could edit and test.
mkdir -p "$scratch/one/Sources/One" "$scratch/one/Tests/OneTests"
cat > "$scratch/one/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "One",
    targets: [.target(name: "One"), .testTarget(name: "OneTests", dependencies: ["One"])]
)
SWIFT
cat > "$scratch/one/Tests/OneTests/OneTests.swift" <<'SWIFT'
import One
import Testing

@Test func theAnswerIs42() { #expect(answer() == 42) }
SWIFT
one_source="$scratch/one/Sources/One/One.swift"

# Warm both up, so neither side pays for a first build.
echo "public func answer() -> Int { 42 }" > "$one_source"
(cd "$scratch/one" && swift test -q >/dev/null 2>&1) || { echo "the one-file package does not pass its test"; exit 1; }
swift build --product kata -q >/dev/null
# The exercise is red as shipped, so `kata check` exits 1; anything else means it did not check.
if swift run -q kata check "$number" >/dev/null 2>&1; then echo "exercise $number is not red as shipped"; exit 1; fi

# One kind of edit, ROUNDS times on each side; `$1` writes edit number N into both files.
measure() {
  local edit=$1 kind=$2 kata_times floor_times kata_time floor_time start end status round
  kata_times=() floor_times=()
  "$edit" 0  # the edit's first form compiles once untimed, so every timed round is the same kind of edit
  swift run -q kata check "$number" >/dev/null 2>&1 || true
  (cd "$scratch/one" && swift test -q >/dev/null 2>&1)
  for ((round = 1; round <= rounds; round++)); do
    "$edit" "$round"
    start=$(now); status=0; swift run -q kata check "$number" >/dev/null 2>&1 || status=$?; end=$(now)
    [ "$status" -eq 1 ] || { echo "kata check exited $status, not 1 (red)"; exit 1; }
    kata_time=$(echo "$end - $start" | bc)
    kata_times+=("$kata_time")
    start=$(now); (cd "$scratch/one" && swift test -q >/dev/null 2>&1) || { echo "swift test failed"; exit 1; }; end=$(now)
    floor_time=$(echo "$end - $start" | bc)
    floor_times+=("$floor_time")
    echo "$kind, round $round: kata check $kata_time s, one-file swift test $floor_time s"
  done
  local kata_median floor_median
  kata_median=$(printf '%s\n' "${kata_times[@]}" | median)
  floor_median=$(printf '%s\n' "${floor_times[@]}" | median)
  summary+=("$kind: kata check $number ${kata_median} s, one-file swift test ${floor_median} s, ratio $(echo "scale=2; $kata_median / $floor_median" | bc)")
}

# A learner saves a real change each time: here a comment that differs every round...
comment_edit() {
  { cat "$scratch/original.swift"; echo "// edit $1"; } > "$exercise"
  echo "public func answer() -> Int { 42 } // edit $1" > "$one_source"
}
# ...or a function whose body differs every round (the function itself is there from round 0).
body_edit() {
  { cat "$scratch/original.swift"; echo "func benchLoopEdit() -> Int { $1 }"; } > "$exercise"
  printf 'public func answer() -> Int { 42 }\nfunc benchLoopEdit() -> Int { %s }\n' "$1" > "$one_source"
}

summary=()
measure comment_edit "comment edit"
measure body_edit "body edit"
for line in "${summary[@]}"; do echo "median, $line (target: at most 1.5)"; done
