/// One NSCollectionLayoutGroup with one repeated subitem, solved in its container (rules 6.3 and
/// 6.4, Docs/uikit-rules.md): how many items a group holds, and where each sits.
struct GroupSolver {
    let group: GroupSpec
    let container: Size

    init(group: GroupSpec, container: Size) {
        self.group = group
        self.container = container
    }

    var spacing: Double { group.interItemSpacing }

    /// The group's width: its width dimension against the container (an estimated width counts
    /// as the whole container: widths are not self-sized here, an assumption).
    var groupWidth: Double { group.layoutSize.widthDimension.resolved(in: container) ?? container.width }

    /// The group's height when its dimension fixes it; nil when estimated (its items decide).
    var fixedGroupHeight: Double? { group.layoutSize.heightDimension.resolved(in: container) }

    /// How many items one group holds. `count` says it; without it, a horizontal group repeats
    /// its item as often as it fits across (WWDC 2019 "Advances in Collection View Layout":
    /// the group makes as many items as fit), a vertical one as often as it fits down a fixed
    /// height, else one.
    var capacity: Int {
        if let n = group.count { return max(1, n) }
        let slot = Size(width: groupWidth, height: fixedGroupHeight ?? 0)
        switch group.direction {
        case .horizontal:
            let w = group.itemSize.widthDimension.resolved(in: slot) ?? groupWidth
            return Self.fit(length: groupWidth, item: w, spacing: spacing)
        case .vertical:
            guard let gh = fixedGroupHeight, let h = group.itemSize.heightDimension.resolved(in: slot) else { return 1 }
            return Self.fit(length: gh, item: h, spacing: spacing)
        }
    }

    /// The most items one group holds when they are repeated to fit, as many as `count` may give:
    /// thousands of sub-point items in a row draw nothing a review needs (an assumption).
    static let maxCapacity = 1000

    private static func fit(length: Double, item: Double, spacing: Double) -> Int {
        guard item + spacing > 0 else { return 1 }
        // A hair of tolerance: 3 items of 1/3 each fit in 1.
        let fits = ((length + spacing) / (item + spacing) + 1e-9).rounded(.down)
        return max(1, Int(min(fits, Double(maxCapacity))))
    }

    /// The width of the slot each item gets: with `count`, a horizontal group divides its
    /// width among the items, spacing between (Apple: horizontal(layoutSize:subitem:count:));
    /// otherwise the item's own width dimension, against the group.
    var slotWidth: Double {
        switch group.direction {
        case .horizontal:
            if let n = group.count {
                return max(0, (groupWidth - Double(max(1, n) - 1) * spacing) / Double(max(1, n)))
            }
            return group.itemSize.widthDimension.resolved(in: Size(width: groupWidth, height: fixedGroupHeight ?? 0))
                ?? groupWidth
        case .vertical:
            return group.itemSize.widthDimension.resolved(in: Size(width: groupWidth, height: fixedGroupHeight ?? 0))
                ?? groupWidth
        }
    }

    /// The width of an item's view: its slot less its leading and trailing content insets.
    var itemWidth: Double { max(0, slotWidth - group.itemContentInsets.left - group.itemContentInsets.right) }

    /// The height of the slot of an item whose view is `viewHeight` tall (a measured or given
    /// height; nil = none): a fixed item height, else the view's, else the estimate.
    func slotHeight(viewHeight: Double?, groupHeight: Double?) -> Double {
        let dimension = group.itemSize.heightDimension
        if group.direction == .vertical, let n = group.count, let gh = groupHeight ?? fixedGroupHeight,
            !dimension.isEstimated
        {
            return max(0, (gh - Double(max(1, n) - 1) * spacing) / Double(max(1, n)))
        }
        switch dimension {
        case .estimated(let e): return viewHeight ?? e
        case .fractionalHeight(let f): return f * (groupHeight ?? fixedGroupHeight ?? 0)
        default: return dimension.resolved(in: Size(width: groupWidth, height: groupHeight ?? fixedGroupHeight ?? 0)) ?? 0
        }
    }

    /// The slots of one group holding items of `heights` (each view's height, nil = none), in
    /// group coordinates, and the group's size. An item with an estimated height keeps its own
    /// height in a horizontal group; the group is as tall as the tallest (assumption, rule 6.4 of Docs/uikit-rules.md).
    /// Apple (NSCollectionLayoutItem.contentInsets): insets are ignored along an estimated axis.
    func solve(heights: [Double?]) -> (slots: [Rect], size: Size) {
        let insets = group.itemContentInsets
        let estimated = group.itemSize.heightDimension.isEstimated
        let top = estimated ? 0 : insets.top
        let vertical = estimated ? 0 : insets.top + insets.bottom
        let width = slotWidth
        var slots: [Rect] = []
        slots.reserveCapacity(heights.count)
        switch group.direction {
        case .horizontal:
            // An estimated group takes its height from the items that do not depend on it.
            let groupHeight =
                fixedGroupHeight
                ?? {
                    let own = heights.compactMap { h -> Double? in
                        if case .fractionalHeight = group.itemSize.heightDimension { return nil }
                        return slotHeight(viewHeight: h, groupHeight: nil)
                    }
                    if let tallest = own.max() { return tallest }
                    if case .estimated(let e) = group.layoutSize.heightDimension { return e }
                    return 0
                }()
            for (k, h) in heights.enumerated() {
                let slotH = slotHeight(viewHeight: h, groupHeight: groupHeight)
                slots.append(
                    Rect(
                        x: Double(k) * (width + spacing) + insets.left, y: top,
                        width: max(0, width - insets.left - insets.right), height: max(0, slotH - vertical)))
            }
            return (slots, Size(width: groupWidth, height: groupHeight))
        case .vertical:
            var y = 0.0
            for (k, h) in heights.enumerated() {
                if k > 0 { y += spacing }
                let slotH = slotHeight(viewHeight: h, groupHeight: fixedGroupHeight)
                slots.append(
                    Rect(
                        x: insets.left, y: y + top, width: max(0, width - insets.left - insets.right),
                        height: max(0, slotH - vertical)))
                y += slotH
            }
            return (slots, Size(width: groupWidth, height: fixedGroupHeight ?? y))
        }
    }
}
