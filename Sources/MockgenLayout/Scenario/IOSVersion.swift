/// The iOS release a scenario is drawn for (Docs/uikit-rules.md, "iOS versions"). 17 and 18 share
/// the bars of rule 7; 26 brought Liquid Glass (rule 8); 27 keeps 26's geometry and adds only
/// what mockgen refuses for want of numbers (navigation bar minimisation).
public enum IOSVersion: Int, Sendable, Equatable, Hashable, CaseIterable, Comparable {
    case iOS17 = 17
    case iOS18 = 18
    case iOS26 = 26
    case iOS27 = 27

    /// The current release (September 2026), every scenario's default (Docs/decisions.md).
    public static let current = IOSVersion.iOS27

    /// Liquid Glass bars: 54 pt navigation bars from the safe-area top, the scroll edge effect,
    /// the floating tab bar (rule 8, Docs/uikit-rules.md).
    public var hasLiquidGlass: Bool { self >= .iOS26 }

    /// "iOS 27", for the flipbook's legend.
    public var displayName: String { "iOS \(rawValue)" }

    /// "17, 18, 26 or 27", for messages.
    public static var namesForMessages: String {
        let names = allCases.map { String($0.rawValue) }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.rawValue < b.rawValue }
}
