/// The version of mockgen's layout rules, written into every golden `mockgen check` records
/// (Docs/command-line.md, "mockgen check").
///
/// Bump it by hand, in the same commit, whenever a layout rule changes what a scenario lays out
/// (a rule of Docs/uikit-rules.md, a default, a rounding). Goldens recorded under another version
/// are then reported as stale ("re-record after review") instead of as a wall of differences.
/// Changes that leave every layout as it was (speed, drawing, messages) keep it.
/// 3: iOS versions; the default is iOS 27, whose Liquid Glass bars lay out differently (Docs/changes.md).
/// 4: multi-line labels in UIKit stacks take no share and hug their wrapped lines (Docs/changes.md).
public let layoutRulesVersion = 4
