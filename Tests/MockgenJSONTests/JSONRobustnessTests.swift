import MockgenJSON
import MockgenTestSupport
import Testing

@Suite("JSON parser: robustness")
struct JSONRobustnessTests {
    /// A valid scenario with a bit of everything: escapes, non-ASCII, numbers of every form,
    /// CRLF and tab whitespace.
    static let seed: [UInt8] = Array(
        (minimalScenario.dropLast() + """
              ,
              "extra": { "text": "Caf\\u00e9 \\uD83D\\uDE00 \\"q\\" 한국어\\t", "n": [-0.5e-3, 12E+2, 0, -7],
            \t"ok": [true, false, null, {}, []] }\r
            }
            """).utf8)

    /// Bytes a mutation likes to insert: JSON's punctuation and the starts of troublesome
    /// UTF-8 sequences.
    static let interesting: [UInt8] =
        Array(#"{}[],:"\/'-+.eE0159tfnu "#.utf8)
        + [0x0A, 0x0D, 0x09, 0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]

    @Test func seedIsValid() throws {
        let node = try JSONParser.parse(Self.seed)
        #expect(node.value.object?["extra"]?.value.object?["text"]?.value == .string("Café 😀 \"q\" 한국어\t"))
    }

    /// 20,000 seeded mutations (flip a bit, overwrite, insert, delete, duplicate or cut a run):
    /// the parser must return or throw, never crash or hang; what it returns must survive a
    /// round trip, and what it throws must point inside the text.
    @Test func mutatedScenariosNeverCrash() throws {
        var rng = SplitMix64(seed: 0x6D6F_636B_6765_6E)  // "mockgen"
        var parsed = 0
        var failed = 0
        for _ in 0..<20_000 {
            var bytes = Self.seed
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                mutate(&bytes, using: &rng)
            }
            do {
                let node = try JSONParser.parse(bytes)
                parsed += 1
                let again = try JSONParser.parse(compact(node))
                #expect(again.value.isSameJSON(as: node.value))
            } catch {
                failed += 1
                // Plain checks in the loop (an #expect each time costs more than the parse).
                let p = error.position
                if p.line < 1 || p.column < 1 || p.line + p.column > bytes.count + 2 || error.message.isEmpty {
                    Issue.record("bad error \(error) for \(bytes)")
                }
            }
        }
        // Both outcomes are exercised.
        #expect(parsed > 500)
        #expect(failed > 10_000)
    }

    func mutate(_ bytes: inout [UInt8], using rng: inout SplitMix64) {
        let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
        let byte =
            Bool.random(using: &rng)
            ? Self.interesting.randomElement(using: &rng)!
            : UInt8.random(in: 0...255, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0 where !bytes.isEmpty:
            bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
        case 1 where !bytes.isEmpty:
            bytes[at] = byte
        case 2:
            bytes.insert(byte, at: at)
        case 3 where !bytes.isEmpty:
            bytes.remove(at: at)
        case 4 where !bytes.isEmpty:
            let length = min(Int.random(in: 1...40, using: &rng), bytes.count - at)
            bytes.insert(contentsOf: bytes[at..<at + length], at: at)
        default:
            bytes.removeLast(Int.random(in: 0...min(bytes.count, 20), using: &rng))
        }
    }

    /// Every node's position, mapped back to a byte by an independent counter, lands on the
    /// first byte of that value: the incremental column cache agrees with plain counting.
    @Test func nodePositionsPointAtTheirValues() throws {
        let variants: [[UInt8]] = [
            Self.seed,
            Array(minimalScenario.utf8),
            [0xEF, 0xBB, 0xBF] + Array(minimalScenario.replacing("\n", with: "\r\n").utf8),
            Array(minimalScenario.replacing("\n", with: "\r").replacing("  ", with: "\t").utf8),
            Array(minimalScenario.replacing("\n", with: "").utf8),
            Array(minimalScenario.replacing("\"First\"", with: "\"한국어 😀 Ü\"").utf8),
        ]
        for bytes in variants {
            let root = try JSONParser.parse(bytes)
            for node in allNodes(root) {
                let offset = try #require(byteOffset(of: node.position, in: bytes))
                let first = bytes[offset]
                switch node.value {
                case .null: #expect(first == UInt8(ascii: "n"))
                case .bool(let b): #expect(first == UInt8(ascii: b ? "t" : "f"))
                case .number: #expect(first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39))
                case .string: #expect(first == UInt8(ascii: "\""))
                case .array: #expect(first == UInt8(ascii: "["))
                case .object(let object):
                    #expect(first == UInt8(ascii: "{"))
                    for member in object.members {
                        let keyOffset = try #require(byteOffset(of: member.keyPosition, in: bytes))
                        #expect(bytes[keyOffset] == UInt8(ascii: "\""))
                    }
                }
            }
        }
    }

    @Test func adversarialShapesFinishQuickly() throws {
        // A huge flat object: duplicate checks must not be quadratic.
        let keys = (0..<50_000).map { "\"key\($0)\":\($0)" }.joined(separator: ",")
        #expect(try JSONParser.parse("{" + keys + "}").value.object?.count == 50_000)
        #expect(syntaxError("{" + keys + ",\"key49999\":0}")?.message == #"duplicate key "key49999""#)
        // Long runs that stop at the end of the input.
        #expect(syntaxError("\"" + String(repeating: "a", count: 1_000_000))?.message == "unterminated string")
        #expect(syntaxError("\"" + String(repeating: "\\n", count: 500_000))?.message == "unterminated string")
        #expect(syntaxError(String(repeating: "9", count: 1_000_000))?.message == "number out of range")
        #expect(syntaxError(String(repeating: " ", count: 1_000_000))?.message == "empty file")
        #expect(syntaxError(String(repeating: "{\"a\":[", count: 101))?.message == "nesting deeper than 200 levels")
    }

    /// About 1 MB of scenario-like JSON. The budget here is loose so a debug build passes; for
    /// the release figure (about 15-20 ms here) run
    /// `swift test -c release --filter parsesAMegabyteScenario`.
    @Test func parsesAMegabyteScenario() throws {
        let text = megabyteScenario()
        #expect(text.utf8.count > 1_000_000)
        let bytes = Array(text.utf8)
        let clock = ContinuousClock()
        var best = Duration.seconds(1000)
        var trees: [JSONNode] = []  // kept, so freeing a tree is not timed
        for _ in 0..<5 {
            let elapsed = try clock.measure { trees.append(try JSONParser.parse(bytes)) }
            best = min(best, elapsed)
        }
        print("parsed \(bytes.count) bytes in \(best)")
        #expect(trees.last?.value.object?["list"]?.value.object?["sections"]?.value.array?.count == 400)
        #expect(best < .seconds(5))
    }
}

/// A scenario of 400 sections of 20 rows each, pretty-printed, about 1.1 MB.
func megabyteScenario() -> String {
    var out =
        "{\n  \"name\": \"big\",\n  \"device\": \"iphone-15-pro\",\n  \"list\": {\n    \"kind\": \"table\",\n    \"style\": \"plain\",\n    \"sections\": [\n"
    for s in 0..<400 {
        out +=
            "      {\n        \"header\": { \"height\": 40.5, \"title\": \"Section \(s) – Überschrift\" },\n        \"rows\": [\n"
        for r in 0..<20 {
            out +=
                "          { \"height\": \(44 + r % 7), \"title\": \"Row \(r) of section \(s)\", \"color\": \"#33AAFF\", \"content\": { \"label\": \"Line \\\"\(r)\\\"\", \"lines\": 0 } }"
            out += r == 19 ? "\n" : ",\n"
        }
        out += "        ]\n      }" + (s == 399 ? "\n" : ",\n")
    }
    return out + "    ]\n  }\n}\n"
}
