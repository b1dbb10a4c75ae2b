#!/usr/bin/env bash
# The exercises' own package with every answer in place: a copy of the kata (the files git
# tracks, and new ones it does not ignore) in a scratch folder, each Solutions/<name>/ file copied
# over Exercises/<name>/, then `swift test --package-path Exercises` there. Green means each answer
# passes its exercise's tests under SwiftPM (and so in Xcode), as `kata verify` checks them under
# the runner. Every answer compiles in Swift 6 mode. Your own Exercises/ are never touched.
#
#   bash scripts/test-solutions.sh            every exercise
#   bash scripts/test-solutions.sh 08 31      only these (by the number their folder starts with)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d "${TMPDIR:-/tmp}/kata-solutions.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
git ls-files -z -co --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$scratch"

copied=0
for solution in Solutions/[0-9]*/; do
  name=$(basename "$solution")
  for file in "$solution"*; do
    [ -f "$file" ] && [ ! -L "$file" ] || continue
    cp "$file" "$scratch/Exercises/$name/"
  done
  copied=$((copied + 1))
done
echo "test-solutions: $copied answers copied over the exercises in $scratch"

filter=()
for number in "$@"; do
  folder=$(cd Exercises && ls -d "$number"-*/ 2>/dev/null | head -1) || true
  [ -n "$folder" ] || { echo "test-solutions: no exercise folder Exercises/$number-…" >&2; exit 2; }
  filter+=(--filter "Exercise_$(basename "$folder" | tr -- '-' '_')")
done
# Every answer in Swift 6 mode, even where the exercise ships Swift 5 code (Exercises/Package.swift).
KATA_ANSWERS_IN_PLACE=1 swift test --package-path "$scratch/Exercises" ${filter[@]+"${filter[@]}"}
