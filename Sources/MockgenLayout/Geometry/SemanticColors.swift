/// UIKit's semantic colours in light and dark appearance (iOS 17, default contrast).
/// Source: Apple Human Interface Guidelines, "Color" (system colors and dynamic system colors tables);
/// label/separator alphas as documented there (secondaryLabel 60 %, tertiaryLabel 30 %,
/// quaternaryLabel 18 % light / 16 % dark, separator 29 % light / 60 % dark).
public enum SemanticColors {
    static func c(_ hex: UInt32, _ alpha: Double = 1) -> RGBA {
        RGBA(
            r: UInt8(hex >> 16 & 0xff), g: UInt8(hex >> 8 & 0xff), b: UInt8(hex & 0xff),
            a: UInt8((alpha * 255).rounded()))
    }

    static let table: [String: (RGBA, RGBA)] = [
        "systemBackground": (c(0xFFFFFF), c(0x000000)),
        "secondarySystemBackground": (c(0xF2F2F7), c(0x1C1C1E)),
        "tertiarySystemBackground": (c(0xFFFFFF), c(0x2C2C2E)),
        "systemGroupedBackground": (c(0xF2F2F7), c(0x000000)),
        "secondarySystemGroupedBackground": (c(0xFFFFFF), c(0x1C1C1E)),
        "tertiarySystemGroupedBackground": (c(0xF2F2F7), c(0x2C2C2E)),
        "label": (c(0x000000), c(0xFFFFFF)),
        "secondaryLabel": (c(0x3C3C43, 0.6), c(0xEBEBF5, 0.6)),
        "tertiaryLabel": (c(0x3C3C43, 0.3), c(0xEBEBF5, 0.3)),
        "quaternaryLabel": (c(0x3C3C43, 0.18), c(0xEBEBF5, 0.16)),
        "separator": (c(0x3C3C43, 0.29), c(0x545458, 0.6)),
        "opaqueSeparator": (c(0xC6C6C8), c(0x38383A)),
        "systemFill": (c(0x787880, 0.2), c(0x787880, 0.36)),
        "secondarySystemFill": (c(0x787880, 0.16), c(0x787880, 0.32)),
        "tertiarySystemFill": (c(0x767680, 0.12), c(0x767680, 0.24)),
        "quaternarySystemFill": (c(0x747480, 0.08), c(0x767680, 0.18)),
        "systemRed": (c(0xFF3B30), c(0xFF453A)),
        "systemOrange": (c(0xFF9500), c(0xFF9F0A)),
        "systemYellow": (c(0xFFCC00), c(0xFFD60A)),
        "systemGreen": (c(0x34C759), c(0x30D158)),
        "systemMint": (c(0x00C7BE), c(0x63E6E2)),
        "systemTeal": (c(0x30B0C7), c(0x40C8E0)),
        "systemCyan": (c(0x32ADE6), c(0x64D2FF)),
        "systemBlue": (c(0x007AFF), c(0x0A84FF)),
        "systemIndigo": (c(0x5856D6), c(0x5E5CE6)),
        "systemPurple": (c(0xAF52DE), c(0xBF5AF2)),
        "systemPink": (c(0xFF2D55), c(0xFF375F)),
        "systemBrown": (c(0xA2845E), c(0xAC8E68)),
        "systemGray": (c(0x8E8E93), c(0x8E8E93)),
        "systemGray2": (c(0xAEAEB2), c(0x636366)),
        "systemGray3": (c(0xC7C7CC), c(0x48484A)),
        "systemGray4": (c(0xD1D1D6), c(0x3A3A3C)),
        "systemGray5": (c(0xE5E5EA), c(0x2C2C2E)),
        "systemGray6": (c(0xF2F2F7), c(0x1C1C1E)),
        "black": (c(0x000000), c(0x000000)),
        "white": (c(0xFFFFFF), c(0xFFFFFF)),
        "clear": (c(0x000000, 0), c(0x000000, 0)),
    ]

    /// Every known name, sorted, for error messages and the schema.
    public static var names: [String] { table.keys.sorted() }
}
