import Testing
import MockgenScenario

@Suite("Key paths")
struct KeyPathTests {
    @Test func emptyPathPrintsAsEmpty() {
        #expect(KeyPath().description == "")
        #expect(KeyPath.root.isEmpty)
    }

    @Test func keysAndIndexes() {
        let path = KeyPath().appending("list").appending("sections").appending(2).appending("rows").appending("height")
        #expect(path.description == "list.sections[2].rows.height")
        #expect(KeyPath().appending(0).appending("a").description == "[0].a")
        #expect(KeyPath().appending("variants").appending(1).appending(0).description == "variants[1][0]")
        var mutable = KeyPath()
        mutable.append("device")
        mutable.append("safeArea")
        #expect(mutable.description == "device.safeArea")
        #expect(mutable.components == [.key("device"), .key("safeArea")])
    }

    @Test func unusualKeysAreQuoted() {
        #expect(KeyPath().appending("list").appending("my key").description == #"list["my key"]"#)
        #expect(KeyPath().appending("a.b").description == #"["a.b"]"#)
        #expect(KeyPath().appending("").appending("x").description == #"[""].x"#)
        #expect(KeyPath().appending("제목").description == #"["제목"]"#)
        #expect(KeyPath().appending("iphone-15_pro2").description == "iphone-15_pro2")
    }
}
