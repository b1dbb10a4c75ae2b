#!/usr/bin/env python3
"""Checks that source code quoted in the docs is the code in the repository.

Two kinds of quote, in docs/**/*.md:

- A whole file: `<!-- embed: path/from/the/repository/root -->` on the line before a fenced code
  block. The block must be the file, byte for byte (`--fix` rewrites it from the file). This keeps
  the interview prompt from drifting away from `Sources/Broken`.
- A fragment: a fenced code block whose introducing paragraph (the prose right before it) names a
  file under `Sources/` in backticks, as the defect pages do:
  "`Sources/Fixed/Profile/ProfileViewController.swift`, `ProfileViewController.viewDidLoad()`:".
  The block must occur in that file as consecutive lines, after leading whitespace is normalised
  consistently: the block as a whole may sit deeper in the file, but every line must keep its
  indentation relative to the others (trailing whitespace is ignored). A later block in the same
  section whose paragraph names no file ("and in `APIClient.searchUsers(query:completion:)`:", or
  no paragraph at all) quotes the same file. A paragraph that names only a path outside `Sources/`,
  or links to a file without naming it in backticks, introduces an example, which is not checked.
  Blocks in `text`, `sh`, `console`, `mermaid` or `diff` are output or pictures, not quotes.

A quote that differs is reported with its page, its line and the file.

Usage:
  check-embeds.py [ROOT]      check docs/**/*.md under ROOT (default: this repository)
  check-embeds.py --fix [ROOT]
                              rewrite each whole-file quote from its file (fragments are fixed by hand)
  check-embeds.py --self-test show that the check fails on stale quotes and passes on fresh ones
"""

import os
import re
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ left in .ci/
import doc_check_cli  # noqa: E402

EMBED = re.compile(r"<!-- embed: (\S+) -->\n(`{3,})(\w*)\n(.*?)^\2[ \t]*$", re.DOTALL | re.MULTILINE)
FENCE = re.compile(r"^(`{3,}|~{3,})\s*([\w+-]*)\s*$")
HEADING = re.compile(r"^#{1,6}\s")
# A path in backticks that starts at a top-level folder and names a file (it has an extension).
CITED_PATH = re.compile(r"`((?:Sources|Tests|Exercises|Solutions|docs|scripts|\.ci)/[^`\s]*\.\w+)`")
NOT_CODE = {"text", "sh", "console", "mermaid", "diff"}


def pages(root):
    for folder, subfolders, names in os.walk(os.path.join(root, "docs")):
        subfolders.sort()
        yield from (os.path.join(folder, name) for name in sorted(names) if name.endswith(".md"))


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def check_embeds(root, page, text, fix, report):
    """Whole-file quotes. Returns (the page's text, fixed if asked; quoted; stale)."""
    stale = quoted = 0

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

    return EMBED.sub(compare, text), quoted, stale


def fenced_blocks(text):
    """Yields (line number of the opening fence, language, the block's lines, the paragraph
    before it, whether a heading came since the previous block, whether it is a whole-file embed)."""
    lines = text.split("\n")
    paragraph, current, heading_seen, index = [], [], False, 0
    while index < len(lines):
        line = lines[index]
        opening = FENCE.match(line)
        if opening:
            fence, language = opening.groups()
            end = index + 1
            while end < len(lines) and not re.match(rf"^{re.escape(fence)}\s*$", lines[end]):
                end += 1
            intro = current or paragraph
            embedded = bool(intro) and intro[-1].startswith("<!-- embed:")
            yield index + 1, language, lines[index + 1:end], " ".join(intro), heading_seen, embedded
            paragraph, current, heading_seen, index = [], [], False, end + 1
            continue
        if HEADING.match(line):
            paragraph, current, heading_seen = [], [], True
        elif not line.strip():
            if current:
                paragraph, current = current, []
        else:
            current.append(line.strip())
        index += 1


def normalised(block):
    """The block's lines without trailing whitespace and without the indentation all share."""
    lines = [line.rstrip() for line in block]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    indents = [len(line) - len(line.lstrip()) for line in lines if line]
    common = min(indents, default=0)
    return [line[common:] for line in lines]


def occurs_in(block, code):
    """Whether the normalised block occurs in code as consecutive lines, all at one extra indentation."""
    wanted = normalised(block)
    if not wanted:
        return True
    lines = [line.rstrip() for line in code.split("\n")]
    first = wanted[0]
    for start in range(len(lines) - len(wanted) + 1):
        candidate = lines[start]
        if not candidate.endswith(first):
            continue
        indent = candidate[:len(candidate) - len(first)]
        if indent.strip():
            continue
        if all((lines[start + offset] == indent + line) if line else not lines[start + offset]
               for offset, line in enumerate(wanted)):
            return True
    return False


def check_fragments(root, page, text, report):
    """Fragments of files under Sources/. Returns (quoted, stale)."""
    quoted = stale = 0
    source = None
    for line, language, block, intro, heading_seen, embedded in fenced_blocks(text):
        if heading_seen:
            source = None
        cited = CITED_PATH.findall(intro)
        if embedded or language in NOT_CODE:
            source = None
            continue
        if cited:
            named = [path for path in cited if path.startswith("Sources/")]
            source = named[0] if named else None
        if source is None:
            continue
        quoted += 1
        where = f"{os.path.relpath(page, root)}:{line}"
        path = os.path.join(root, source)
        if not os.path.isfile(path):
            stale += 1
            report(f"{where}: the block quotes {source}, which does not exist")
        elif not occurs_in(block, read(path)):
            stale += 1
            report(f"{where}: the block does not occur in {source} (quoted code must be the file's own lines)")
    return quoted, stale


def check(root, fix=False, report=print):
    """Returns how many quotes differ from their files (after fixing whole-file quotes, if asked)."""
    stale = embeds = fragments = 0
    for page in pages(root):
        text = read(page)
        updated, quoted, differ = check_embeds(root, page, text, fix, report)
        embeds += quoted
        stale += differ
        if fix and updated != text:
            with open(page, "w", encoding="utf-8") as handle:
                handle.write(updated)
        quoted, differ = check_fragments(root, page, updated, report)
        fragments += quoted
        stale += differ
    report(f"check-embeds: {embeds} quoted files and {fragments} quoted fragments of Sources/, {stale} differ")
    return stale


def self_test():
    """Plants fresh and stale quotes of both kinds in a scratch folder; each must be judged right."""
    code = ("import Foundation\n\n"
            "final class Client {\n"
            "    func load() {\n"
            "        let answer = 42\n"
            "        print(answer)\n"
            "    }\n"
            "}\n")
    intro = "`Sources/Thing/Client.swift`, `Client.load()`:\n\n"
    cases = [
        ("a whole-file quote that matches", f"<!-- embed: Sources/Thing/Client.swift -->\n```swift\n{code}```\n", 0),
        ("a stale whole-file quote", "<!-- embed: Sources/Thing/Client.swift -->\n```swift\nlet answer = 41\n```\n", 1),
        ("a fragment at another indentation", intro + "```swift\nlet answer = 42\nprint(answer)\n```\n", 0),
        ("a fragment that keeps its relative indentation",
         intro + "```swift\n  func load() {\n      let answer = 42\n```\n", 0),
        ("a stale fragment", intro + "```swift\nlet answer = 41\n```\n", 1),
        ("a fragment whose lines are not consecutive in the file", intro + "```swift\nlet answer = 42\n}\n```\n", 1),
        ("a fragment with a wrong relative indentation",
         intro + "```swift\nfunc load() {\nlet answer = 42\n```\n", 1),
        ("a fragment of a file that does not exist",
         "`Sources/Thing/Gone.swift`, `Gone`:\n\n```swift\nlet answer = 42\n```\n", 1),
        ("a stale second block, quoting the same file without naming it",
         intro + "```swift\nlet answer = 42\n```\n\nand then:\n\n```swift\nprint(question)\n```\n", 1),
        ("a block after a heading, with no file named (an example)",
         intro + "```swift\nlet answer = 42\n```\n\n## Example\n\n```swift\nlet mine = 7\n```\n", 0),
        ("a block introduced by a link, not a backticked path (an example)",
         "Its seam is [`Client`](../Sources/Thing/Client.swift):\n\n```swift\nlet mine = 7\n```\n", 0),
        ("output introduced by a file", intro + "```text\nsomething it printed\n```\n", 0),
    ]
    failures = []
    for name, page_text, expected in cases:
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "docs"))
            os.makedirs(os.path.join(root, "Sources", "Thing"))
            with open(os.path.join(root, "Sources", "Thing", "Client.swift"), "w") as handle:
                handle.write(code)
            with open(os.path.join(root, "docs", "page.md"), "w") as handle:
                handle.write(page_text)
            found = check(root, report=lambda _: None)
            if found != expected:
                failures.append(f"{name}: {found} reported, {expected} expected")
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "docs"))
        with open(os.path.join(root, "code.swift"), "w") as handle:
            handle.write("let answer = 42\n")
        page = os.path.join(root, "docs", "page.md")
        with open(page, "w") as handle:
            handle.write("<!-- embed: code.swift -->\n```swift\nlet answer = 41\n```\n")
        check(root, fix=True, report=lambda _: None)
        if check(root, report=lambda _: None) != 0 or "42" not in read(page):
            failures.append("--fix: a whole-file quote fixed from its file was still reported")
    if failures:
        print("check-embeds self-test FAILED:\n  " + "\n  ".join(failures))
        return 1
    print(f"check-embeds self-test: {len(cases) + 1} cases judged right "
          "(stale whole files and fragments caught, fresh ones and examples passed)")
    return 0


def main(arguments):
    fix = "--fix" in arguments
    rest = [argument for argument in arguments if argument != "--fix"]
    return doc_check_cli.run(rest, __doc__, self_test, lambda root: check(root, fix=fix))

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
