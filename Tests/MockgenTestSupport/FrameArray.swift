import MockgenLayout

extension VariantLayout {
    /// The frames as an array, for tests that read frame k: the array itself when the run keeps
    /// the frames (every run here but those that compare the two kinds), else the replay, read once.
    public var frameArray: [FrameLayout] { frames.kept ?? Array(frames) }
}
