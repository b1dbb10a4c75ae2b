# Shared by the measurement scripts (measure-timeouts.sh, measure-isolation.sh, measure-scorer.sh):
# each runs one suite that the default `swift test` skips, with the variable that enables it, and
# reads the rows its tests print.

source "$(dirname "${BASH_SOURCE[0]}")/table.sh"

# run_measurement NAME VARIABLE SUITE TAG WHAT: says what it runs, runs `swift test --filter SUITE`
# with VARIABLE=1, and sets `log` (the run's output, removed on exit), `status` (swift test's exit
# status), `rows` (the lines that start with TAG and a tab, in the order of their second column)
# and `count` (how many there are).
run_measurement() {
  local name=$1 variable=$2 suite=$3 tag=$4 what=$5
  log=$(mktemp)
  trap 'rm -f "$log"' EXIT
  echo "$name: building and running $suite ($what)"
  env "$variable=1" swift test --filter "$suite" > "$log" 2>&1
  status=$?
  rows=$(grep -E "^$tag"$'\t' "$log" | sort -t $'\t' -k2,2n)
  count=$(grep -c . <<<"$rows")
}

# exit_unless_all_measured NAME MEASURED EXPECTED WHAT: exits 2 when fewer than EXPECTED were
# measured, with the run's errors and skips. A skipped suite passes too: a run that measured
# nothing must not look green.
exit_unless_all_measured() {
  local name=$1 measured=$2 expected=$3 what=$4
  [ "$measured" -eq "$expected" ] && return 0
  grep -E 'error:|skipped|✘' "$log" | head -20
  echo "$name: FAILED: $measured of $expected $what (swift test exited $status)"
  exit 2
}
