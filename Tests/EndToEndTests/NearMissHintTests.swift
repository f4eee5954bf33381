import Foundation
import Testing

/// Hints a near-miss deserves (Docs/errors.md#key-hints): a key in the wrong place, a misspelt
/// name or value, on the command line or in a file; each message checked whole, with its exit
/// code.
@Suite struct NearMissHintTests {
    struct Hint: Sendable, CustomTestStringConvertible {
        var name: String
        /// The file up to the key or value the message points at, and the rest of it: the column
        /// is `before`'s length + 1.
        var before: String
        var after: String
        var keyPath: String
        var message: String
        var testDescription: String { name }
        var file: String { before + after }
        var stderr: String { "mockgen: screen.json:1:\(before.utf8.count + 1): \(keyPath): \(message)\n" }
    }

    static let hints: [Hint] = [
        Hint(
            name: "sections at the top level", before: #"{ "name": "x", "#,
            after: #""sections": [ {} ], "list": { "sections": [ {} ] } }"#,
            keyPath: "sections", message: #"unknown key "sections"; it belongs under "list""#),
        Hint(
            name: "a list key at the top level", before: #"{ "name": "x", "#,
            after: #""rowHeight": 44, "list": { "sections": [ {} ] } }"#,
            keyPath: "rowHeight", message: #"unknown key "rowHeight"; it belongs under "list""#),
        Hint(
            name: "the scroll path at the top level", before: #"{ "name": "x", "#,
            after: #""path": [0, "end"], "list": { "sections": [ {} ] } }"#,
            keyPath: "path", message: #"unknown key "path"; it belongs under "scroll""#),
        Hint(
            name: "the device inside the list", before: #"{ "name": "x", "list": { "#,
            after: #""device": "iphone-se", "sections": [ {} ] } }"#,
            keyPath: "list.device", message: #"unknown key "device"; it belongs at the top level of the scenario"#),
        Hint(
            name: "a header at the list level", before: #"{ "name": "x", "list": { "#,
            after: #""header": null, "sections": [ {} ] } }"#,
            keyPath: "list.header", message: #"unknown key "header"; it belongs in a section of "list.sections""#),
        Hint(
            name: "a label's style on the row", before: #"{ "name": "x", "list": { "sections": [ { "rows": { "count": 2, "#,
            after: #""style": "body" } } ] } }"#,
            keyPath: "list.sections[0].rows.style", message: #"unknown key "style"; it belongs in a view's "content""#),
        Hint(
            name: "numberOfLines",
            before: #"{ "name": "x", "list": { "sections": [ { "rows": { "count": 2, "content": { "label": "Hi", "#,
            after: #""numberOfLines": 2 } } } ] } }"#,
            keyPath: "list.sections[0].rows.content.numberOfLines",
            message: #"unknown key "numberOfLines"; UILabel's numberOfLines is "lines" here"#),
        Hint(
            name: "lineLimit",
            before:
                #"{ "name": "x", "list": { "kind": "swiftui", "sections": [ { "rows": { "count": 2, "content": { "label": "Hi", "#,
            after: #""lineLimit": 2 } } } ] } }"#,
            keyPath: "list.sections[0].rows.content.lineLimit",
            message: #"unknown key "lineLimit"; SwiftUI's lineLimit is "lines" here"#),
        Hint(
            name: "maxLines",
            before: #"{ "name": "x", "list": { "sections": [ { "rows": { "count": 2, "content": { "label": "Hi", "#,
            after: #""maxLines": 2 } } } ] } }"#,
            keyPath: "list.sections[0].rows.content.maxLines",
            message: #"unknown key "maxLines"; Compose's and Flutter's maxLines is "lines" here"#),
        Hint(
            name: "a Flutter platform", before: #"{ "name": "x", "list": { "kind": "flutter", "#,
            after:
                #""platform": "android", "slivers": [ { "sliver": "SliverList", "children": { "count": 3, "height": 50 } } ] } }"#,
            keyPath: "list.platform",
            message:
                #"unknown key "platform"; Flutter's TargetPlatform follows the "device": an Android preset (pixel-9, galaxy-s8) draws it on Android, an iPhone preset on iOS"#
        ),
        Hint(
            name: "items in a table", before: #"{ "name": "x", "list": { "sections": [ { "#,
            after: #""items": { "count": 3 } } ] } }"#,
            keyPath: "list.sections[0].items",
            message: #"unknown key "items"; a table's sections hold "rows" ("items" is for a collection view)"#),
        Hint(
            name: "rows in a collection", before: #"{ "name": "x", "list": { "kind": "collection", "sections": [ { "#,
            after: #""rows": { "count": 3 } } ] } }"#, keyPath: "list.sections[0].rows",
            message: #"unknown key "rows"; a collection view's sections hold "items" ("rows" is for a table)"#),
        Hint(
            name: "a bare count of rows", before: #"{ "name": "x", "list": { "sections": [ { "rows": "#, after: "12 } ] } }",
            keyPath: "list.sections[0].rows", message: #"expected an array or an object, got 12; a count goes in { "count": 12 }"#
        ),
        Hint(
            name: "a bare count of items", before: #"{ "name": "x", "list": { "kind": "collection", "sections": [ { "items": "#,
            after: "40 } ] } }", keyPath: "list.sections[0].items",
            message: #"expected an array or an object, got 40; a count goes in { "count": 40 }"#),
        Hint(
            name: "numberOfRows", before: #"{ "name": "x", "list": { "sections": [ { "rows": { "#,
            after: #""numberOfRows": 3 } } ] } }"#,
            keyPath: "list.sections[0].rows.numberOfRows",
            message: #"unknown key "numberOfRows"; a number of rows goes in "count": { "count": 12 }"#),
        Hint(
            name: "a negative count", before: #"{ "name": "x", "list": { "sections": [ { "rows": { "count": "#,
            after: "-3 } } ] } }",
            keyPath: "list.sections[0].rows.count", message: "expected a whole number >= 0, got -3"),
        Hint(
            name: "a negative count in an array", before: #"{ "name": "x", "list": { "sections": [ { "rows": [ { "count": "#,
            after: "-1 } ] } ] } }", keyPath: "list.sections[0].rows[0].count", message: "expected a whole number >= 0, got -1"),
        Hint(
            name: "a misspelt device", before: #"{ "name": "x", "device": "#,
            after: #""iphone-15pro", "list": { "sections": [ {} ] } }"#,
            keyPath: "device", message: #"unknown device "iphone-15pro"; did you mean "iphone-15-pro"?"#),
        Hint(
            name: "a misspelt new device", before: #"{ "name": "x", "device": "#,
            after: #""iphone-16pro", "list": { "sections": [ {} ] } }"#,
            keyPath: "device", message: #"unknown device "iphone-16pro"; did you mean "iphone-16-pro"?"#),
    ]

    @Test(arguments: hints)
    func aNearMissGetsItsHint(_ hint: Hint) throws {
        let dir = try Binary.scratchDirectory()
        try Data(hint.file.utf8).write(to: dir.appendingPathComponent("screen.json"))
        let run = try Binary.run(["screen.json"], in: dir)
        #expect(run.stderr == hint.stderr)
        #expect(run.exitCode == 65)
        #expect(run.stdout.isEmpty)
    }

    @Test func commandLineNearMisses() throws {
        let device = try Binary.run(["--device", "iphone-15pro"])
        #expect(
            device.stderr.hasPrefix(
                #"mockgen: arguments: --device: unknown device "iphone-15pro"; did you mean "iphone-15-pro"?; presets: iphone-se, "#
            ))
        #expect(device.exitCode == 64)
        let format = try Binary.run(["--format", "jsn"])
        #expect(
            format.stderr
                == #"mockgen: arguments: --format: expected html, svg, json, png, gif, apng, webp or mp4, got "jsn"; did you mean "json"?"#
                + "\n")
        #expect(format.exitCode == 64)
        let far = try Binary.run(["--format", "pdf"])
        #expect(
            far.stderr == #"mockgen: arguments: --format: expected html, svg, json, png, gif, apng, webp or mp4, got "pdf""#
                + "\n")
        #expect(far.exitCode == 64)
    }

    /// Format names in any case: `JSON` is `json`.
    @Test func formatNamesInAnyCase() throws {
        let lower = try Binary.run(["--format", "json", "--frames", "2"])
        for name in ["JSON", "Json"] {
            let run = try Binary.run(["--format", name, "--frames", "2"])
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(run.stdout == lower.stdout)
        }
    }
}
