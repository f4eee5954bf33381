import Foundation
import MockgenTestSupport
import Testing

/// `--ios N` and `iosVersion` (Docs/uikit-rules.md, "iOS versions"): under `--ios 18` every
/// built-in and test fixture lays out exactly as mockgen did before iOS versions existed.
@Suite struct IOSVersionTests {
    /// The layout JSON (`--format json`, 30 frames) of each built-in and fixture as mockgen wrote it
    /// before `iosVersion` existed (commit b032066): its size and FNV-1a 64 hash. The two with a
    /// Compose variant differ from b032066 on purpose, by the Compose sticky-header rule of this
    /// wave alone (one sticky header at a time, nothing listed above the bar's bottom under
    /// `Modifier.padding`: Docs/platform-rules.md, Docs/changes.md); their values are after it.
    static let before: [(String, UInt64, Int)] = [
        ("ably-platforms", 0xf047_77d9_6112_b338, 125905),
        ("ably", 0x79b0_b25c_2bc7_f4fd, 40978),
        ("alarm-kinds", 0x2436_4e49_b7ab_cf5e, 285263),
        ("alarm", 0x9e0b_ce4b_dfb1_8d97, 157145),
        ("blog", 0xce2c_8a66_d681_476b, 22646),
        ("feed", 0x5615_83a2_9af4_1946, 68690),
        ("Fixtures/ably-compose-variant.json", 0xcdf2_c920_f7c1_dca1, 87465),
        ("Fixtures/ably-flutter-variant.json", 0xa46a_73b8_c836_033d, 80700),
        ("Browser/fixtures/many-sections.json", 0xebcf_34a9_c0c3_2e5f, 207253),
        ("Fixtures/profile-grid.json", 0x587a_e935_d11d_3547, 116797),
        ("Browser/fixtures/settings-bars.json", 0xec97_4e36_297f_0abc, 95259),
        ("mypage", 0xc9df_03ee_fcf2_7eaf, 253937),
        ("profile", 0x6eb2_554f_e48c_8990, 119192),
        ("settings", 0xa726_8e2c_ebe9_370c, 161683),
        ("weather", 0x4388_ebda_27e3_8901, 248306),
    ]

    static let tests = Repository.file("Tests")

    static func fnv1a(_ data: Data) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    @Test(arguments: before)
    func iOS18LaysOutAsBefore(_ name: String, _ hash: UInt64, _ size: Int) throws {
        let scenario = name.hasSuffix(".json") ? Self.tests.appendingPathComponent(name).path : name
        let run = try Binary.run([scenario, "--format", "json", "--ios", "18"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.count == size)
        #expect(Self.fnv1a(run.stdout) == hash)
        // The file names 18 itself, so without the flag it is the same layout.
        let own = try Binary.run([scenario, "--format", "json"])
        #expect(own.stdout == run.stdout)
    }

    @Test func iOS27MovesTheBarToTheSafeAreaTop() throws {
        // settings on the iPhone 15 Pro: 59 + 54 + 52 (large title) + 52 (search bar) = 217 at rest.
        let run = try Binary.run(["settings", "--format", "json", "--ios", "27", "--offsets", "-217"])
        #expect(run.exitCode == 0)
        #expect(run.stdoutText.contains(#""adjustedContentInset": { "top": 217, "left": 0, "bottom": 34, "right": 0 }"#))
    }

    @Test func aBadVersionIsAUsageError() throws {
        let run = try Binary.run(["ably", "--ios", "19"])
        #expect(run.exitCode == 64)
        #expect(run.stderr == "mockgen: arguments: --ios: expected 17, 18, 26 or 27, got \"19\"\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func theLegendNamesEachVariantsVersion() throws {
        let run = try Binary.run(["settings", "--ios", "26", "--frames", "2"])
        #expect(run.stdoutText.contains("safe area 59 / 34. iOS 26.</p>"))
    }
}
