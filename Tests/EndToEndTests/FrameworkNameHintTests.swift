import Foundation
import Testing

/// What a new user coming from UIKit, SwiftUI, Compose or Flutter writes first, and the one line
/// that says what this format calls it (Docs/errors.md, "Hints").
@Suite struct FrameworkNameHintTests {
    @Test(arguments: [
        // A list kind named by its framework's type, judged before the keys that kind takes.
        (
            #"{"name":"x","list":{"kind":"LazyColumn","topBar":{"kind":"TopAppBar"},"sections":[]}}"#,
            #"<stdin>:1:28: list.kind: "LazyColumn" is Jetpack Compose's; the list kind is "kind": "compose""#
        ),
        (
            #"{"name":"x","list":{"kind":"CustomScrollView","sections":[]}}"#,
            #"<stdin>:1:28: list.kind: "CustomScrollView" is Flutter's; the list kind is "kind": "flutter""#
        ),
        (
            #"{"name":"x","list":{"kind":"UICollectionView","sections":[]}}"#,
            #"<stdin>:1:28: list.kind: "UICollectionView" is UIKit's; the list kind is "kind": "collection""#
        ),
        (
            #"{"name":"x","list":{"kind":"List","sections":[]}}"#,
            #"<stdin>:1:28: list.kind: "List" is SwiftUI's; the list kind is "kind": "swiftui""#
        ),
        // No longer the nearest key, which is then refused.
        (
            #"{"name":"x","list":{"kind":"table","listSectionSpacing":10,"sections":[]}}"#,
            #"<stdin>:1:36: list.listSectionSpacing: unknown key "listSectionSpacing"; SwiftUI's listSectionSpacing has no key here: its .default and .compact spacings are unpublished; the space between sections comes from their headers and footers (and "interSectionSpacing" in a compositional layout)"#
        ),
        (
            #"{"name":"x","navigationBar":{"kind":"system","rightBarButtonItems":["A"]},"list":{"sections":[]}}"#,
            #"<stdin>:1:46: navigationBar.rightBarButtonItems: unknown key "rightBarButtonItems"; UINavigationItem's rightBarButtonItems are "rightItems" here"#
        ),
        // "largeTitle" is one edit from the unrelated "largeSubtitle"; UIKit's switch is prefersLargeTitles.
        (
            #"{"name":"x","navigationBar":{"kind":"system","title":"T","largeTitle":true},"list":{"sections":[]}}"#,
            #"<stdin>:1:58: navigationBar.largeTitle: unknown key "largeTitle"; a large title is UINavigationBar's "prefersLargeTitles": true, with the "title" it shows"#
        ),
        // Colours as Swift writes them; UIColor.red is sRGB (1, 0, 0) (Apple, UIColor.red).
        (
            #"{"name":"x","list":{"backgroundColor":"UIColor.systemRed","sections":[]}}"#,
            #"<stdin>:1:39: list.backgroundColor: unknown colour "UIColor.systemRed"; write "systemRed""#
        ),
        (
            #"{"name":"x","list":{"backgroundColor":"red","sections":[]}}"#,
            ##"<stdin>:1:39: list.backgroundColor: unknown colour "red"; write "systemRed" (adapts to dark mode) or "#FF0000" (UIColor.red)"##
        ),
    ])
    func oneLineSaysWhatItIsCalledHere(scenario: String, message: String) throws {
        let run = try Binary.run(["-"], input: Data(scenario.utf8))
        #expect(run.exitCode == 65)
        #expect(run.stderr == "mockgen: " + message + "\n")
        #expect(run.stdout.isEmpty)
    }

    /// A list kind and the device's platform that disagree render, with one warning (exit 0).
    @Test func aKindOnTheOtherPlatformsPhoneWarns() throws {
        let compose = try Binary.run(["ably-platforms", "--device", "iphone-15-pro", "--format", "json"])
        #expect(compose.exitCode == 0)
        #expect(
            compose.stderr
                == "mockgen: warning: the list (variant compose) is Jetpack Compose's, on iphone-15-pro: it is laid out by "
                + "Material's rules under an iPhone's safe area and status bar; an Android preset (pixel-8, for one) gives Android's\n"
        )
        let table = #"{"name":"x","device":"pixel-8","list":{"sections":[{"rows":{"count":40}}]}}"#
        let uikit = try Binary.run(["-", "--format", "json"], input: Data(table.utf8))
        #expect(
            uikit.stderr
                == "mockgen: warning: the list is UIKit's or SwiftUI's, on pixel-8: it is laid out by iOS's rules under an "
                + "Android phone's safe area and chrome; an iPhone preset gives iOS's\n")
        // The built-in as it is (its compose variant on pixel-8) says nothing.
        #expect(try Binary.run(["ably-platforms", "--format", "json"]).stderr.isEmpty)
    }
}
