#!/usr/bin/env python3
"""Checks that every red-run message the docs quote is one the defect scenarios really print.

The pages show what a learner sees in the red run: lines `Defect N — …` in a fenced `text` block,
or an inline code span that starts with `Defect N — `. Those messages are written once, in the
scenarios (`Sources/DefectScenarios/Scenarios/`); the docs copy them from a run, never by hand.
This check reads the output of `KATA_RED=1 swift test` and fails, naming the page, the line and
the message, when a quoted message is not in it.

A quote must be a whole message as the run prints it: the text from `Defect N — ` to the end of
the log line, with or without the tag the run appends to it (` [Broken]`,
` [Broken; the child was killed by signal 4 (SIGILL)]`), or a test's name as Swift Testing prints
it in quotes. A shortened quote is as stale as a mistyped one.

Usage:
  check-red-quotes.py LOG [ROOT]   check README.md and docs/**/*.md under ROOT (default: this
                                   repository) against LOG, the output of KATA_RED=1 swift test
  check-red-quotes.py --self-test  show that stale quotes are caught and true ones pass
"""

import os
import re
import sys
import tempfile

MESSAGE_START = re.compile(r"Defect \d+ — ")
QUOTED_LINE = re.compile(r"^\s*(Defect \d+ — .*?)\s*$")
FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)\s*$")
CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(Defect \d+ — .+?)(?<!`)\1(?!`)")
TAG = re.compile(r" \[[^\[\]]*\]$")


def messages_in(log):
    """Every message the run printed, in each form a page may quote it."""
    found = set()
    for line in log.splitlines():
        line = line.rstrip()
        for start in MESSAGE_START.finditer(line):
            message = line[start.start():]
            found.add(message)
            found.add(TAG.sub("", message))
            if start.start() > 0 and line[start.start() - 1] == '"':  # a test's name: "Defect 9 — …"
                found.add(message.split('"', 1)[0])
    return found


def pages(root):
    readme = os.path.join(root, "README.md")
    if os.path.isfile(readme):
        yield readme
    for folder, subfolders, names in os.walk(os.path.join(root, "docs")):
        subfolders.sort()
        yield from (os.path.join(folder, name) for name in sorted(names) if name.endswith(".md"))


def quotes_in(text):
    """(line number, message) for each red-run message a page quotes."""
    fence = language = None
    for number, line in enumerate(text.split("\n"), start=1):
        opening = FENCE.match(line)
        if fence is None and opening:
            fence, language = opening.group(1), opening.group(2)
            continue
        if fence is not None:
            if re.match(rf"^\s{{0,3}}{re.escape(fence)}\s*$", line):
                fence = None
            elif language == "text":
                quoted = QUOTED_LINE.match(line)
                if quoted:
                    yield number, quoted.group(1)
            continue
        for span in CODE_SPAN.finditer(line):
            yield number, span.group(2).strip()


def check(log, root, report=print):
    """Returns how many problems it found: quotes not in the log, or no quotes at all."""
    printed = messages_in(log)
    quoted = stale = 0
    for page in pages(root):
        with open(page, encoding="utf-8") as handle:
            text = handle.read()
        for number, message in quotes_in(text):
            quoted += 1
            if message not in printed:
                stale += 1
                report(f"{os.path.relpath(page, root)}:{number}: the red run never printed this message "
                       f"(copy it from `KATA_RED=1 swift test`):\n    {message}")
    if quoted == 0:
        report("check-red-quotes: the docs quote no red-run message at all; has the way they quote changed?")
        return 1
    report(f"check-red-quotes: {quoted} quoted red-run messages, {stale} not printed by the run")
    return stale


def self_test():
    log = "\n".join([
        "Test Case 'DefectXCTests.testDefect09_spinnerSpinsForever' started",
        "/x/DefectTestCase.swift:30: error: DefectXCTests.testDefect09_spinnerSpinsForever : "
        "XCTAssertTrue failed - Defect 9 — the spinner spins forever: completion was not called within 0.25 s [Broken]",
        '✘ Test "Defect 1 — search crashes the app" recorded an issue at Verify.swift:44:24: Expectation failed',
        "↳ Defect 1 — search crashes the app: `try!` trapped [Broken; the child was killed by signal 4 (SIGILL)]",
    ])
    cases = [
        ("a message as printed", "```text\nDefect 9 — the spinner spins forever: completion was not called within 0.25 s\n```\n", 0),
        ("a message with its tag", "```text\nDefect 9 — the spinner spins forever: completion was not called within 0.25 s [Broken]\n```\n", 0),
        ("a message with backticks, and the child's tag",
         "```text\nDefect 1 — search crashes the app: `try!` trapped [Broken; the child was killed by signal 4 (SIGILL)]\n```\n", 0),
        ("a test's name in a code span", "The test `Defect 1 — search crashes the app` fails.\n", 0),
        ("a message typed by hand", "```text\nDefect 9 — the spinner spins forever: completion was never called within 1 s\n```\n", 1),
        ("a shortened message", "```text\nDefect 9 — the spinner spins forever: completion was not called\n```\n", 1),
        ("a message the run no longer prints", "```text\nDefect 4 — the UI is updated off the main thread: 2 writes off main\n```\n", 1),
        ("a stale message in a code span", "For example `Defect 9 — the spinner spins forever: never called`.\n", 1),
        ("a wrong number", "```text\nDefect 8 — the spinner spins forever: completion was not called within 0.25 s\n```\n", 1),
        ("a page that quotes nothing", "No quotes here; `Defect 9` is only mentioned.\n", 1),
        ("a message in a Swift block is code, not a quote",
         "```swift\nDefect 9 — made up\n```\n\n```text\nDefect 1 — search crashes the app: `try!` trapped\n```\n", 0),
    ]
    failures = []
    for name, page_text, expected in cases:
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "docs"))
            with open(os.path.join(root, "docs", "page.md"), "w", encoding="utf-8") as handle:
                handle.write(page_text)
            found = check(log, root, report=lambda _: None)
            if found != expected:
                failures.append(f"{name}: {found} reported, {expected} expected")
    if failures:
        print("check-red-quotes self-test FAILED:\n  " + "\n  ".join(failures))
        return 1
    print(f"check-red-quotes self-test: {len(cases)} cases judged right (stale quotes caught, true ones passed)")
    return 0


def main(arguments):
    if arguments[:1] == ["--self-test"]:
        return self_test()
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if arguments else 2
    with open(arguments[0], encoding="utf-8", errors="replace") as handle:
        log = handle.read()
    root = arguments[1] if len(arguments) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    return 1 if check(log, os.path.abspath(root)) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
