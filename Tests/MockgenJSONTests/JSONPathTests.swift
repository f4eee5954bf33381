import MockgenJSON
import Testing

@Suite("Key paths")
struct KeyPathTests {
    @Test func emptyPathPrintsAsEmpty() {
        #expect(JSONPath().description == "")
        #expect(JSONPath.root.isEmpty)
    }

    @Test func keysAndIndexes() {
        let path = JSONPath().appending("list").appending("sections").appending(2).appending("rows").appending("height")
        #expect(path.description == "list.sections[2].rows.height")
        #expect(JSONPath().appending(0).appending("a").description == "[0].a")
        #expect(JSONPath().appending("variants").appending(1).appending(0).description == "variants[1][0]")
        var mutable = JSONPath()
        mutable.append("device")
        mutable.append("safeArea")
        #expect(mutable.description == "device.safeArea")
        #expect(mutable.components == [.key("device"), .key("safeArea")])
    }

    @Test func unusualKeysAreQuoted() {
        #expect(JSONPath().appending("list").appending("my key").description == #"list["my key"]"#)
        #expect(JSONPath().appending("a.b").description == #"["a.b"]"#)
        #expect(JSONPath().appending("").appending("x").description == #"[""].x"#)
        #expect(JSONPath().appending("제목").description == #"["제목"]"#)
        #expect(JSONPath().appending("iphone-15_pro2").description == "iphone-15_pro2")
    }
}
