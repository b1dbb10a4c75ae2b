#!/usr/bin/env python3
"""Checks that every relative link in README.md and docs/**/*.md leads somewhere.

A link is `[text](path)`, `[text](path#anchor)`, `[text](#anchor)`, `![alt](path)`, a reference
definition `[label]: path`, or an HTML `href="..."` / `src="..."`. Links with a scheme (https:,
mailto:, ...) are left alone: this check is offline. For every other link:

- the file or folder must exist, with the exact spelling (the forge is case-sensitive even
  where the disk is not), and inside the repository (a link out of it breaks on the forge);
- an anchor on a Markdown file must name one of its headings, slugged the way GitHub does, or
  an explicit `id`/`name` anchor; an anchor on any other file is refused, because line anchors
  go stale with the first edit (cite code by file and symbol instead).

Links inside code blocks and code spans are text, not links, so they are skipped.

Usage:
  check-links.py [ROOT]     check ROOT (default: the repository this script lives in)
  check-links.py --self-test
                            show that the check fails on broken links and passes on good ones
"""

import os
import re
import sys
import tempfile
import urllib.parse

sys.dont_write_bytecode = True  # no __pycache__ left in .ci/
import doc_check_cli  # noqa: E402

INLINE_LINK = re.compile(
    r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]"  # [text], allowing one level of nested brackets
    r"\(\s*(<[^>]*>|[^\s)]+)"  # (target or (<target with spaces>
    r'(?:\s+(?:"[^"]*"|\'[^\']*\'))?\s*\)'  # an optional "title"
)
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)", re.MULTILINE)
HTML_LINK = re.compile(r"""\b(?:href|src)\s*=\s*["']([^"']+)["']""")
HTML_ANCHOR = re.compile(r"""<a\s[^>]*\b(?:id|name)\s*=\s*["']([^"']+)["']""")
HAS_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
ATX_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SETEXT_UNDERLINE = re.compile(r"^\s{0,3}(=+|-+)\s*$")
CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)


def prose_lines(text):
    """The lines of a Markdown file with fenced code blocks blanked out (line count kept)."""
    lines, fence = [], None
    for line in text.split("\n"):
        match = FENCE.match(line)
        if fence is None and match:
            fence = match.group(1)[0] * len(match.group(1))
            lines.append("")
        elif fence is not None:
            if match and match.group(1).startswith(fence):
                fence = None
            lines.append("")
        else:
            lines.append(line)
    return lines


def without_code_spans(text):
    return CODE_SPAN.sub(lambda m: " " * len(m.group(0)), text)


def github_slug(heading):
    """The anchor GitHub gives a heading: inline markup dropped, lower case, punctuation
    removed, each space a hyphen (runs of hyphens are kept, as GitHub keeps them)."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = re.sub(r"<[^>]+>", "", text)  # HTML tags go
    text = text.replace("`", "")
    text = text.strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in "-_ ")
    return text.replace(" ", "-")


def anchors_of(path):
    """Every anchor a Markdown file offers: one per heading (duplicates numbered), plus
    explicit HTML anchors."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    lines = prose_lines(text)
    headings = []
    for index, line in enumerate(lines):
        atx = ATX_HEADING.match(line)
        if atx:
            headings.append(atx.group(2))
            continue
        previous = lines[index - 1] if index > 0 else ""
        if (SETEXT_UNDERLINE.match(line) and previous.strip()
                and not ATX_HEADING.match(previous) and not previous.lstrip().startswith(("|", "-", "*", ">"))):
            headings.append(previous.strip())
    anchors, seen = set(), {}
    for heading in headings:
        slug = github_slug(heading)
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    anchors.update(HTML_ANCHOR.findall("\n".join(lines)))
    return anchors


def exists_exactly(root, relative):
    """Whether `relative` exists under `root` with exactly this spelling, letter case included."""
    here = root
    for part in [p for p in relative.split("/") if p not in ("", ".")]:
        if not os.path.isdir(here) or part not in os.listdir(here):
            return False
        here = os.path.join(here, part)
    return True


def links_in(path):
    """(line number, target) for every link in a Markdown file, code excluded."""
    with open(path, encoding="utf-8") as handle:
        lines = prose_lines(handle.read())
    found = []
    # Links may wrap across lines, so search the whole prose with code spans blanked out,
    # then turn each match's offset back into a line number.
    prose = without_code_spans("\n".join(lines))
    for pattern in (INLINE_LINK, REFERENCE_DEFINITION, HTML_LINK):
        for match in pattern.finditer(prose):
            target = match.group(1).strip("<>")
            found.append((prose.count("\n", 0, match.start()) + 1, target))
    return sorted(found)


def problem_with(root, source, target):
    """Why `target`, linked from the file `source`, does not resolve; None when it does."""
    if HAS_SCHEME.match(target):
        return None
    path_part, _, anchor = target.partition("#")
    path_part = urllib.parse.unquote(path_part)
    if path_part:
        resolved = os.path.normpath(os.path.join(os.path.dirname(source), path_part))
    else:
        resolved = source
    relative = os.path.relpath(resolved, root)
    if relative == ".." or relative.startswith("../") or os.path.isabs(path_part):
        return f"leads outside the repository ({relative}); it will not resolve on the forge"
    if not exists_exactly(root, relative):
        return f"no such file or folder: {relative}"
    if not anchor:
        return None
    if not resolved.endswith(".md") or os.path.isdir(resolved):
        return f"anchor #{anchor} on {relative}: only Markdown headings can be checked; cite code by file and symbol"
    if urllib.parse.unquote(anchor) not in anchors_of(resolved):
        return f"no heading in {relative} has the anchor #{anchor}"
    return None


def markdown_files(root):
    files = [os.path.join(root, "README.md")] if os.path.isfile(os.path.join(root, "README.md")) else []
    for folder, subfolders, names in os.walk(os.path.join(root, "docs")):
        subfolders.sort()
        files += [os.path.join(folder, name) for name in sorted(names) if name.endswith(".md")]
    return files


def check(root, report=print):
    """Checks every link under `root`; reports each broken one and returns how many there were."""
    root = os.path.abspath(root)
    files, checked, broken = markdown_files(root), 0, 0
    for source in files:
        for line, target in links_in(source):
            checked += 1
            problem = problem_with(root, source, target)
            if problem:
                broken += 1
                report(f"{os.path.relpath(source, root)}:{line}: broken link ({target}): {problem}")
    report(f"check-links: {checked} links in {len(files)} files, {broken} broken")
    return broken


SELF_TEST_PAGES = {
    "README.md": "# Top\n\nSee [the guide](docs/guide.md) and [its part](docs/guide.md#part-two-done).\n"
                 "And [a missing page](docs/missing.md).\n",
    "docs/guide.md": "# Guide\n\n## Part two: `done`\n\nBack to [the top](../README.md#top), "
                     "[a bad anchor](#part-three), [the code](../Sources/),\n"
                     "`[not a link](nowhere.md)` and [out of the repo](../../etc/passwd).\n\n"
                     "```\n[also not a link](nowhere.md)\n```\n",
    "Sources/.keep": "",
}
SELF_TEST_EXPECTED_BROKEN = {"docs/missing.md", "#part-three", "../../etc/passwd"}


def self_test():
    """Runs the check on a small made-up repository whose broken links are known in advance."""
    with tempfile.TemporaryDirectory() as root:
        for name, text in SELF_TEST_PAGES.items():
            os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
            with open(os.path.join(root, name), "w", encoding="utf-8") as handle:
                handle.write(text)
        lines = []
        broken = check(root, report=lines.append)
        named = {re.search(r"broken link \((.*?)\)", line).group(1) for line in lines if "broken link" in line}
        if named != SELF_TEST_EXPECTED_BROKEN or broken != len(SELF_TEST_EXPECTED_BROKEN):
            print("check-links self-test FAILED: expected exactly these broken links:",
                  sorted(SELF_TEST_EXPECTED_BROKEN), "but the check reported:", *lines, sep="\n  ")
            return 1
        # The same repository with the broken links repaired must pass.
        for name in ("docs/missing.md",):
            with open(os.path.join(root, name), "w", encoding="utf-8") as handle:
                handle.write("# Missing no more\n")
        with open(os.path.join(root, "docs/guide.md"), "w", encoding="utf-8") as handle:
            handle.write(SELF_TEST_PAGES["docs/guide.md"]
                         .replace("#part-three", "#part-two-done").replace("../../etc/passwd", "../README.md"))
        repaired = []
        if check(root, report=repaired.append) != 0:
            print("check-links self-test FAILED: a repository with only good links was reported broken:",
                  *repaired, sep="\n  ")
            return 1
    print(f"check-links self-test: the {len(SELF_TEST_EXPECTED_BROKEN)} planted broken links were caught, "
          "and none once they were repaired")
    return 0


def main(arguments):
    return doc_check_cli.run(arguments, __doc__, self_test, check)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
