"""`kata check 43` and `kata check 44` on a review's text, for the scripts that score the blind
client reviews (score-blind-client-reviews.py, labeller-agreement.py): one way to run the check and
read what it credits, and the learner's files put back after."""
import contextlib, json, pathlib, re, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent.parent
exercises = {"blog": ("43", "Exercises/43-review-the-blog-client"),
             "actor": ("44", "Exercises/44-review-the-actor-client")}
_metadata = json.loads((root / "Exercises/exercises.json").read_text())


def needed(client):
    """How many found defects the client's exercise asks for ("at least N of M: …")."""
    name = pathlib.Path(exercises[client][1]).name
    for entry in _metadata["exercises"]:
        if entry["name"] == name:
            return int(re.match(r"at least (\d+) of", entry["review"]["pass"]).group(1))
    sys.exit(f"no pass for {name} in Exercises/exercises.json")


def check(client, text):
    """`kata check` on `text` as the exercise's review.md: its output, and 0 (green) or 1 (red)."""
    number, exercise = exercises[client]
    (root / exercise / "review.md").write_text(text)
    run = subprocess.run(["swift", "run", "-q", "--skip-build", "kata", "check", number], cwd=root, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"kata check {number} failed: {run.stderr.strip()}")
    return run


def credited(output):
    """The defect numbers a check's output credits."""
    return {int(m.group(1)) for m in re.finditer(r"^\s+found\s+(\d+)\s", output, re.M)}


def reports_wrong(output):
    """Whether a check's output reports a wrong claim."""
    return bool(re.search(r"^\s+wrong\s", output, re.M))


@contextlib.contextmanager
def learners_files_kept():
    """Both exercises' review.md and the progress record (check records what is done), put back
    as they were, however the block ends."""
    reviews = {client: root / path / "review.md" for client, (_, path) in exercises.items()}
    kept = {client: file.read_bytes() for client, file in reviews.items()}
    progress = root / ".kata-progress"
    kept_progress = progress.read_bytes() if progress.exists() else None
    try:
        yield
    finally:
        for client, file in reviews.items():
            file.write_bytes(kept[client])
        if kept_progress is None:
            progress.unlink(missing_ok=True)
        else:
            progress.write_bytes(kept_progress)
