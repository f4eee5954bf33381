import MockgenLayout
import MockgenRender
import Testing

@Suite struct CaptionStripTests {
    @Test func placeholder() {}
}
