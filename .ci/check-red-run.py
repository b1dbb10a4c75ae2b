#!/usr/bin/env python3
"""Checks the output of `KATA_RED=1 swift test` is the red the kata promises: in XCTest and in
Swift Testing alike, exactly the sixteen defect cases fail, every failure names its own defect,
nothing else fails, and each framework's closing line lists defects 1 to 16. Exits 1 otherwise.

Swift Testing's results are read from its xUnit file (`swift test --xunit-output PATH` writes
`PATH`'s stem plus `-swift-testing.xml`), a format made for tools. XCTest's are read from the
console: on Linux, SwiftPM writes XCTest's xUnit file only for `--parallel` runs (measured with
Swift 6.3.1), which would change how the suite runs. Without the xUnit file, Swift Testing's
console lines are read instead.

Usage: check-red-run.py LOG [--swift-testing-xunit XML]
       check-red-run.py --self-test
"""
import re
import sys
import xml.etree.ElementTree as ElementTree

sys.dont_write_bytecode = True
ALL = set(range(1, 17))
CLOSING = "16 defects, the real red: Fixed passes all; Broken fails defects " + ", ".join(map(str, range(1, 17)))


def xctest(log):
    """(failed defect numbers, problems), from the console."""
    problems, defects = [], set()
    for case in re.findall(r"Test Case '([^']+)' failed", log):
        m = re.fullmatch(r"DefectXCTests\.testDefect(\d\d)", case)
        if m:
            defects.add(int(m.group(1)))
        else:
            problems.append(f"XCTest case failed that is not a defect case: {case}")
    # "...: error: DefectXCTests.testDefect09_x : failed - Defect 9 — ..."
    for case, message in re.findall(r"error: (\S+) : (.*)", log):
        m = re.fullmatch(r"DefectXCTests\.testDefect(\d\d)", case)
        if m and f"Defect {int(m.group(1))} —" not in message:
            problems.append(f"XCTest failure in {case} does not name its defect: {message[:120]}")
    if "Executed" not in log:
        problems.append("XCTest printed no summary")
    return defects, problems


# The defect cases are one parameterized test, `DefectTests.defect(_:)`, one case per defect in
# `Defects.all`; the console names each issue's case by its argument, the defect's headline.
DEFECT_TEST = ("DefectTests.DefectTests", "defect(_:)")
ISSUE_IN_CASE = re.compile(r"✘ Test defect\(_:\) recorded an issue with 1 argument defect → Defect (\d+) — [^\n]*\n↳ ([^\n]*)")


def swift_testing_cases(log):
    """(defect numbers whose case recorded an issue, problems): each issue must name its case's defect."""
    problems, defects = [], set()
    for number, comment in ISSUE_IN_CASE.findall(log):
        defects.add(int(number))
        if not comment.startswith(f"Defect {number} —"):
            problems.append(f"Swift Testing issue in defect {number}'s case does not name it: {comment[:120]}")
    return defects, problems


def swift_testing_from_xunit(xml_text, log=""):
    """(failed defect numbers, problems), from Swift Testing's xUnit file, which has one test case
    for the parameterized test: the defects are read from its failures' messages, and each issue's
    own case from the console."""
    problems, defects = [], set()
    for case in ElementTree.fromstring(xml_text).iter("testcase"):
        failures = [f.get("message", "") for f in case.findall("failure")]
        if not failures:
            continue
        if (case.get("classname"), case.get("name")) != DEFECT_TEST:
            problems.append(f"Swift Testing test failed that is not a defect case: {case.get('classname')}.{case.get('name')}")
            continue
        for message in failures:
            m = re.match(r"Issue recorded \(error\): Defect (\d+) — ", message)
            if m:
                defects.add(int(m.group(1)))
            else:
                problems.append(f"Swift Testing failure in the defect cases names no defect: {message[:120]}")
    in_cases, found = swift_testing_cases(log)
    problems += found
    if in_cases != defects:
        problems.append(f"Swift Testing: the console's failing defect cases {sorted(in_cases)} are not the xUnit file's {sorted(defects)}")
    return defects, problems


def swift_testing_from_console(log):
    """(failed defect numbers, problems), from the console: the fallback."""
    problems, defects = [], set()
    for name in re.findall(r'✘ Test "?(.+?)"? failed after', log):
        if not name.startswith("run with") and not name.startswith("defect(_:) with "):
            problems.append(f"Swift Testing test failed that is not a defect case: {name}")
    defects, found = swift_testing_cases(log)
    problems += found
    if "Test run with" not in log:
        problems.append("Swift Testing printed no summary")
    return defects, problems


def check(log, xunit=None):
    problems = []
    xc_defects, found = xctest(log)
    problems += found
    st_defects, found = swift_testing_from_xunit(xunit, log) if xunit is not None else swift_testing_from_console(log)
    problems += found
    for framework, seen in (("XCTest", xc_defects), ("Swift Testing", st_defects)):
        if seen != ALL:
            problems.append(f"{framework}: defects that did not fail: {sorted(ALL - seen)}; that failed: {sorted(seen)}")
        if f"{framework} · {CLOSING}" not in log:
            problems.append(f"{framework} did not end with its closing line: '{framework} · {CLOSING}'")
    if not problems:
        source = "its xUnit file" if xunit is not None else "the console"
        print(f"red run: XCTest failed {len(xc_defects)} cases (defects 1-16), Swift Testing failed {len(st_defects)} "
              f"cases (defects 1-16, read from {source}), no other failures; both closing lines list defects 1 to 16")
    return problems


def self_test():
    """Both readers must be able to fail: a missing defect, a stray failure, a message naming another defect."""
    log = ("Test Case 'OtherTests.testX' failed (0.1 seconds)\nExecuted 1 test\nTest run with 1 test\n"
           "✘ Test \"other\" failed after 0.1 seconds\n"
           "✘ Test defect(_:) recorded an issue with 1 argument defect → Defect 2 — x at A.swift:1:1: Issue recorded\n↳ Defect 3 — y\n")
    for label, problems in (("console", check(log)), ("xUnit", check(log, (
            '<testsuites><testsuite><testcase classname="DefectTests.DefectTests" name="defect(_:)">'
            '<failure message="Issue recorded (error): Defect 3 — y"/><failure message="Issue recorded (error): no defect"/></testcase>'
            '<testcase classname="KataTests.X" name="other()"><failure message="boom"/></testcase></testsuite></testsuites>')))):
        for expected in ("not a defect case", "did not fail", "does not name it", "closing line"):
            assert any(expected in p for p in problems), (label, expected, problems)
    good = ('<testsuites><testsuite><testcase classname="DefectTests.DefectTests" name="defect(_:)">' + "".join(
        f'<failure message="Issue recorded (error): Defect {n} — z"/>' for n in ALL)
        + '</testcase><testcase classname="KataTests.X" name="fine()"/></testsuite></testsuites>')
    good_log = "".join(f"✘ Test defect(_:) recorded an issue with 1 argument defect → Defect {n} — t at A.swift:1:1: Issue recorded\n↳ Defect {n} — z\n" for n in ALL)
    assert swift_testing_from_xunit(good, good_log) == (ALL, []), swift_testing_from_xunit(good, good_log)
    print("check-red-run self-test: bad logs and xUnit files are rejected, a good xUnit file is read")


if __name__ == "__main__":
    if "--self-test" in sys.argv:
        self_test()
        sys.exit(0)
    arguments = sys.argv[1:]
    xunit_text = None
    if "--swift-testing-xunit" in arguments:
        index = arguments.index("--swift-testing-xunit")
        with open(arguments[index + 1], encoding="utf-8") as handle:
            xunit_text = handle.read()
        del arguments[index:index + 2]
    with open(arguments[0], encoding="utf-8", errors="replace") as handle:
        problems = check(handle.read(), xunit_text)
    for problem in problems:
        print("red run:", problem)
    sys.exit(1 if problems else 0)
