#!/usr/bin/env python3
"""Reads the output of `KATA_RED=1 swift test` and checks it is the red the kata promises:
in XCTest and in Swift Testing alike, exactly the sixteen defect cases fail, each with
messages that name its own defect, and nothing else fails. Exits 1 otherwise.

Usage: check-red-run.py LOG [--self-test]
"""
import re
import sys

ALL = set(range(1, 17))

def check(log: str) -> list[str]:
    problems = []

    # XCTest: "Test Case 'DefectXCTests.testDefect09_spinnerSpinsForever' failed (0.251 seconds)"
    failed_cases = re.findall(r"Test Case '([^']+)' failed", log)
    xc_defects = set()
    for case in failed_cases:
        m = re.fullmatch(r"DefectXCTests\.testDefect(\d\d)_\w+", case)
        if m:
            xc_defects.add(int(m.group(1)))
        else:
            problems.append(f"XCTest case failed that is not a defect case: {case}")
    # XCTest failure lines: "...: error: DefectXCTests.testDefect09_x : ... - Defect 9 — ..."
    for case, message in re.findall(r"error: (\S+) : (.*)", log):
        m = re.fullmatch(r"DefectXCTests\.testDefect(\d\d)_\w+", case)
        if m and f"Defect {int(m.group(1))} —" not in message:
            problems.append(f"XCTest failure in {case} does not name its defect: {message[:120]}")
    if "Executed" not in log:
        problems.append("XCTest printed no summary")

    # Swift Testing: '✘ Test "Defect 9 — the spinner spins forever" failed after ...'
    st_defects = set()
    for name in re.findall(r'✘ Test "?(.+?)"? failed after', log):
        m = re.fullmatch(r"Defect (\d+) — .*", name)
        if m:
            st_defects.add(int(m.group(1)))
        elif not name.startswith("run with"):
            problems.append(f"Swift Testing test failed that is not a defect case: {name}")
    # Each issue of a defect test carries a comment line '↳ Defect N — …' naming that defect.
    for number, comment in re.findall(r'✘ Test "Defect (\d+) — [^"]*" recorded an issue[^\n]*\n↳ ([^\n]*)', log):
        if not comment.startswith(f"Defect {number} —"):
            problems.append(f"Swift Testing issue in defect {number} does not name it: {comment[:120]}")
    if "Test run with" not in log:
        problems.append("Swift Testing printed no summary")

    for framework, seen in (("XCTest", xc_defects), ("Swift Testing", st_defects)):
        if seen != ALL:
            missing = sorted(ALL - seen)
            problems.append(f"{framework}: defects that did not fail: {missing}")
    if not problems:
        print(f"red run: XCTest failed {len(failed_cases)} cases (defects 1-16), "
              f"Swift Testing failed {len(st_defects)} cases (defects 1-16), no other failures")
    return problems

def self_test() -> None:
    """The checker must be able to fail: a log with a missing defect and a stray failure."""
    fake = "Test Case 'OtherTests.testX' failed (0.1 seconds)\nExecuted 1 test\nTest run with 1 test\n"
    problems = check(fake)
    assert any("not a defect case" in p for p in problems), problems
    assert any("did not fail" in p for p in problems), problems
    print("check-red-run self-test: a bad log is rejected")

if __name__ == "__main__":
    if "--self-test" in sys.argv:
        self_test()
        sys.exit(0)
    problems = check(open(sys.argv[1], encoding="utf-8", errors="replace").read())
    for problem in problems:
        print("red run:", problem)
    sys.exit(1 if problems else 0)
