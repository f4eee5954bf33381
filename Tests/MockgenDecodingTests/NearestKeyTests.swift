import MockgenDecoding
import Testing

@Suite("Did you mean")
struct NearestKeyTests {
    let viewKeys = ["height", "width", "title", "color", "content"]
    let tableKeys = [
        "style", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "sectionHeaderTopPadding", "tableHeaderView", "tableFooterView",
    ]

    @Test func examplesFromTheBrief() {
        #expect(nearestKey(to: "rowHieght", among: tableKeys) == "rowHeight")  // swap: 1
        #expect(nearestKey(to: "sectionheadertoppadding", among: tableKeys) == "sectionHeaderTopPadding")
        #expect(nearestKey(to: "colour", among: viewKeys) == "color")  // delete: 1
        #expect(nearestKey(to: "zzz", among: viewKeys + tableKeys) == nil)
    }

    @Test func thresholdIsAThirdOfTheLengthAndAtLeastOne() {
        // "heigt" (5 letters): limit max(1, 5 / 3) = 1; "height" is one insertion away.
        #expect(nearestKey(to: "heigt", among: viewKeys) == "height")
        // "hght" (4): limit 1, but "height" is two insertions away.
        #expect(nearestKey(to: "hght", among: viewKeys) == nil)
        // "sectionHeadrHieght" (18): limit 6; "sectionHeaderHeight" is 2 away (insert, swap).
        #expect(nearestKey(to: "sectionHeadrHieght", among: tableKeys) == "sectionHeaderHeight")
        // "x" (1): limit 1, nothing within one edit of "x" here.
        #expect(nearestKey(to: "x", among: viewKeys) == nil)
        #expect(nearestKey(to: "anything", among: []) == nil)
    }

    @Test func closestWinsThenCandidateOrder() {
        // "hieght" (limit 2) is 1 from "height" (swap) and 2 from "heights"; closest wins
        // over order.
        #expect(nearestKey(to: "hieght", among: ["heights", "height"]) == "height")
        // "cat" is 1 from both "bat" and "cab": the first listed wins.
        #expect(nearestKey(to: "cat", among: ["bat", "cab"]) == "bat")
        #expect(nearestKey(to: "cat", among: ["cab", "bat"]) == "cab")
    }
}
