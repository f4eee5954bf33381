/// A Flutter `CustomScrollView` of slivers as a list kind (`Scenario/ListKindRules.swift`). Its
/// pinned headers stack instead of pushing each other off (`stackedHeaderYs`), so it has no
/// `StickyRule`.
extension FlutterSpec: ListKindRules {
    public var kindName: String { "flutter" }
    public var platform: ListPlatform { .both }

    /// A pinned SliverAppBar or SliverPersistentHeader stops at the top of the viewport.
    public func headersCanPin(_ list: ListSpec) -> Bool {
        slivers.contains { sliver in
            switch sliver {
            case .appBar(let bar): bar.pinned
            case .persistentHeader(let header): header.pinned
            case .list, .grid: false
            }
        }
    }

    public func pinRuleSentence(on device: Device) -> String {
        var text =
            "Flutter CustomScrollView: pinned SliverPersistentHeaders stack under those pinned before them instead of pushing each other off; inside a SliverMainAxisGroup a header stays until its group ends (rendering/sliver_persistent_header.dart, sliver_group.dart)."
        for sliver in slivers {
            guard case .appBar(let bar) = sliver else { continue }
            if bar.floating {
                text +=
                    " The floating SliverAppBar comes back on any reverse scroll, by the direction of travel (material/app_bar.dart)."
            } else if bar.pinned {
                text += " The pinned SliverAppBar collapses to its toolbar and stays."
            }
            break
        }
        if !device.isAndroid {
            // Docs/platform-rules.md, Flutter 20: Flutter draws its own bars on an iPhone.
            text +=
                " Flutter draws its own bars on an iPhone: Cupertino's stay 44 / 52 pt (cupertino/nav_bar.dart); Flutter has no Liquid Glass."
        }
        return text
    }

    /// Flutter's Cupertino bars keep iOS 18's sizes on every release (Docs/decisions.md).
    /// On an iPhone, Flutter's bars keep their own numbers whatever the release
    /// (Docs/platform-rules.md#flutter-20); on an Android device no iOS release applies.
    public func releaseSentence(_ version: IOSVersion, on device: Device) -> String {
        device.isAndroid ? "" : " Flutter's Cupertino bars (44 and 52 pt, no Liquid Glass) on \(version.displayName)."
    }

    /// The simulation Flutter's `ScrollPhysics` picks for the platform: `BouncingScrollPhysics`
    /// on iOS, `ClampingScrollPhysics` on Android.
    public func scrollPhysics(on device: Device) -> ScrollPhysics {
        device.isAndroid ? .flutterClamping : .flutterBouncing(devicePixelRatio: device.scale)
    }

    public var bouncesWhenShort: Bool { false }

    /// Pinned headers stack under those pinned before them (`FlutterGeometry.swift`), where
    /// UIKit's are pushed up.
    public var offPinLineReason: String {
        "held below it by what is painted above (Flutter's pinned headers stack) or pushed up by its group's end"
    }

    public func appBar(inSection section: Int) -> SliverAppBarSpec? {
        guard slivers.indices.contains(section), case .appBar(let bar) = slivers[section] else { return nil }
        return bar
    }

    public func geometry(_ list: ListSpec, in scene: ListScene) -> any ListGeometry {
        FlutterGeometry(
            spec: self, sections: list.sections, width: scene.listFrame.width,
            statusBar: scene.device.safeArea.top, safeArea: scene.device.safeArea, bars: scene.bars)
    }

    /// Flutter children and headers have their extents in points (the decoder asks for them),
    /// their content drawn, not measured; but a SliverToBoxAdapter without a height is as tall as
    /// its content at its width (RenderSliverToBoxAdapter lays its box out with the cross axis's
    /// extent and takes the box's height).
    public func measuringAutomaticHeights(_ list: ListSpec, on device: Device, sizing: inout SelfSizing) -> ListSpec {
        var out = list
        out.sections = list.sections.enumerated().map { index, section in
            var out = section
            let pad = padding(of: index, safeArea: device.safeArea)
            let across = max(0, device.width - pad.left - pad.right)
            out.rows = section.rows.map { run in
                ViewRun(count: run.count, view: sizing.resolve(run.view, fallback: .points(0), width: across))
            }
            return out
        }
        return out
    }

    /// A header sliver is one view; a list one child a line, `itemExtent` apart where given; a
    /// grid `crossAxisCount` tiles a line, each line its tile's height and `mainAxisSpacing` apart
    /// (SliverGridDelegateWithFixedCrossAxisCount). Nested slivers are flattened, so all are
    /// named `list.slivers`.
    public func viewDensities(_ list: ListSpec, on device: Device) -> [ViewDensity] {
        var out: [ViewDensity] = []
        for (s, sliver) in slivers.enumerated() {
            let runs = list.sections.indices.contains(s) ? list.sections[s].rows : []
            switch sliver {
            case .appBar, .persistentHeader:
                out.append(ViewDensity(keyPath: "list.slivers", count: 1, pitch: nil))
            case .list(let itemExtent):
                for run in runs {
                    out.append(
                        ViewDensity(keyPath: "list.slivers", count: run.count, pitch: itemExtent ?? run.view.pointHeight()))
                }
            case .grid(let grid):
                let pad = padding(of: s, safeArea: device.safeArea)
                let tile = grid.tileSize(width: max(0, device.width - pad.left - pad.right))
                let count = runs.reduce(0) { $0.addingClamped($1.count) }
                out.append(
                    ViewDensity(
                        keyPath: "list.slivers", count: count, perLine: max(grid.crossAxisCount, 1),
                        pitch: tile.height + grid.mainAxisSpacing))
            }
        }
        return out
    }
}
