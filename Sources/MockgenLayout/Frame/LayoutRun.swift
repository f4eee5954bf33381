import MockgenText

/// What `mockgen` renders: one scenario, one or more variants laid out at the same offsets.
/// `LayoutRun.layOut` (Walk/LayoutRun+Walk.swift) builds it.
public struct LayoutRun: Sendable, Equatable {
    public var scenarioName: String
    /// True when the scenario declares variants (the JSON then always uses the variants form).
    public var hasVariants: Bool
    public var variants: [VariantLayout]
    /// With variants: the path as the base scenario (without patches) resolves it, to say where a
    /// variant's own range moves a node.
    public var basePath: [ResolvedNode]?
    /// What the user should know that is not an error, one line each (fewer frames than nodes).
    public var warnings: [String]
    /// Under `--motion fling`: each frame's moment on the path, in seconds from its start, before
    /// any hold at an event (`FlingTimeline`).
    public var motionTimes: [Double]?
    /// Under `--motion fling`: which frames stand on a node of the path (where a fling comes to rest).
    public var motionNodes: [Bool]?
    /// Each frame's time in seconds as the layout JSON gives it when a motion is chosen: the
    /// moment it appears, holds included (set by the command line, which knows the hold).
    public var frameTimes: [Double]?

    /// The run with only the frames at `indices` (in order), their motion kept with them: an
    /// animation that drops frames it cannot afford (Docs/command-line.md, Motion).
    public func keeping(_ indices: [Int]) -> LayoutRun {
        var run = self
        for v in run.variants.indices { run.variants[v].frames = run.variants[v].frames.keeping(indices) }
        run.motionTimes = motionTimes.map { times in indices.map { times[$0] } }
        run.motionNodes = motionNodes.map { nodes in indices.map { nodes[$0] } }
        run.frameTimes = frameTimes.map { times in indices.map { times[$0] } }
        return run
    }

    public init(
        scenarioName: String, hasVariants: Bool, variants: [VariantLayout], basePath: [ResolvedNode]? = nil,
        warnings: [String] = []
    ) {
        self.scenarioName = scenarioName
        self.hasVariants = hasVariants
        self.variants = variants
        self.basePath = basePath
        self.warnings = warnings
    }
}

/// All frames of one variant, plus what the renderers need about the screen.
public struct VariantLayout: Sendable, Equatable {
    /// nil for a scenario without variants.
    public var name: String?
    public var scenario: Scenario
    /// Every frame, kept whole or laid out again as it is read (`VariantFrames`).
    public var frames: VariantFrames
    /// Every event of the walk in the order it happened, with its exact offset.
    public var events: [ScrollEvent]
    /// The path's nodes as this variant resolved them (its own range, Docs/decisions.md).
    public var path: [ResolvedNode]
    /// The fonts the content was measured with, which the renderers draw and embed; nil when the
    /// scenario has no content.
    public var fonts: FontSet?

    public init(
        name: String?, scenario: Scenario, frames: VariantFrames, events: [ScrollEvent] = [],
        path: [ResolvedNode] = [], fonts: FontSet? = nil
    ) {
        self.name = name
        self.scenario = scenario
        self.frames = frames
        self.events = events
        self.path = path
        self.fonts = fonts
    }

    /// A variant whose frames are kept whole.
    public init(
        name: String?, scenario: Scenario, frames: [FrameLayout], events: [ScrollEvent] = [],
        path: [ResolvedNode] = [], fonts: FontSet? = nil
    ) {
        self.init(
            name: name, scenario: scenario, frames: VariantFrames(kept: frames), events: events, path: path, fonts: fonts)
    }

    public var viewport: Size { Size(width: scenario.device.width, height: scenario.device.height) }
}
