/// `{n}` in the strings of a run of rows or items: the row's place in its run, from 1 ("Rank {n}"
/// on the third row reads "Rank 3"); `{{` and `}}` write one brace (Docs/scenario-format.md,
/// "Rows that vary within a run"). A run's strings are its `title`, `secondaryText`, and its
/// content's label texts and image names.
public enum RunNumbering {
    /// Why `text` is not a run template (a brace that is neither `{n}`, `{{` nor `}}`), or nil.
    public static func problem(in text: String) -> String? {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        var scalars = text.unicodeScalars[...]
        while let c = scalars.popFirst() {
            switch c {
            case "{":
                if scalars.first == "{" {
                    scalars.removeFirst()
                } else if scalars.starts(with: "n}".unicodeScalars) {
                    scalars.removeFirst(2)
                } else {
                    return "a \"{\" starts \"{n}\" (the row's place in its run) or is written \"{{\""
                }
            case "}":
                guard scalars.first == "}" else { return "a \"}\" closes \"{n}\" or is written \"}}\"" }
                scalars.removeFirst()
            default: continue
            }
        }
        return nil
    }

    /// Whether `text` holds a brace, and so changes when numbered.
    static func isTemplate(_ text: String?) -> Bool {
        text?.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) ?? false
    }

    /// `text` for the row at place `n` of its run.
    static func text(_ text: String, _ n: Int) -> String {
        guard isTemplate(text) else { return text }
        var out = ""
        var scalars = text.unicodeScalars[...]
        while let c = scalars.popFirst() {
            if c == "{", scalars.first == "{" {
                scalars.removeFirst()
                out += "{"
            } else if c == "{", scalars.starts(with: "n}".unicodeScalars) {
                scalars.removeFirst(2)
                out += String(n)
            } else if c == "}", scalars.first == "}" {
                scalars.removeFirst()
                out += "}"
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}

extension ContentNode {
    /// Every label text and image name of the node and its children.
    public var strings: [String] {
        switch kind {
        case .label(let label): return [label.text]
        case .image(let name, _): return [name]
        case .box: return []
        case .stack(let stack): return stack.children.flatMap(\.strings)
        }
    }

    func numbered(_ n: Int) -> ContentNode {
        var node = self
        switch kind {
        case .label(var label):
            label.text = RunNumbering.text(label.text, n)
            node.kind = .label(label)
        case .image(let name, let ratio): node.kind = .image(name: RunNumbering.text(name, n), aspectRatio: ratio)
        case .box: break
        case .stack(var stack):
            stack.children = stack.children.map { $0.numbered(n) }
            node.kind = .stack(stack)
        }
        return node
    }
}

extension ViewSpec {
    /// Whether a string of the view changes with the row's place in its run.
    var isNumbered: Bool {
        RunNumbering.isTemplate(title) || RunNumbering.isTemplate(secondaryText)
            || (content?.strings.contains { RunNumbering.isTemplate($0) } ?? false)
    }

    /// The view of the row at place `n` (from 1) of its run.
    func numbered(_ n: Int) -> ViewSpec {
        var view = self
        view.title = title.map { RunNumbering.text($0, n) }
        view.secondaryText = secondaryText.map { RunNumbering.text($0, n) }
        if let content { view.content = content.numbered(n) }
        return view
    }
}

/// Where each numbered run of a scenario's sections starts, for the elements of a frame.
struct NumberedRuns: Sendable {
    /// Per section with a numbered run: each run's first row and whether it is numbered.
    private var sections: [Int: [(start: Int, numbered: Bool)]] = [:]

    init(_ sections: [SectionSpec]) {
        for (s, section) in sections.enumerated() where section.rows.contains(where: { $0.view.isNumbered }) {
            var start = 0
            var runs: [(start: Int, numbered: Bool)] = []
            for run in section.rows {
                runs.append((start, run.view.isNumbered))
                start += run.count
            }
            self.sections[s] = runs
        }
    }

    var isEmpty: Bool { sections.isEmpty }

    /// `element` with its strings numbered when it is a row or item of a numbered run.
    func number(_ element: Element) -> Element {
        guard element.kind == .cell || element.kind == .item, let s = element.section, let i = element.item,
            let runs = sections[s]
        else { return element }
        // The last run starting at or before row i (binary search over the starts).
        var lo = 0
        var hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].start <= i { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0, runs[lo - 1].numbered else { return element }
        var numbered = element
        numbered.view = element.view.numbered(i - runs[lo - 1].start + 1)
        return numbered
    }

    /// `sections` with each numbered run's strings as its widest row would read them (its
    /// count, the most digits): what self-sizing measures, as the rows of a run share one height.
    static func forMeasuring(_ sections: [SectionSpec]) -> [SectionSpec] {
        sections.map { section in
            var section = section
            for k in section.rows.indices where section.rows[k].view.isNumbered {
                section.rows[k].view = section.rows[k].view.numbered(max(1, section.rows[k].count))
            }
            return section
        }
    }
}
