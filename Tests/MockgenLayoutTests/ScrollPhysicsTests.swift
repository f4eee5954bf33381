import Foundation
import Testing

@testable import MockgenLayout

/// Each platform's fling, rubber band and spring back against its source (Docs/platform-rules.md,
/// Scroll physics). The expected values are the sources' formulas, written out.
@Suite struct ScrollPhysicsTests {
    let uiKit = ScrollPhysics.uiKit(decelerationRate: ScrollPhysics.normalRate, screenScale: 3)
    let uiKitFast = ScrollPhysics.uiKit(decelerationRate: ScrollPhysics.fastRate, screenScale: 3)
    /// OverScroller's constants: DECELERATION_RATE = ln 0.78 / ln 0.9, INFLEXION 0.35, friction 0.015,
    /// mPhysicalCoeff = 9.80665 × 39.37 × 160 × 0.84 (per dp).
    let dr = log(0.78) / log(0.9)
    let frictionTimesCoefficient = 0.015 * 9.80665 * 39.37 * 160 * 0.84

    // MARK: UIScrollView

    @Test func uiKitCoastsTheGeometricSumOfItsRate() {
        // v(t) = v0 × 0.998^(1000 t): k = -1000 ln 0.998 = 2.002 a second. The coast to rest is v0 / k;
        // it ends at the stop speed v_s = k × 0.5 / 3 (half a pixel from rest on a 3x screen), so
        // (v0 - v_s) / k. WWDC 2018's projection, v0 / 1000 × r / (1 - r), is the same sum taken a
        // millisecond at a time: within 0.1 %.
        let k = -1000 * log(0.998)
        let stop = k * 0.5 / 3
        #expect(abs(uiKit.stopSpeed - stop) < 1e-12)
        for v0 in [300.0, 1000, 4000] {
            #expect(abs(uiKit.coastDistance(velocity: v0) - (v0 - stop) / k) < 1e-9)
            let projection = v0 / 1000 * 0.998 / (1 - 0.998)
            #expect(abs(uiKit.coastDistance(velocity: v0) - projection) / projection < 0.001)
        }
        // 1,000 pt/s: (1000 - 0.334) / 2.002 = 499.3 pt, and 0.99 (fast) stops ten times sooner:
        // k = -1000 ln 0.99 = 10.05, (1000 - 1.68) / 10.05 = 99.3 pt.
        #expect(abs(uiKit.coastDistance(velocity: 1000) - 499.33) < 0.01)
        #expect(abs(uiKitFast.coastDistance(velocity: 1000) - (1000 - 10.050 * 0.5 / 3) / 10.050) < 0.01)
    }

    @Test func uiKitCoastLastsUntilTheStopSpeed() {
        // v0 e^(-k t) = v_s: t = ln(v0 / v_s) / k; 1,000 pt/s at 0.998 on 3x: ln(1000 / 0.3337) / 2.002 = 4.0 s.
        let k = -1000 * log(0.998)
        #expect(abs(uiKit.coastDuration(velocity: 1000) - log(1000 / (k * 0.5 / 3)) / k) < 1e-9)
        #expect(abs(uiKit.coastDuration(velocity: 1000) - 4.0) < 0.01)
        // Speed falls by the rate every millisecond: after 100 ms it is 0.998^100 of the start.
        let (_, speed) = uiKit.coastProgress(velocity: 1000, at: 0.1)
        #expect(abs(speed - pow(0.998, 100)) < 1e-9)
    }

    @Test func rubberBandAtAHundredPointDrag() {
        // Rule 1.4: b = (1 - 1 / (x c / d + 1)) d with c = 0.55; 100 pt on a 874 pt viewport:
        // (1 - 1 / (55 / 874 + 1)) × 874 = 51.7 pt.
        let d = 874.0
        let expected = (1 - 1 / (100 * 0.55 / d + 1)) * d
        #expect(abs(ScrollView.rubberBand(100, dimension: d) - expected) < 1e-9)
        #expect(abs(expected - 51.74) < 0.01)
    }

    @Test func springBackIsFlutterBouncingSpring() {
        // Mass 0.5, stiffness 100, damping ratio 1.1: ω = √(100 / 0.5) = 14.14 rad/s, overdamped,
        // x(t) = (r2 e^(r1 t) - r1 e^(r2 t)) / (r2 - r1), r = -ζω ± ω √(ζ² - 1).
        let omega = (100.0 / 0.5).squareRoot()
        let zeta = 1.1
        let r1 = -zeta * omega + omega * (zeta * zeta - 1).squareRoot()
        let r2 = -zeta * omega - omega * (zeta * zeta - 1).squareRoot()
        for t in [0.05, 0.2, 0.5] {
            let x = (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
            #expect(abs(uiKit.springProgress(at: t) - (1 - x)) < 1e-12)
        }
        // Back from the 51.7 pt a 100 pt drag shows, to within half a pixel (1/6 pt): the slow
        // root dominates, x ≈ e^(r1 t) × r2 / (r2 - r1), so t ≈ ln(51.7 × 6 × r2 / (r2 - r1)) / -r1 = 0.73 s.
        let shown = ScrollView.rubberBand(100, dimension: 874)
        let t = uiKit.springDuration(distance: shown, tolerance: 0.5 / 3)
        let estimate = log(shown * 6 * r2 / (r2 - r1)) / -r1
        #expect(abs(t - estimate) < 0.01)
    }

    @Test func androidStretchRelaxesWithEdgeEffectsSpring() {
        // EdgeEffect: natural frequency 24.657, damping ratio 0.98 (underdamped):
        // x(t) = e^(-ζωt) (cos ωd t + ζω / ωd sin ωd t), ωd = ω √(1 - ζ²).
        let omega = 24.657
        let zeta = 0.98
        let wd = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.02, 0.1, 0.3] {
            let x = exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
            #expect(abs(ScrollPhysics.androidSpline.springProgress(at: t) - (1 - x)) < 1e-12)
        }
    }

    // MARK: Android, Flutter

    @Test func androidSplineFlingDistanceAndDuration() {
        // getSplineDeceleration: l = ln(0.35 |v| / (friction × coefficient));
        // distance = friction × coefficient × e^(DR / (DR - 1) × l); duration = e^(l / (DR - 1)) s.
        for v in [500.0, 2000, 8000] {
            let l = log(0.35 * v / frictionTimesCoefficient)
            #expect(
                abs(ScrollPhysics.androidSpline.coastDistance(velocity: v) - frictionTimesCoefficient * exp(dr / (dr - 1) * l))
                    < 1e-9)
            #expect(abs(ScrollPhysics.androidSpline.coastDuration(velocity: v) - exp(l / (dr - 1))) < 1e-12)
        }
        // 2,000 dp/s: l = ln(700 / 778.35) = -0.106, so 778.35 × e^(1.736 × -0.106) = 647 dp in
        // e^(-0.106 / 1.358) = 0.925 s: shorter and sooner than UIKit's 999 pt in 4.35 s.
        #expect(abs(ScrollPhysics.androidSpline.coastDistance(velocity: 2000) - 647.4) < 0.5)
        #expect(abs(ScrollPhysics.androidSpline.coastDuration(velocity: 2000) - 0.925) < 0.001)
        #expect(abs(uiKit.coastDuration(velocity: 2000) - 4.35) < 0.01)
    }

    @Test func splineTableRunsFromRestToTheEnd() {
        let table = SplineTable.shared.position
        #expect(table.count == 101)
        // The first sample is where the bisection stops, within its 1e-5 of the curve's start.
        #expect(table[0] < 1e-4)
        #expect(table[100] == 1)
        #expect(zip(table, table.dropFirst()).allSatisfy { $0 < $1 })
        // Decelerating: each hundredth of the time covers less than the one before.
        let steps = zip(table.dropFirst(), table).map { $0 - $1 }
        #expect(zip(steps.dropFirst(), steps).allSatisfy { $0 <= $1 + 1e-9 })
    }

    @Test func flutterClampingTravelsAsFarAsAndroid() {
        // ClampingScrollSimulation: T = DR × INFLEXION × (|v| / v_ref)^(1 / (DR - 1)),
        // v_ref = friction × coefficient / INFLEXION; distance v T / DR. Flutter states it travels the
        // distance Android's OverScroller does, which the two formulas give.
        for v in [300.0, 1500, 6000] {
            let reference = frictionTimesCoefficient / 0.35
            let t = dr * 0.35 * pow(v / reference, 1 / (dr - 1))
            #expect(abs(ScrollPhysics.flutterClamping.coastDuration(velocity: v) - t) < 1e-12)
            #expect(abs(ScrollPhysics.flutterClamping.coastDistance(velocity: v) - v * t / dr) < 1e-9)
            let android = ScrollPhysics.androidSpline.coastDistance(velocity: v)
            #expect(abs(ScrollPhysics.flutterClamping.coastDistance(velocity: v) - android) < 1e-6 * android)
        }
        // x(t) = d (1 - (1 - t / T)^DR).
        let (share, _) = ScrollPhysics.flutterClamping.coastProgress(velocity: 1500, at: 0.25)
        let total = ScrollPhysics.flutterClamping.coastDuration(velocity: 1500)
        #expect(abs(share - (1 - pow(1 - 0.25 / total, dr))) < 1e-12)
    }

    @Test func flutterBouncingIsFrictionWithItsTolerance() {
        // FrictionSimulation(0.135, x, v): x(t) = x + v (0.135^t - 1) / ln 0.135, done under the
        // tolerance 1 / (0.05 × devicePixelRatio) px/s: (v - v_tol) / -ln 0.135 at dpr 3.
        let flutter = ScrollPhysics.flutterBouncing(devicePixelRatio: 3)
        let tolerance = 1 / (0.05 * 3)
        #expect(abs(flutter.coastDistance(velocity: 1200) - (1200 - tolerance) / -log(0.135)) < 1e-9)
        // 0.135 a second is UIKit's 0.998 a millisecond: 0.998^1000 = 0.1351.
        #expect(abs(pow(0.998, 1000) - 0.135) < 0.001)
    }

    // MARK: The path as gestures

    @Test func aFlingLandsOnTheNextNode() {
        // The finger drags 100 ms at the release velocity, then lets go: v × 0.1 + coast(v) = distance.
        for physics in [uiKit, .androidSpline, .flutterClamping, .flutterBouncing(devicePixelRatio: 3)] {
            for distance in [40.0, 198, 2100] {
                let v = physics.releaseVelocity(forDistance: distance, dragTime: SegmentMotion.dragTime)
                #expect(abs(v * SegmentMotion.dragTime + physics.coastDistance(velocity: v) - distance) < 1e-6)
                let motion = SegmentMotion(
                    from: 0, to: distance, range: 0...3000, startIsDrag: false, endIsDrag: false, physics: physics,
                    dimension: 874, bounces: true)
                #expect(motion.fraction(at: motion.duration) == 1)
                #expect(abs(motion.fraction(at: SegmentMotion.dragTime) - v * SegmentMotion.dragTime / distance) < 1e-9)
                // Monotonic, and the inverse finds its own times again.
                let samples = stride(from: 0.0, through: motion.duration, by: motion.duration / 50).map(motion.fraction(at:))
                #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
                let t = motion.duration * 0.3
                #expect(abs(motion.time(atFraction: motion.fraction(at: t)) - t) < 1e-6)
            }
        }
    }
}
