"""`kata check 43` and `kata check 44` on a review's text, for the scripts that score the blind
client reviews (score-blind-client-reviews.py, labeller-agreement.py): one way to run the check and
read what it credits, and the learner's files put back after."""
import atexit, contextlib, json, pathlib, re, shutil, subprocess, sys, tempfile

root = pathlib.Path(__file__).resolve().parent.parent.parent
# Where `kata check` runs: this clone, or a worktree of an earlier commit (`scorer_at`).
_checkout = root
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


def scorer_at(revision):
    """Checks from now on with the scorer as committed at `revision` (its code and signals): a
    throwaway worktree of that commit, with `kata` built there, removed when the script ends. For
    a set's blind score, the scorer of the round before anyone read the set."""
    global _checkout
    folder = pathlib.Path(tempfile.mkdtemp(prefix="kata-scorer-"))
    shutil.rmtree(folder)
    if subprocess.run(["git", "worktree", "add", "-q", "--detach", str(folder), revision], cwd=root).returncode != 0:
        sys.exit(f"no worktree at {revision}: is it a commit of this clone?")
    atexit.register(lambda: subprocess.run(["git", "worktree", "remove", "--force", str(folder)], cwd=root))
    print(f"building kata at {revision} in {folder} ...", file=sys.stderr)
    if subprocess.run(["swift", "build", "-q", "--product", "kata"], cwd=folder, stdout=subprocess.DEVNULL).returncode != 0:
        sys.exit(f"kata did not build at {revision}")
    _checkout = folder


def check(client, text):
    """`kata check` on `text` as the exercise's review.md: its output, and 0 (green) or 1 (red)."""
    number, exercise = exercises[client]
    (_checkout / exercise / "review.md").write_text(text)
    run = subprocess.run(["swift", "run", "-q", "--skip-build", "kata", "check", number], cwd=_checkout, capture_output=True, text=True)
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
