# One-off migration: rewrites document citations in comment lines (first non-blank characters //
# or ///) to paths of the project's Docs/ pages, which a clone of the repository holds. Run from
# the repository root, then format, build, and delete this script:
#   perl -i -p Scripts/rewrite-doc-citations.pl $(grep -rlE --include='*.swift' 'decisions\.md|contracts|uikit-semantics|seed-screens|README|\brules? [0-9]|\bS[0-9]{1,2}\b|\bissue [0-9]' Sources Tests)
# Idempotent: a second run changes nothing. Code and string literals are never touched.
next unless m{^\s*//};
# Named documents. The error line's form is the errors page.
s{(<message>`?\)?) \(contracts(?:\.md)? section 1\)}{$1 (Docs/errors.md)}g;
s{(?<!Docs/)\bdecisions\.md\b}{Docs/decisions.md}g;
s{(?<!Docs/)\bseed-screens\.md\b}{Docs/seed-screens.md}g;
s{\bcontracts(?:\.md)? section 1\b}{Docs/command-line.md}g;
s{\bcontracts(?:\.md)? section 2\b}{Docs/command-line.md, "The flipbook"}g;
s{\bcontracts(?:\.md)? section 3\b}{Docs/scenario-format.md}g;
s{\bcontracts(?:\.md)? section 4\b}{Docs/layout-json.md}g;
s{\buikit-semantics (rules?) }{Docs/uikit-rules.md, $1 }g;
# The README's former sections, now pages.
s{\(README, [Aa]ssumptions\)}{(Docs/uikit-rules.md, Assumptions)}g;
s{the README lists them}{Docs/uikit-rules.md lists them under Assumptions}g;
s{\(a drawing choice, README\)}{(a drawing choice, Docs/uikit-rules.md, Assumptions)}g;
s{\(README, Speed\)}{(Docs/performance.md)}g;
s{\(README, "Text"\)}{(Docs/text.md)}g;
s{for the README and error messages}{for Docs/text.md and error messages}g;
s{out of the README\.}{out of Docs/scenario-format.md.}g;
s{README "Scenario files" lists them}{Docs/scenario-format.md ("Where the schema and mockgen differ") lists them}g;
s{The README's example scenario}{The example scenario of Docs/scenario-format.md (also in the README)}g;
s{The README's example}{The example of Docs/scenario-format.md (also in the README)}g;
# Issues of the tracker, which a clone does not have: the page that now holds what they asked for.
s{\bissue 8\b}{Docs/performance.md}g;
s{\bissue 7\b}{Docs/command-line.md, "The flipbook"}g;
s{\(issue 6: "}{(Docs/errors.md; the goal: "}g;
s{\bissue 6, item 4\b}{Docs/command-line.md, "Output safety"}g;
s{\bissue 6\b}{Docs/errors.md}g;
s{\(issue 2,$}{(Docs/command-line.md, "Output safety");};
s{^(\s*///) item 7\); }{$1 };
# Bare rule and source citations: the first on a line without a Docs/uikit-rules.md path gets it,
# worded so that parentheses never nest.
sub cite {
    my ($before, $what, $next) = @_;
    my $open = () = $before =~ /\(/g;
    my $close = () = $before =~ /\)/g;
    return "$what (Docs/uikit-rules.md; " if $next eq ' (';
    return "$what, Docs/uikit-rules.md$next" if $next eq ')';
    return "$what of Docs/uikit-rules.md$next" if $open > $close;
    return "$what (Docs/uikit-rules.md)$next";
}
unless (m{Docs/uikit-rules\.md}) {
    s{^(.*?)\b(rules? \d+(?:\.\d+|\.x)?(?:(?:-|–|, | and )\d+(?:\.\d+|\.x)?)*)( \(|\)|)}{$1 . cite($1, $2, $3)}ie
        or s{^(.*?)\b(S\d{1,2})\b( \(|\)|)}{$1 . cite($1, $2, $3)}e;
}
