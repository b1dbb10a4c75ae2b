#!/usr/bin/env bash
# Scores the eighteen tuning sets of grade 5's review scorer in full, and checks every verdict and
# every false claim against each set's ground truth.
#
#   bash scripts/measure-scorer.sh
#
# It runs TuningSetTests (Tests/KataTests/TuningSetTests.swift), which the default `swift test`
# skips, with KATA_MEASURE_SCORER=1: the 144 tuning reviews scored as `kata check 43` and
# `kata check 44` score a learner's, in-process, about 1.6 s of CPU after the build. It prints one
# row per set: right credits over credits (precision) and right credits over the defects ground
# truth finds (recall), per client. The blind sets (held-out-18/ on) are scored by
# scripts/score-blind-client-reviews.py, not here.
#
# Exit status: 0 when the eighteen sets were scored and every check passed; 1 when a check failed
# (named above the table); 2 when the sets were not all scored.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/measure.sh

expected_sets=18
run_measurement measure-scorer KATA_MEASURE_SCORER TuningSetTests scorer-set "144 reviews scored after the build"
{
  printf '#\tset\tblog precision\tblog recall\tactor precision\tactor recall\n'
  # Each figure "right/of" becomes "0.94 (47/50)".
  cut -f2- <<<"$rows" | awk -F '\t' '
    function ratio(f,   p) { split(f, p, "/"); return sprintf("%.2f (%s)", p[2] ? p[1] / p[2] : 0, f) }
    NF { split($3, blog, " "); split($4, actor, " ")
         printf "%s\t%s\t%s\t%s\t%s\t%s\n", $1, $2, ratio(blog[1]), ratio(blog[2]), ratio(actor[1]), ratio(actor[2]) }'
} | print_table

exit_unless_all_measured measure-scorer "$count" "$expected_sets" "tuning sets scored"
if [ "$status" -ne 0 ]; then
  grep -E '✘|error:' "$log" | head -20
  echo "measure-scorer: FAILED: the scorer no longer gives the tuning sets' ground truth (above)"
  exit 1
fi
echo "measure-scorer: all $count tuning sets scored as their ground truth has them"
