#!/usr/bin/env python3
"""How far two people agree on the blind client reviews, and how the review scorer reads beside
them. Each set under Tests/KataTests/BlindClientReviews that has a `second-labels.json` was
labelled twice, by two people who never saw each other's labels (nor the scorer): its writer
(`ground-truth.json`) and a second labeller who read only the eight reviews and the two pages'
code and defect sections.

    python3 scripts/labeller-agreement.py [held-out-22 ...]     (default: every set with second labels)

For each client it prints, pooled over the sets:
  - the second labeller read as if it were the scorer, against the first: precision (of the
    defects B says found, how many A says found), recall, how many of B's "found" A labels wrong,
    and how often the two agree on a review's verdict;
  - the scorer (`kata check`, run once per review) against A, against B, and against the items
    both label alike ("agreed"): an item one says found and the other not is left out of the
    agreed figures, as is a verdict they disagree on.
A review should be green when its labeller has it find at least as many defects as the exercise's
pass asks, and quote no false claim. Needs `swift build` first. Exits 0; it measures, it does not
judge.
"""
import json, pathlib, re, shutil, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
reviews = root / "Tests/KataTests/BlindClientReviews"
exercises = {"blog": ("43", "Exercises/43-review-the-blog-client"), "actor": ("44", "Exercises/44-review-the-actor-client")}
metadata = json.loads((root / "Exercises/exercises.json").read_text())
needed = {client: int(re.match(r"at least (\d+) of", next(e for e in metadata["exercises"] if e["name"] == pathlib.Path(path).name)["review"]["pass"]).group(1))
          for client, (_, path) in exercises.items()}
names = sys.argv[1:] or sorted((f.parent.name for f in reviews.glob("held-out*/second-labels.json")), key=lambda n: int(n.rpartition("-")[2]))


def scored(client, text):
    """What `kata check` credits (defect numbers), whether it reports a false claim, and green."""
    number, exercise = exercises[client]
    (root / exercise / "review.md").write_text(text)
    run = subprocess.run(["swift", "run", "-q", "--skip-build", "kata", "check", number], cwd=root, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"kata check {number} failed: {run.stderr.strip()}")
    credited = {int(m.group(1)) for m in re.finditer(r"^\s+found\s+(\d+)\s", run.stdout, re.M)}
    return credited, bool(re.search(r"^\s+wrong\s", run.stdout, re.M)), run.returncode == 0


def labels(review):
    return {int(k): v for k, v in review["defects"].items()}


def green(client, review):
    return sum(v == "found" for v in labels(review).values()) >= needed[client] and not review["wrongClaims"]


class Tally:
    def __init__(self): self.tp = self.said = self.truth = self.wrong = self.verdicts = self.same = 0
    def add(self, said, truth, wrong, verdict_said, verdict_truth, counted=True):
        self.tp += len(said & truth); self.said += len(said); self.truth += len(truth); self.wrong += len(said & wrong)
        if counted:
            self.verdicts += 1; self.same += verdict_said == verdict_truth
    def line(self):
        p = self.tp / self.said if self.said else 1.0
        r = self.tp / self.truth if self.truth else 1.0
        return f"P {p:.2f} ({self.tp}/{self.said}), R {r:.2f} ({self.tp}/{self.truth}), {self.wrong} credited that the other labels wrong, verdicts {self.same} of {self.verdicts}"


kept = {client: (root / path / "review.md").read_bytes() for client, (_, path) in exercises.items()}
progress = root / ".kata-progress"
kept_progress = progress.read_bytes() if progress.exists() else None
tallies = {client: {k: Tally() for k in ("B vs A", "A vs B", "scorer vs A", "scorer vs B", "scorer vs agreed")} for client in exercises}
disputed = {client: [0, 0] for client in exercises}  # items in dispute, items either says found
try:
    for name in names:
        first = json.loads((reviews / name / "ground-truth.json").read_text())["clients"]
        second = json.loads((reviews / name / "second-labels.json").read_text())["clients"]
        for client in exercises:
            b_reviews = {r["file"]: r for r in second[client]["reviews"]}
            for a in first[client]["reviews"]:
                b = b_reviews[a["file"]]
                la, lb = labels(a), labels(b)
                fa = {n for n, v in la.items() if v == "found"}; fb = {n for n, v in lb.items() if v == "found"}
                wa = {n for n, v in la.items() if v == "wrong"}; wb = {n for n, v in lb.items() if v == "wrong"}
                ga, gb = green(client, a), green(client, b)
                credited, _, is_green = scored(client, (reviews / name / a["file"]).read_text())
                t = tallies[client]
                t["B vs A"].add(fb, fa, wa, gb, ga)
                t["A vs B"].add(fa, fb, wb, ga, gb)
                t["scorer vs A"].add(credited, fa, wa, is_green, ga)
                t["scorer vs B"].add(credited, fb, wb, is_green, gb)
                split = fa ^ fb
                disputed[client][0] += len(split); disputed[client][1] += len(fa | fb)
                t["scorer vs agreed"].add(credited - split, fa & fb, wa & wb, is_green, ga, counted=ga == gb)
finally:
    for client, (_, path) in exercises.items():
        (root / path / "review.md").write_bytes(kept[client])
    if kept_progress is None:
        progress.unlink(missing_ok=True)
    else:
        progress.write_bytes(kept_progress)

print(f"sets: {', '.join(names)} ({8 * len(names)} reviews, each labelled by two people)")
for client in exercises:
    print(f"\n{client}: {disputed[client][0]} of the {disputed[client][1]} defects either labeller says found are found by one only")
    for what, tally in tallies[client].items():
        print(f"  {what:17} {tally.line()}")
