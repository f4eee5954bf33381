import Testing

/// The 1-based number of the first line of `text` that contains `marker`.
func lineNumber(of marker: String, in text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.contains(marker) }) else {
        Issue.record("\(marker) is not in the test input")
        return -1
    }
    return index + 1
}
