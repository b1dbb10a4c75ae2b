# Shared by the scripts that run what the default `swift test` skips, each with the variable that
# enables it: the measurements that print rows (measure-timeouts.sh, measure-isolation.sh,
# measure-scorer.sh) read them with run_measurement; the checks of named tests
# (measure-stale-connection.sh, check-incremental-build.sh) end with exit_unless_passed.

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

# exit_unless_passed NAME WHY TEST...: returns when each TEST printed that it passed and swift test
# exited 0 (`log` and `status` hold its output and exit status); otherwise prints the run's errors
# and skips, and exits 1 when a test failed (WHY says what that means), 2 when one did not run.
exit_unless_passed() {
  local name=$1 why=$2 test
  shift 2
  # Matched without Swift Testing's symbols: on a Mac with the SF Pro font it prints SF Symbols.
  local missing=() failure='Test .*(failed after|recorded an issue)'
  for test in "$@"; do grep -qF "Test $test passed after" "$log" || missing+=("$test"); done
  [ ${#missing[@]} -eq 0 ] && [ "$status" -eq 0 ] && return 0
  grep -E "error:|skipped|$failure" "$log" | head -20
  if grep -qE "$failure" "$log"; then
    echo "$name: FAILED: $why (above)"
    exit 1
  fi
  echo "$name: FAILED: $(( $# - ${#missing[@]} )) of $# tests passed; not run: ${missing[*]:-none} (swift test exited $status)"
  exit 2
}
