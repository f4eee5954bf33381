/// Sizes of UIKit's system bars on iPhone in portrait, each with its source
/// (rules 7.1 to 7.7, Docs/uikit-rules.md).
public enum BarMetrics {
    /// Rule 7.1 (Docs/uikit-rules.md): the inline navigation bar, 44 pt (useyourloaf, "Supporting iPhone X").
    public static let inlineHeight = 44.0
    /// Rule 7.1 (Docs/uikit-rules.md): a large title adds 52 pt, 96 in all (iPhone X content starts at 44 + 96 = 140;
    /// hacknicity and usagimaru, S17 (Docs/uikit-rules.md); the 96 pt bar frame is also logged in
    /// blog.csdn.net/zhangqiaoge/article/details/79475091).
    public static let largeTitleHeight = 52.0
    /// Rule 7.6 (Docs/uikit-rules.md): the search bar of a navigation item's search controller adds 52 pt under the
    /// title, like the large title (SRGSSR/playsrg-apple, `UIScrollView+PlaySRG.m`: 52 pt each for
    /// the search bar and the large title when it decides whether the bar can expand).
    public static let searchBarHeight = 52.0
    /// Drawing only: the search field inside those 52 pt (Docs/uikit-rules.md, Assumptions).
    public static let searchFieldHeight = 36.0

    /// Rule 7.5 (Docs/uikit-rules.md): UITabBar is 49 pt above the bottom safe area, 83 pt in all on an iPhone X
    /// (its sources: tab bar 49, 34 more for the home indicator).
    public static let tabBarHeight = 49.0
    /// Rule 7.5 (Docs/uikit-rules.md): UIToolbar is 44 pt above the bottom safe area before iOS 26.
    public static let toolbarHeight = 44.0
    /// The 1-pixel shadow line under a bar with the default or opaque background.
    public static let hairline = 1.0 / 3.0

    /// Rule 7.4 (Docs/uikit-rules.md): where a UINavigationBar's 44 pt start, in window y: the bottom of the status
    /// bar. On notched and home-button phones that is the safe-area top; on Dynamic Island phones
    /// the status bar is shorter than the safe area: 54 pt against 59 on a 393 x 852 phone, 53.667
    /// (161 px) on a 430 x 932 one, measured in the simulator (rule 7.4's sources,
    /// Docs/uikit-rules.md: UINavigationBar frame y 53.6667 and a 54 pt status bar beside a 59 pt safe area
    /// on the Pro Max; `_UINavigationBarContentView` at y 54 on the iPhone 15).
    /// Assumption: the 402 and 440 pt wide phones (safe top 62) and the Air (68) keep the same
    /// 5 pt gap; a custom device's status bar is its safe-area top.
    public static func statusBarHeight(_ device: Device) -> Double {
        guard device.phone != nil, device.safeArea.top >= 59 else { return device.safeArea.top }
        if device.width == 430, device.height == 932 { return 161.0 / 3.0 }
        return device.safeArea.top - 5
    }

    // MARK: - iOS 26 and later (rule 9, Docs/uikit-rules.md)

    /// Rule 9.1 (Docs/uikit-rules.md): the inline bar is 54 pt on iOS 26 and later, its items in the top 44
    /// (sources G1 to G3, Docs/uikit-rules.md: measured in the simulator on an iPhone 17, 62 ... 116;
    /// a React Navigation header of 116 = 62 + 54 on an iPhone 17, and of 113 = 59 + 54
    /// on a 59 pt phone). A large title still adds 52 (106 at rest).
    public static let glassInlineHeight = 54.0
    /// Rule 9.1: the row the bar's items and inline title sit in, the top 44 pt of the 54.
    public static let glassItemRowHeight = 44.0
    /// Rule 9.5 (Docs/uikit-rules.md): UIToolbar is 48 pt above the bottom safe area on iOS 26
    /// (suzuki-0000/SKPhotoBrowser pull request 459).
    public static let glassToolbarHeight = 48.0

    /// Rule 9.6 (Docs/uikit-rules.md): a tab bar's bottom accessory raises the content's bottom
    /// inset from 83 to 139 on an iPhone with a 34 pt home indicator area (lorenzkromer/uikit_tab_bar,
    /// README, iOS 27: a single source).
    public static let glassAccessoryInset = 139.0 - 83.0

    /// Where a system navigation bar starts, in window y: the status bar's bottom before iOS 26
    /// (rule 7.4), the safe-area top from iOS 26 on every phone (rule 9.1).
    public static func systemBarTop(_ device: Device, _ version: IOSVersion) -> Double {
        version.hasLiquidGlass ? device.safeArea.top : statusBarHeight(device)
    }

    /// The inline bar of a system navigation bar: 44 before iOS 26, 54 from it (rules 7.1, 9.1).
    public static func inlineHeight(_ version: IOSVersion) -> Double {
        version.hasLiquidGlass ? glassInlineHeight : inlineHeight
    }

    /// The toolbar above the bottom safe area: 44 before iOS 26, 48 from it (rules 7.5, 9.5).
    public static func toolbarHeight(_ version: IOSVersion) -> Double {
        version.hasLiquidGlass ? glassToolbarHeight : toolbarHeight
    }

}
