#!/usr/bin/env python3
"""How far two people agree on the blind client reviews, and how the review scorer reads beside
them. Each set under Tests/KataTests/BlindClientReviews that has a `second-labels.json` was
labelled twice, by two people who never saw each other's labels (nor the scorer): its writer
(`ground-truth.json`) and a second labeller who read only the eight reviews and the two pages'
code and defect sections.

    python3 scripts/labeller-agreement.py [--scorer-at REV] [held-out-22 ...]
        (default: every set with second labels; --scorer-at scores with the scorer as committed
        at REV, built in a throwaway worktree: a set's blind score is its round's scorer's)

For each client it prints, pooled over the sets:
  - the second labeller read as if it were the scorer, against the first: precision (of the
    defects B says found, how many A says found), recall, how many of B's "found" A labels wrong,
    and how often the two agree on a review's verdict;
  - the scorer (`kata check`, run once per review) against A, against B, and against the items
    both label alike ("agreed"): an item one says found and the other not is left out of the
    agreed figures, as is a verdict they disagree on.
  - per review, the false claims: of the reviews both say make one, how many the scorer reports
    a wrong claim in (red), and how many it passes anyway (green); of the reviews neither says
    makes one, in how many the scorer reports one all the same.
A review should be green when its labeller has it find at least as many defects as the exercise's
pass asks, and quote no false claim. Needs `swift build` first. Exits 0; it measures, it does not
judge.
"""
import json, pathlib, sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "lib"))
import review_check
from review_check import exercises, root

reviews = root / "Tests/KataTests/BlindClientReviews"
needed = {client: review_check.needed(client) for client in exercises}
arguments = sys.argv[1:]
if arguments[:1] == ["--scorer-at"]:
    if len(arguments) < 2:
        sys.exit("usage: labeller-agreement.py [--scorer-at REV] [held-out-N ...]")
    review_check.scorer_at(arguments[1])
    arguments = arguments[2:]
names = arguments or sorted((f.parent.name for f in reviews.glob("held-out*/second-labels.json")), key=lambda n: int(n.rpartition("-")[2]))


def scored(client, text):
    """What `kata check` credits (defect numbers), whether it is green, and whether it reports a
    wrong claim."""
    run = review_check.check(client, text)
    return review_check.credited(run.stdout), run.returncode == 0, review_check.reports_wrong(run.stdout)


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


tallies = {client: {k: Tally() for k in ("B vs A", "A vs B", "scorer vs A", "scorer vs B", "scorer vs agreed")} for client in exercises}
disputed = {client: [0, 0] for client in exercises}  # items in dispute, items either says found
# Per review: [both say it makes a false claim, of those reported wrong, of those green anyway,
#              neither says so, of those reported wrong all the same]
false_claims = {client: [0, 0, 0, 0, 0] for client in exercises}
with review_check.learners_files_kept():
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
                credited, is_green, says_wrong = scored(client, (reviews / name / a["file"]).read_text())
                claims = false_claims[client]
                if a["wrongClaims"] and b["wrongClaims"]:
                    claims[0] += 1; claims[1] += says_wrong; claims[2] += is_green
                elif not a["wrongClaims"] and not b["wrongClaims"]:
                    claims[3] += 1; claims[4] += says_wrong
                t = tallies[client]
                t["B vs A"].add(fb, fa, wa, gb, ga)
                t["A vs B"].add(fa, fb, wb, ga, gb)
                t["scorer vs A"].add(credited, fa, wa, is_green, ga)
                t["scorer vs B"].add(credited, fb, wb, is_green, gb)
                split = fa ^ fb
                disputed[client][0] += len(split); disputed[client][1] += len(fa | fb)
                t["scorer vs agreed"].add(credited - split, fa & fb, wa & wb, is_green, ga, counted=ga == gb)

print(f"sets: {', '.join(names)} ({8 * len(names)} reviews, each labelled by two people)")
for client in exercises:
    print(f"\n{client}: {disputed[client][0]} of the {disputed[client][1]} defects either labeller says found are found by one only")
    for what, tally in tallies[client].items():
        print(f"  {what:17} {tally.line()}")
    both, reported, passed, neither, alarms = false_claims[client]
    print(f"  per review: {both} make a false claim, say both: the scorer reports a wrong claim in {reported} of them and passes {passed} green;"
          f" {neither} make none, say both: the scorer reports one in {alarms}")
