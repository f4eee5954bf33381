#!/usr/bin/env python3
"""Checks that every relative link in README.md and Docs/*.md resolves, and that the citations in
the code's comments name pages and rules that exist.

A link resolves when its file exists (relative to the page) and, if it carries a fragment and
points at a Markdown file, that file has a heading whose GitHub anchor is the fragment or an
explicit <a id="..."> / <a name="...">. External links (a scheme such as https:) are not fetched.
Text inside code blocks and code spans is not read as links.

In Sources/, Tests/ and Fuzz/ (Swift, C and Python comments): every `Docs/<page>.md` must exist,
every "rule N.N" / "rules N.N-N.N" / "rule N.x" must have its anchor (#rule-N-N) in
Docs/uikit-rules.md, and every source "S<n>" its anchor (#s<n>).

Usage: python3 Scripts/check-doc-links.py [ROOT]   (ROOT defaults to the repository)
Prints one line per broken link and exits 1 if there is any; standard library only.
"""
import os
import re
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))

LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
EXPLICIT = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")
FENCE = re.compile(r"^ {0,3}(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")


def prose_lines(path):
    """(line number, text) of the lines outside fenced code blocks, with code spans blanked."""
    inside = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if FENCE.match(line):
                inside = not inside
                continue
            if inside or line.startswith("    ") and not line.lstrip().startswith(("-", "*", "|")):
                continue
            yield number, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def github_anchor(heading):
    """The id GitHub gives a heading: lowercase, markup and punctuation dropped, spaces to '-'."""
    text = re.sub(r"<[^>]+>", "", heading)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("`", "").replace("*", "").lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


_anchors = {}


def anchors(path):
    """Every fragment a link may name in `path`: heading anchors (duplicates numbered -1, -2, as
    GitHub does) and explicit <a id> / <a name> anchors."""
    if path not in _anchors:
        found, seen, inside = set(), {}, False
        with open(path, encoding="utf-8") as f:
            for line in f:
                if FENCE.match(line):
                    inside = not inside
                    continue
                if inside:
                    continue
                found.update(EXPLICIT.findall(line))
                m = HEADING.match(line)
                if m:
                    base = github_anchor(m.group(2))
                    n = seen.get(base, 0)
                    seen[base] = n + 1
                    found.add(base if n == 0 else f"{base}-{n}")
        _anchors[path] = found
    return _anchors[path]


def pages():
    yield os.path.join(ROOT, "README.md")
    docs = os.path.join(ROOT, "Docs")
    for dirpath, dirnames, filenames in os.walk(docs):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".md"):
                yield os.path.join(dirpath, name)


COMMENT = re.compile(r"^\s*(?://|#|\*|/\*)|\s//\s")
DOC_PATH = re.compile(r"\bDocs/([\w./-]+?\.md)\b")
RULES = re.compile(r"\brules? (\d+(?:\.(?:\d+|x))?(?:\s*(?:-|–|/|, | and )\s*\d+(?:\.(?:\d+|x))?)*)", re.I)
SOURCE = re.compile(r"(?<![\w.#])S(\d{1,2})\b")


def check_code_citations():
    """(citations checked, broken) over the comments of Sources/, Tests/ and Fuzz/."""
    rules_page = os.path.join(ROOT, "Docs", "uikit-rules.md")
    known = anchors(rules_page) if os.path.exists(rules_page) else set()
    checked = broken = 0
    for top in ("Sources", "Tests", "Fuzz"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
            dirnames[:] = sorted(d for d in dirnames if d != "__Snapshots__")
            for name in sorted(filenames):
                if not name.endswith((".swift", ".c", ".h", ".py", ".sh")):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8", errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        m = COMMENT.search(line)
                        if not m:
                            continue
                        comment = line[m.start():]
                        where = f"{os.path.relpath(path, ROOT)}:{number}"
                        for page in DOC_PATH.findall(comment):
                            checked += 1
                            if not os.path.exists(os.path.join(ROOT, "Docs", page)):
                                print(f"{where}: Docs/{page}: no such page")
                                broken += 1
                        for group in RULES.findall(comment):
                            for rule in re.findall(r"\d+(?:\.(?:\d+|x))?", group):
                                checked += 1
                                anchor = "rule-" + rule.replace(".x", "").replace(".", "-")
                                if anchor not in known:
                                    print(f"{where}: rule {rule}: no #{anchor} in Docs/uikit-rules.md")
                                    broken += 1
                        for n in SOURCE.findall(comment):
                            checked += 1
                            if f"s{n}" not in known:
                                print(f"{where}: S{n}: no #s{n} in Docs/uikit-rules.md")
                                broken += 1
    return checked, broken


def main():
    broken = 0
    checked = 0
    for page in pages():
        if not os.path.exists(page):
            continue
        for number, line in prose_lines(page):
            for target in LINK.findall(line):
                if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
                    continue  # https:, mailto: ...: not fetched
                checked += 1
                file_part, _, fragment = target.partition("#")
                resolved = page if not file_part else os.path.normpath(os.path.join(os.path.dirname(page), file_part))
                where = f"{os.path.relpath(page, ROOT)}:{number}"
                if not os.path.exists(resolved):
                    print(f"{where}: {target}: no such file")
                    broken += 1
                elif fragment and resolved.endswith(".md") and fragment not in anchors(resolved):
                    print(f"{where}: {target}: no anchor #{fragment} in {os.path.relpath(resolved, ROOT)}")
                    broken += 1
    cited, bad = check_code_citations()
    checked += cited
    broken += bad
    print(f"{checked} links and citations checked, {broken} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
