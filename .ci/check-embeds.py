#!/usr/bin/env python3
"""Checks that source code quoted in the docs is the code in the repository, byte for byte.

A page quotes a file by putting `<!-- embed: path/from/the/repository/root -->` on the line
before a fenced code block. This check fails, naming the page and the file, when the block and
the file differ, so the interview prompt can never drift from `Sources/Broken`.

Usage:
  check-embeds.py [ROOT]      check docs/**/*.md under ROOT (default: this repository)
  check-embeds.py --fix [ROOT]
                              rewrite each quoted block from its file
  check-embeds.py --self-test show that the check fails on a stale quote and passes on a fresh one
"""

import os
import re
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ left in .ci/
import doc_check_cli  # noqa: E402

EMBED = re.compile(r"<!-- embed: (\S+) -->\n(`{3,})(\w*)\n(.*?)^\2[ \t]*$", re.DOTALL | re.MULTILINE)


def pages(root):
    for folder, subfolders, names in os.walk(os.path.join(root, "docs")):
        subfolders.sort()
        yield from (os.path.join(folder, name) for name in sorted(names) if name.endswith(".md"))


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def check(root, fix=False, report=print):
    """Returns how many quoted blocks differ from their files (after fixing them, if asked)."""
    stale = quoted = 0
    for page in pages(root):
        text = read(page)

        def compare(match):
            nonlocal stale, quoted
            quoted += 1
            path, fence, language, block = match.groups()
            source = os.path.join(root, path)
            if not os.path.isfile(source):
                stale += 1
                report(f"{os.path.relpath(page, root)}: quotes {path}, which does not exist")
                return match.group(0)
            code = read(source)
            if not code.endswith("\n"):
                code += "\n"
            if block == code:
                return match.group(0)
            if not fix:
                stale += 1
                report(f"{os.path.relpath(page, root)}: the quote of {path} differs from the file "
                       f"(run: python3 .ci/check-embeds.py --fix)")
            return f"<!-- embed: {path} -->\n{fence}{language}\n{code}{fence}"

        updated = EMBED.sub(compare, text)
        if fix and updated != text:
            with open(page, "w", encoding="utf-8") as handle:
                handle.write(updated)
    report(f"check-embeds: {quoted} quoted files, {stale} differ")
    return stale


def self_test():
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "docs"))
        with open(os.path.join(root, "code.swift"), "w") as handle:
            handle.write("let answer = 42\n")
        page = os.path.join(root, "docs", "page.md")
        with open(page, "w") as handle:
            handle.write("<!-- embed: code.swift -->\n```swift\nlet answer = 41\n```\n")
        if check(root, report=lambda _: None) != 1:
            print("check-embeds self-test FAILED: a stale quote was not reported")
            return 1
        check(root, fix=True, report=lambda _: None)
        if check(root, report=lambda _: None) != 0 or "42" not in read(page):
            print("check-embeds self-test FAILED: a quote fixed from its file was still reported")
            return 1
    print("check-embeds self-test: a stale quote was caught, and passed once fixed")
    return 0


def main(arguments):
    fix = "--fix" in arguments
    rest = [argument for argument in arguments if argument != "--fix"]
    return doc_check_cli.run(rest, __doc__, self_test, lambda root: check(root, fix=fix))

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
