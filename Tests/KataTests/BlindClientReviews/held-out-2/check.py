# Run from the repository root: python3 Tests/KataTests/BlindClientReviews/held-out-2/check.py
# Checks that every defect is labelled, every wrongClaims quote is in its file, titles are the page's, 80-500 words.
import json, os, re
base = "Tests/KataTests/BlindClientReviews/held-out-2"
gt = json.load(open(f"{base}/ground-truth.json"))
ok = True
for name, c in gt["clients"].items():
    # titles must match the page's headings
    page = open(c["page"]).read()
    for n, t in c["defects"].items():
        if t not in page: print("title not on page", name, n, t); ok = False
    for r in c["reviews"]:
        text = open(f"{base}/{r['file']}").read()
        words = len(text.split())
        if not 80 <= words <= 500: print("words", r["file"], words); ok = False
        if set(r["defects"]) != set(c["defects"]): print("unlabelled", r["file"]); ok = False
        for v in r["defects"].values():
            if v not in gt["labels"]: print("bad label", r["file"], v); ok = False
        for q in r["wrongClaims"]:
            if q not in text: print("quote missing", r["file"], q); ok = False
        counts = {k: list(r["defects"].values()).count(k) for k in gt["labels"]}
        print(r["file"], words, "words", counts, "wrongClaims", len(r["wrongClaims"]))
print("OK" if ok else "FAIL")
