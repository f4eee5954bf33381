#!/usr/bin/env python3
"""Checks that every citation of the project's documentation resolves, wherever it stands, and
that no citation leads outside the repository.

1. Every relative link in README.md and Docs/ (Markdown `[text](target)`) resolves: its file
   exists (relative to the page) and, if it carries a fragment and points at a Markdown file, that
   file has a heading whose GitHub anchor is the fragment or an explicit <a id="..."> /
   <a name="...">. External links (a scheme such as https:) are not fetched. Text inside code
   blocks and code spans is not read as links.
2. Every plain-text citation `Docs/<page>.md` or `Docs/<page>.md#<anchor>`, in README.md, Docs/,
   and every line (comments and strings alike) of Sources/, Tests/, Fuzz/, Scripts/ and
   Package.swift: the page exists and so does the anchor.
3. In those code trees, every "rule N.N" / "rules N.N-N.N" / "rule N.x" has its anchor
   (#rule-N-N) in Docs/uikit-rules.md, and every source "S<n>" or "G<n>" its anchor (#s<n>, #g<n>).
4. In those code trees, no citation of this project's issues ("issue" and a number), of the
   shared contracts file outside the repository, or of another project's issue
   ("owner/name#N"; those are cited in Docs/ only, by their repository).

Usage: python3 Scripts/check-doc-links.py [ROOT]   (ROOT defaults to the repository)
Prints one line per broken link or citation and exits 1 if there is any; standard library only.
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
DOC_PATH = re.compile(r"\bDocs/([\w./-]+?\.md)\b(?:#([\w-]+))?")
RULES = re.compile(r"\brules? (\d+(?:\.(?:\d+|x))?(?:\s*(?:-|–|/|, | and )\s*\d+(?:\.(?:\d+|x))?)*)", re.I)
SOURCE = re.compile(r"(?<![\w.#])([SG])(\d{1,2})\b")
# Citations that lead outside the repository (point 4 above). Spelt so that this file does not
# match itself.
OUTSIDE = [
    (re.compile(r"\b[Ii]ssues? #?\d+"), "an issue number of this project: cite the Docs/ page and anchor instead"),
    (re.compile("contracts" + r"\.md"), "a file outside the repository: cite the Docs/ page and anchor instead"),
    (re.compile(r"(?<![\w/.])[A-Za-z][\w.-]*/[\w.-]+#\d+\b"), "another project's issue: cite it in Docs/, and the Docs/ source here"),
]
CODE_SUFFIXES = (".swift", ".c", ".h", ".py", ".sh", ".js")


def code_files():
    """Every file of Sources/, Tests/, Fuzz/ and Scripts/ that holds code, and Package.swift."""
    for top in ("Sources", "Tests", "Fuzz", "Scripts"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, top)):
            dirnames[:] = sorted(d for d in dirnames if d not in ("__Snapshots__", ".build"))
            for name in sorted(filenames):
                if name.endswith(CODE_SUFFIXES):
                    yield os.path.join(dirpath, name)
    package = os.path.join(ROOT, "Package.swift")
    if os.path.exists(package):
        yield package


def check_doc_path(text, where):
    """(checked, broken) for the `Docs/<page>.md[#anchor]` citations in `text`."""
    checked = broken = 0
    for page, fragment in DOC_PATH.findall(text):
        checked += 1
        path = os.path.join(ROOT, "Docs", page)
        if not os.path.exists(path):
            print(f"{where}: Docs/{page}: no such page")
            broken += 1
        elif fragment and fragment not in anchors(path):
            print(f"{where}: Docs/{page}#{fragment}: no such anchor")
            broken += 1
    return checked, broken


def check_code_citations():
    """(citations checked, broken) over every line of the code trees."""
    rules_page = os.path.join(ROOT, "Docs", "uikit-rules.md")
    known = anchors(rules_page) if os.path.exists(rules_page) else set()
    me = os.path.abspath(__file__)
    checked = broken = 0
    for path in code_files():
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.readlines()
        for number, line in enumerate(lines, 1):
            where = f"{os.path.relpath(path, ROOT)}:{number}"
            c, b = check_doc_path(line, where)
            checked += c
            broken += b
            if os.path.abspath(path) != me:
                for pattern, why in OUTSIDE:
                    for m in pattern.finditer(line):
                        checked += 1
                        print(f"{where}: \"{m.group(0)}\": {why}")
                        broken += 1
            m = COMMENT.search(line)
            if not m:
                continue
            comment = line[m.start():]
            for group in RULES.findall(comment):
                for rule in re.findall(r"\d+(?:\.(?:\d+|x))?", group):
                    checked += 1
                    anchor = "rule-" + rule.replace(".x", "").replace(".", "-")
                    if anchor not in known:
                        print(f"{where}: rule {rule}: no #{anchor} in Docs/uikit-rules.md")
                        broken += 1
            for letter, n in SOURCE.findall(comment):
                checked += 1
                if f"{letter.lower()}{n}" not in known:
                    print(f"{where}: {letter}{n}: no #{letter.lower()}{n} in Docs/uikit-rules.md")
                    broken += 1
    return checked, broken


def check_page_citations():
    """(checked, broken) for plain-text `Docs/<page>.md#anchor` citations in README.md and Docs/,
    code spans included (a page may quote how the code cites it), fenced blocks left out."""
    checked = broken = 0
    for page in pages():
        if not os.path.exists(page):
            continue
        inside = False
        with open(page, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if FENCE.match(line):
                    inside = not inside
                    continue
                if inside:
                    continue
                # A Markdown link's own target is checked as a link; only bare citations here.
                text = LINK.sub(" ", line)
                c, b = check_doc_path(text, f"{os.path.relpath(page, ROOT)}:{number}")
                checked += c
                broken += b
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
    for check in (check_code_citations, check_page_citations):
        cited, bad = check()
        checked += cited
        broken += bad
    print(f"{checked} links and citations checked, {broken} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
