#!/usr/bin/env python3
"""Scores the blind reviews (Tests/KataTests/BlindReviews) with `kata interview score` and compares
each verdict with the hand-written ground truth: precision (of the defects the scorer credits,
how many the review really found, with a reason) and recall (of the defects the review really
found, how many the scorer credits), for the tuning set and the held-out set apart.

    python3 scripts/score-blind-reviews.py [--build]

Credit for a defect the review got wrong ("wrong") is the worst error: it is counted, and named.
"""
import json, pathlib, re, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
folder = root / "Tests/KataTests/BlindReviews"
truth = json.loads((folder / "ground-truth.json").read_text())
command = ["swift", "run", "-q"] + ([] if "--build" in sys.argv else ["--skip-build"]) + ["kata", "interview", "score"]

totals = {}
for review in truth["reviews"]:
    out = subprocess.run(command + [str(folder / review["file"])], cwd=root, capture_output=True, text=True).stdout
    credited = {int(m.group(1)) for m in re.finditer(r"^  found\s+(\d+)\s", out, re.M)}
    labels = {int(k): v for k, v in review["defects"].items()}
    found = {n for n, v in labels.items() if v == "found"}
    wrong = sorted(n for n in credited if labels.get(n) == "wrong")
    t = totals.setdefault(review["set"], {"tp": 0, "credited": 0, "found": 0, "wrong": 0})
    t["tp"] += len(credited & found); t["credited"] += len(credited); t["found"] += len(found); t["wrong"] += len(wrong)
    extra = sorted(credited - found)
    missed = sorted(found - credited)
    print(f"{review['file']:32} {review['set']:8}  credited {len(credited):2}, truly found {len(found):2}, both {len(credited & found):2}"
          + (f"; credited but not found: {extra}" if extra else "") + (f"; missed: {missed}" if missed else "")
          + (f"; CREDITED A WRONG CLAIM: {wrong}" if wrong else ""))

for name, t in sorted(totals.items()):
    precision = t["tp"] / t["credited"] if t["credited"] else 1.0
    recall = t["tp"] / t["found"] if t["found"] else 1.0
    print(f"{name}: precision {precision:.2f}, recall {recall:.2f} ({t['tp']} right credits of {t['credited']}, "
          f"{t['found']} defects truly found; {t['wrong']} credits for a wrong claim)")
