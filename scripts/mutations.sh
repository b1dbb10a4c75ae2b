#!/usr/bin/env bash
# Mutations: does each defect's scenario catch its own defect?
#
#   bash scripts/mutations.sh broken [N ...]   fix one defect in a copy of Broken
#                                              (scripts/mutations/broken/NN-*.patch): the default
#                                              run must fail saying Broken no longer shows defect N
#   bash scripts/mutations.sh fixed [N ...]    put a plausible wrong fix into a copy of Fixed
#                                              (scripts/mutations/fixed/NN-*.patch): the default
#                                              run must fail saying Fixed fails defect N
#
# It works in a scratch copy of this working tree (KATA_MUTATION_SCRATCH, default
# /tmp/kata-mutations) and never touches this checkout; the mutated module is put back after each
# patch. Each patch rebuilds and runs the defect suite in both frameworks: about a minute each.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kind=${1:-}
case "$kind" in
  broken) module=Broken; expect="Broken NO LONGER SHOWS" ;;
  fixed) module=Fixed; expect="Fixed FAILS" ;;
  *) echo "usage: bash scripts/mutations.sh broken|fixed [N ...]" >&2; exit 2 ;;
esac
shift
scratch=${KATA_MUTATION_SCRATCH:-/tmp/kata-mutations}

mkdir -p "$scratch"
# The working tree as it is (tracked and new files) replaces the scratch copy; only its .build is
# kept between runs, so each mutation rebuilds only what changed.
find "$scratch" -mindepth 1 -maxdepth 1 ! -name .build ! -name logs -exec rm -rf {} +
(cd "$root" && git ls-files -co --exclude-standard -z | tar --null -T - -cf -) | (cd "$scratch" && tar -xf -)
mkdir -p "$scratch/logs"
rm -rf "$scratch/.pristine" && cp -R "$scratch/Sources/$module" "$scratch/.pristine"

patches=()
if [ $# -gt 0 ]; then
  for n in "$@"; do patches+=("$root/scripts/mutations/$kind/$(printf '%02d' "$n")"-*.patch); done
else
  patches=("$root/scripts/mutations/$kind"/*.patch)
fi

# "defect 8" or "defects 6, 16" after the phrase, as a comma-separated list.
named() { sed -nE "s/.*$expect defects? ([0-9, ]+)(:|;|,? Broken).*/\1/p" <<<"$1" | tr -d ' '; }

failures=0
printf '%-46s %-36s %s\n' "mutation ($module)" "defects the run names (XCTest · Swift Testing)" "verdict"
for patch_file in "${patches[@]}"; do
  name=$(basename "$patch_file" .patch)
  n=$((10#${name%%-*}))
  rm -rf "$scratch/Sources/$module" && cp -R "$scratch/.pristine" "$scratch/Sources/$module"
  if ! (cd "$scratch" && patch -s -p1 < "$patch_file"); then
    echo "$name: the patch does not apply"; failures=$((failures + 1)); continue
  fi
  log="$scratch/logs/$kind-$name.log"
  (cd "$scratch" && swift build --build-tests > "$log" 2>&1 && swift test --filter DefectTests >> "$log" 2>&1)
  xctest=$(grep -E '^XCTest · ' "$log" | tail -1)
  swift_testing=$(grep -E '^Swift Testing · ' "$log" | tail -1)
  got_x=$(named "$xctest"); got_s=$(named "$swift_testing")
  if [ "$kind" = broken ]; then
    # Fixing one defect in Broken must be noticed as exactly that defect, and Fixed still passes.
    ok=$([ "$got_x" = "$n" ] && [ "$got_s" = "$n" ] && grep -q 'Fixed passes all' <<<"$xctest" && echo yes)
  else
    # A wrong fix in Fixed must fail its own defect (others may fail with it).
    ok=$(grep -qE "(^|,)$n(,|$)" <<<"$got_x" && grep -qE "(^|,)$n(,|$)" <<<"$got_s" && echo yes)
  fi
  if [ "$ok" = yes ]; then verdict="caught"; else verdict="NOT caught (see $log)"; failures=$((failures + 1)); fi
  printf '%-46s %-36s %s\n' "$name" "${got_x:-none} · ${got_s:-none}" "$verdict"
  if [ "$kind" = fixed ]; then
    # The first failure XCTest recorded for this defect against Fixed: the reason a learner reads.
    grep -m1 -E "error: .* : failed - Defect $n — " "$log" | sed -E 's/.*(Defect [0-9]+ — )/    \1/' | cut -c1-240
  fi
done
rm -rf "$scratch/Sources/$module" && cp -R "$scratch/.pristine" "$scratch/Sources/$module"
echo "mutations ($kind): ${#patches[@]} tried, $(( ${#patches[@]} - failures )) caught, $failures not"
[ "$failures" -eq 0 ]
