#!/usr/bin/env bash
# Reverse mutations: for each defect N, fix exactly that defect in a scratch copy of Broken
# (scripts/reverse-mutations/NN-*.patch), run the defect suite as `swift test` runs it by default,
# and show that the run fails naming defect N, in both frameworks. The checks of each defect
# must catch their own defect: a Broken with one defect fixed must not still look red.
#
# Usage: bash scripts/reverse-mutations.sh [N ...]     (default: all sixteen)
# It works in a scratch copy (KATA_MUTATION_SCRATCH, default /tmp/kata-reverse-mutations) and
# never touches this checkout; Broken is put back after each mutation. About a minute a defect.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${KATA_MUTATION_SCRATCH:-/tmp/kata-reverse-mutations}

mkdir -p "$scratch"
# The working tree as it is (tracked and new files) replaces the scratch copy; only its .build is
# kept between runs, so each mutation rebuilds only what changed.
find "$scratch" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
(cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf - 2>/dev/null) | (cd "$scratch" && tar -xf -)
rm -rf "$scratch/.pristine-broken" && cp -R "$scratch/Sources/Broken" "$scratch/.pristine-broken"

numbers=("$@")
[ ${#numbers[@]} -gt 0 ] || numbers=($(seq 1 16))
failures=0
printf '%-34s %-44s %s\n' "mutation (Broken with one fix)" "what the default run says" "verdict"
for n in "${numbers[@]}"; do
  patch_file=$(ls "$root"/scripts/reverse-mutations/$(printf '%02d' "$n")-*.patch 2>/dev/null | head -1)
  if [ -z "$patch_file" ]; then echo "no patch for defect $n"; failures=$((failures + 1)); continue; fi
  rm -rf "$scratch/Sources/Broken" && cp -R "$scratch/.pristine-broken" "$scratch/Sources/Broken"
  if ! (cd "$scratch" && patch -s -p1 < "$patch_file"); then
    echo "defect $n: the patch does not apply"; failures=$((failures + 1)); continue
  fi
  log="$scratch/mutation-$n.log"
  (cd "$scratch" && swift build --build-tests > "$log" 2>&1 && swift test --filter DefectTests >> "$log" 2>&1)
  xctest=$(grep -E '^XCTest · ' "$log" | tail -1)
  swift_testing=$(grep -E '^Swift Testing · ' "$log" | tail -1)
  rotted() { sed -nE 's/.*Broken NO LONGER SHOWS defects? ([0-9, ]+):.*/\1/p' <<<"$1" | tr -d ' '; }
  expected="$n"
  got_x=$(rotted "$xctest"); got_s=$(rotted "$swift_testing")
  fixed_ok=$(grep -c 'Fixed passes all' <<<"$xctest$swift_testing")
  if [ "$got_x" = "$expected" ] && [ "$got_s" = "$expected" ] && [ "$fixed_ok" -ge 1 ]; then verdict="ok: red for defect $n alone"
  else verdict="FAIL (see $log)"; failures=$((failures + 1)); fi
  printf '%-34s %-44s %s\n' "$(basename "$patch_file" .patch)" "XCTest: ${got_x:-none} · Swift Testing: ${got_s:-none}" "$verdict"
done
rm -rf "$scratch/Sources/Broken" && cp -R "$scratch/.pristine-broken" "$scratch/Sources/Broken"
echo "reverse mutations: ${#numbers[@]} tried, $(( ${#numbers[@]} - failures )) caught by their own defect alone, $failures not"
[ "$failures" -eq 0 ]
