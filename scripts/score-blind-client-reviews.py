#!/usr/bin/env python3
"""Scores the blind reviews of grade 5's two clients (Tests/KataTests/BlindClientReviews) the way
`kata check 43` and `kata check 44` score a learner's review, and compares each verdict with the
hand-written ground truth: precision (of the defects credited, how many the review really found,
with a reason) and recall (of those it really found, how many are credited), per client.

    python3 scripts/score-blind-client-reviews.py

Each review is put in the exercise's review.md for the run, and the file is put back after.
"""
import json, pathlib, re, shutil, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
folder = root / "Tests/KataTests/BlindClientReviews"
truth = json.loads((folder / "ground-truth.json").read_text())
exercises = {"blog": ("43", "Exercises/43-review-the-blog-client/review.md"),
             "actor": ("44", "Exercises/44-review-the-actor-client/review.md")}

failed = False
for client, data in truth["clients"].items():
    number, path = exercises[client]
    target = root / path
    kept = target.read_bytes()
    totals = {"tp": 0, "credited": 0, "found": 0, "wrong": 0}
    try:
        for review in data["reviews"]:
            shutil.copyfile(folder / review["file"], target)
            out = subprocess.run(["swift", "run", "-q", "--skip-build", "kata", "check", number],
                                 cwd=root, capture_output=True, text=True).stdout
            credited = {int(m.group(1)) for m in re.finditer(r"^\s+found\s+(\d+)\s", out, re.M)}
            labels = {int(k): v for k, v in review["defects"].items()}
            found = {n for n, v in labels.items() if v == "found"}
            wrong = sorted(n for n in credited if labels.get(n) == "wrong")
            totals["tp"] += len(credited & found); totals["credited"] += len(credited)
            totals["found"] += len(found); totals["wrong"] += len(wrong)
            green = "is green" in out
            print(f"{client:5} {review['file']:40} {'green' if green else 'red  '}  credited {len(credited):2}, truly found {len(found):2}, both {len(credited & found):2}"
                  + (f"; credited but not found: {sorted(credited - found)}" if credited - found else "")
                  + (f"; missed: {sorted(found - credited)}" if found - credited else "")
                  + (f"; CREDITED A WRONG CLAIM: {wrong}" if wrong else ""))
    finally:
        target.write_bytes(kept)
    precision = totals["tp"] / totals["credited"] if totals["credited"] else 1.0
    recall = totals["tp"] / totals["found"] if totals["found"] else 1.0
    print(f"{client}: precision {precision:.2f}, recall {recall:.2f} ({totals['tp']} right credits of {totals['credited']}, "
          f"{totals['found']} defects truly found; {totals['wrong']} credits for a wrong claim)")
