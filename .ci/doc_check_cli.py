"""The command line the doc checks share: `--help`, `--self-test`, or the folder to check
(the repository by default). A check returns how many problems it found; any is a failure."""

import os


def run(arguments, doc, self_test, check):
    if arguments[:1] == ["--self-test"]:
        return self_test()
    if arguments[:1] in (["-h"], ["--help"]):
        print(doc.strip())
        return 0
    root = arguments[0] if arguments else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    return 1 if check(os.path.abspath(root)) else 0
