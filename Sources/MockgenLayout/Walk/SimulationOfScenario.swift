/// A simulation, equal to another when built from the same scenario (its automatic heights
/// resolved with the fonts): everything else in it is built from that, and its behaviours are
/// existentials (`any ScrollBehavior`), which cannot be compared.
struct SimulationOfScenario: Sendable, Equatable {
    let sim: Simulation

    static func == (a: SimulationOfScenario, b: SimulationOfScenario) -> Bool { a.sim.scenario == b.sim.scenario }
}
