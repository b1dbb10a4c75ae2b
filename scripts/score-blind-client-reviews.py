#!/usr/bin/env python3
"""Scores the blind reviews of grade 5's two clients (Tests/KataTests/BlindClientReviews) the way
`kata check 43` and `kata check 44` score a learner's review, and compares each verdict with the
hand-written ground truth: precision (of the defects credited, how many the review really found,
with a reason) and recall (of those it really found, how many are credited), per client; the
credits for a defect the review got wrong; and each review's verdict, green or red, against the
one ground truth expects.

    python3 scripts/score-blind-client-reviews.py [tuning|held-out|held-out-2|...|held-out-19]

`tuning` (the default) is the first set the signals were tuned on: {blog,actor}/*.md with
ground-truth.json. `held-out` is held-out/{blog,actor}/*.md with held-out/ground-truth.json (same
schema), and `held-out-2` to `held-out-N` likewise, each another writer's eight: each written blind,
scored once, then tuned on (the folder's README says which are the blind sets now). Needs `swift build` first.

A review should be green when ground truth has it find at least as many defects as the
exercise's pass asks, and quotes no wrong claim. Each review is put in the exercise's review.md
for the run, and the file is put back after. Exits 1 when a review's verdict is not the expected
one or a wrong claim is credited.
"""
import json, pathlib, re, sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "lib"))
import review_check
from review_check import root

reviews = root / "Tests/KataTests/BlindClientReviews"
sets = {"tuning": reviews} | {folder.name: folder for folder in sorted(reviews.glob("held-out*"), key=lambda f: int(f.name.partition("held-out-")[2] or 1))}
name = sys.argv[1] if len(sys.argv) > 1 else "tuning"
if name not in sets or len(sys.argv) > 2:
    sys.exit(f"usage: {sys.argv[0]} [{'|'.join(sets)}]")
folder = sets[name]
if not (folder / "ground-truth.json").exists():
    sys.exit(f"no {folder.relative_to(root)}/ground-truth.json: the {name} set is not there yet")
truth = json.loads((folder / "ground-truth.json").read_text())


def sentence(quote, text):
    """The sentence of `text` that holds `quote`, on one line, without Markdown's list marks."""
    flat = " ".join(re.sub(r"^\s*([-*+]|[0-9]+[.)]) ", "", line) for line in text.splitlines())
    flat = " ".join(flat.split())
    at = flat.find(" ".join(quote.split()))
    if at < 0:
        sys.exit(f"not in its review: {quote}")
    starts = [m.end() for m in re.finditer(r"[.!?] (?=\S)", flat[:at])]
    end = re.search(r"[.!?;](?= |$)", flat[at + len(quote):])
    return flat[starts[-1] if starts else 0:at + len(quote) + (end.end() if end else len(flat))]


failed = False
print(f"set: {name} ({folder.relative_to(root)})")
for client, data in truth["clients"].items():
    need = review_check.needed(client)
    totals = {"tp": 0, "credited": 0, "found": 0, "wrong": 0, "verdicts": 0, "right verdicts": 0, "claims": 0, "caught": 0}
    with review_check.learners_files_kept():
        for review in data["reviews"]:
            text = (folder / review["file"]).read_text()
            run = review_check.check(client, text)
            out = run.stdout
            credited = review_check.credited(out)
            refused = len(re.findall(r"^\s+wrong\s", out, re.M))
            labels = {int(k): v for k, v in review["defects"].items()}
            found = {n for n, v in labels.items() if v == "found"}
            wrong = sorted(n for n in credited if labels.get(n) == "wrong")
            totals["tp"] += len(credited & found); totals["credited"] += len(credited)
            totals["found"] += len(found); totals["wrong"] += len(wrong)
            green = run.returncode == 0  # not "is green" in the text: "until it is green again" is red
            # Each false claim of ground truth, scored alone, or else in its sentence: the whole
            # review reports only the first misreading a passage states, so this says whether
            # every one is caught; and praise is wrong only in the sentence that praises ("Credit
            # where due: ... the error keeps the body").
            caught, uncaught = 0, []
            for quote in review["wrongClaims"]:
                hit = False
                for alone in (quote, sentence(quote, text)):
                    hit = hit or review_check.reports_wrong(review_check.check(client, alone + "\n").stdout)
                    if hit:
                        break
                caught += hit
                if not hit:
                    uncaught.append(" ".join(quote.split()))
            totals["claims"] += len(review["wrongClaims"]); totals["caught"] += caught
            failed |= caught < len(review["wrongClaims"])
            expected = len(found) >= need and not review["wrongClaims"]
            totals["verdicts"] += 1; totals["right verdicts"] += green == expected
            failed |= green != expected or bool(wrong)
            print(f"{client:5} {review['file']:40} {'green' if green else 'red  '} (should be {'green' if expected else 'red'}"
                  f"{'' if green == expected else ': WRONG VERDICT'})  credited {len(credited):2}, truly found {len(found):2}, both {len(credited & found):2}"
                  f"; {refused} wrong claim{'' if refused == 1 else 's'} reported; of ground truth's {len(review['wrongClaims'])}, {caught} caught"
                  + (f"; credited but not found: {sorted(credited - found)}" if credited - found else "")
                  + (f"; missed: {sorted(found - credited)}" if found - credited else "")
                  + (f"; CREDITED A WRONG CLAIM: {wrong}" if wrong else ""))
            for quote in uncaught:
                print(f"      not caught: {quote}")
    precision = totals["tp"] / totals["credited"] if totals["credited"] else 1.0
    recall = totals["tp"] / totals["found"] if totals["found"] else 1.0
    print(f"{client}: precision {precision:.2f}, recall {recall:.2f} ({totals['tp']} right credits of {totals['credited']}, "
          f"{totals['found']} defects truly found); {totals['wrong']} credits for a wrong claim; "
          f"{totals['caught']} of ground truth's {totals['claims']} wrong claims caught; "
          f"{totals['right verdicts']} of {totals['verdicts']} verdicts as expected (green needs {need} found and no wrong claim)")
sys.exit(1 if failed else 0)
