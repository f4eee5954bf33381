import Foundation
import MockgenLayout
import Testing

@testable import MockgenDecoding

/// `Templates/schemas/scenario.schema.json` against the decoder: the built-ins validate, and on the
/// corpus both accept or both reject.
@Suite struct SchemaTests {
    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func everyBuiltInValidates() throws {
        let builtins = ScenarioLibrary.builtins
        #expect(!builtins.isEmpty)
        let verdicts = try SchemaChecker.verdicts(builtins.map { Array($0.text.utf8) })
        for (builtin, ok) in zip(builtins, verdicts) {
            #expect(ok, "\(builtin.name).json does not validate against the schema")
        }
    }

    @Test func corpusIsLargeAndBalanced() {
        #expect(schemaCorpus.count >= 30)
        #expect(schemaCorpus.filter(\.valid).count >= 15)
        #expect(schemaCorpus.filter { !$0.valid }.count >= 15)
    }

    @Test(arguments: schemaCorpus)
    func decoderVerdict(_ c: CorpusCase) {
        SchemaChecker.expectDecoderVerdict(c)
    }

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func schemaVerdicts() throws {
        try SchemaChecker.expectSchemaVerdicts(schemaCorpus)
    }

    /// The documented gaps are real: the decoder rejects, the schema accepts. When one closes,
    /// move the case into the corpus and out of Docs/scenario-format.md.
    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func knownGapsAreStillGaps() throws {
        try SchemaChecker.expectStillGaps(knownSchemaGaps)
    }

    /// Enums in the schema are the lists the decoder uses, so the two cannot drift apart.
    @Test func enumsMatchTheDecoder() throws {
        let schema = try SchemaChecker.schemaObject()
        #expect(schema.strings(at: ["$defs", "color", "anyOf", "2", "enum"]) == SemanticColors.names)
        #expect(schema.strings(at: ["$defs", "device", "anyOf", "0", "enum"]) == Device.presets.map(\.name))
        #expect(schema.strings(at: ["$defs", "contentSize", "enum"]) == ScenarioDecoder.contentSizeCategories)
        #expect(schema.strings(at: ["$defs", "appearance", "enum"]) == Appearance.allCases.map(\.rawValue))
        #expect(
            schema.strings(at: ["$defs", "tableProperties", "properties", "style", "enum"]) == TableStyle.allCases.map(\.rawValue)
        )
        #expect(
            schema.strings(at: ["$defs", "listCommon", "properties", "contentInsetAdjustmentBehavior", "enum"])
                == ContentInsetAdjustmentBehavior.allCases.map(\.rawValue))
        #expect(
            schema.strings(at: ["$defs", "tableProperties", "properties", "separatorStyle", "enum"])
                == SeparatorStyle.allCases.map(\.rawValue))
        #expect(schema.strings(at: ["$defs", "stackNode", "properties", "stack", "enum"]) == Stack.Axis.allCases.map(\.rawValue))
        #expect(
            schema.strings(at: ["$defs", "stackNode", "properties", "alignment", "enum"])
                == ContentDecoder.horizontalAlignments.map(\.0))
        #expect(
            schema.strings(at: ["$defs", "stackNode", "allOf", "1", "then", "properties", "alignment", "enum"])
                == ContentDecoder.verticalAlignments.map(\.0))
        let count = schema.value(at: ["$defs", "countProperty", "properties", "count", "maximum"]) as? Int
        #expect(count == ScenarioDecoder.maxRows)
        let sections = schema.value(at: ["$defs", "listCommon", "properties", "sections", "maxItems"]) as? Int
        #expect(sections == ScenarioDecoder.maxSections)
    }

    /// Every key the schema lists at the top level is one the decoder reads, and the other way round.
    @Test func topLevelKeysMatchTheDecoder() throws {
        let schema = try SchemaChecker.schemaObject()
        let keys = ((schema.value(at: ["properties"]) as? [String: Any]) ?? [:]).keys.sorted()
        #expect(keys == ScenarioDecoder.topLevelKeys.sorted())
    }
}
