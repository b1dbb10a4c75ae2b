#!/usr/bin/env bash
# Re-measures what Linux's URLSession (libcurl) does with a write sent on a kept-alive connection
# the server has just closed: it sends the write again by itself, with its headers and no body,
# and the call waits out its timeout. docs/production.md's idempotency section rests on it.
#
#   bash scripts/measure-stale-connection.sh
#
# It runs StaleConnectionTests (Tests/IntegrationTests/StaleConnectionTests.swift) with
# KATA_MEASURE_STALE_CONNECTION=1, which enables its one measurement, a real 1 s wait, that the
# default `swift test` skips; the suite's other test, Production's transport, runs either way.
#
# Exit status: 0 when the measurement ran and found what the docs say; 1 when it differs; 2 when
# it did not run. Elsewhere than Linux there is nothing to measure (the test is Linux's only), and
# it exits 0 saying so.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/measure.sh

measurement="onLinuxAPlainSessionSendsTheWriteAgainWithoutItsBodyAndWaitsOutTheTimeout()"
[ "$(uname -s)" = Linux ] || { echo "measure-stale-connection: libcurl's copy is Linux's; nothing to measure here"; exit 0; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "measure-stale-connection: building and running StaleConnectionTests (a real 1 s wait after the build)"
KATA_MEASURE_STALE_CONNECTION=1 swift test --filter StaleConnectionTests > "$log" 2>&1
status=$?

exit_unless_passed measure-stale-connection "libcurl no longer does what docs/production.md says" "$measurement"
echo "measure-stale-connection: libcurl sent the write again without its body and waited out the timeout, as documented ($(swift --version 2>&1 | head -1))"
