import Foundation

/// How a list coasts after the finger lets go, and how it returns from past an edge, by its
/// platform (Docs/platform-rules.md, Scroll physics). Distances are points (dp, logical pixels),
/// times seconds, velocities points a second.
public enum ScrollPhysics: Sendable, Equatable {
    /// UIScrollView, and SwiftUI's scroll views that wrap it: the velocity is multiplied by
    /// `decelerationRate` every millisecond.
    case uiKit(decelerationRate: Double, screenScale: Double)
    /// Jetpack Compose's default fling (`SplineBasedFloatDecayAnimationSpec`, the spline of Android's
    /// `OverScroller`).
    case androidSpline
    /// Flutter's `BouncingScrollSimulation` (its iOS physics).
    case flutterBouncing(devicePixelRatio: Double)
    /// Flutter's `ClampingScrollSimulation` (its Android physics).
    case flutterClamping

    /// `UIScrollView.DecelerationRate.normal` and `.fast`, per millisecond.
    public static let normalRate = 0.998
    public static let fastRate = 0.99

    /// The physics a scenario's list scrolls with: its kind's (`ListKindRules.scrollPhysics`).
    public static func of(_ scenario: Scenario) -> ScrollPhysics {
        scenario.list.kind.rules.scrollPhysics(on: scenario.device)
    }

    /// The platform's name in `Docs/` and in captions.
    public var name: String {
        switch self {
        case .uiKit: return "UIScrollView"
        case .androidSpline: return "OverScroller spline"
        case .flutterBouncing: return "BouncingScrollSimulation"
        case .flutterClamping: return "ClampingScrollSimulation"
        }
    }

    // MARK: - Exponential decay (UIKit, Flutter on iOS)

    /// The decay constant k of v(t) = v0 e^(-k t): UIKit's velocity falls by `rate` each
    /// millisecond, so e^(-k / 1000) = rate, k = -1000 ln(rate) (2.002 a second at 0.998). Flutter's
    /// `FrictionSimulation(0.135, ...)` keeps 0.135 of its velocity a second: k = -ln(0.135), the same
    /// rate (0.998^1000 = 0.135).
    var decay: Double? {
        switch self {
        case .uiKit(let rate, _): return -1000 * Foundation.log(rate)
        case .flutterBouncing: return -Foundation.log(0.135)
        case .androidSpline, .flutterClamping: return nil
        }
    }

    /// The speed under which the coast ends (points a second).
    ///
    /// UIKit publishes none. The replica of Docs/platform-rules.md (Scroll physics, UIKit's stop) ends the
    /// deceleration when it is within half a pixel of where it would come to rest: the distance left
    /// is v / k, so it stops at v = k * 0.5 / scale, 0.33 pt/s on a 3x screen. Flutter stops at its
    /// scroll tolerance, one physical pixel per 50 ms: 1 / (0.05 * devicePixelRatio) logical px/s.
    public var stopSpeed: Double {
        switch self {
        case .uiKit(let rate, let scale): return -1000 * Foundation.log(rate) * 0.5 / scale
        case .flutterBouncing(let dpr): return 1 / (0.05 * dpr)
        case .androidSpline, .flutterClamping: return 0
        }
    }

    // MARK: - Android's spline (Compose, Flutter on Android)

    /// `DECELERATION_RATE` of OverScroller: ln(0.78) / ln(0.9).
    static let splineDecelerationRate = Foundation.log(0.78) / Foundation.log(0.9)
    /// `INFLEXION`, where the spline's deceleration changes.
    static let inflexion = 0.35
    /// `ViewConfiguration.getScrollFriction()`.
    static let scrollFriction = 0.015
    /// `mPhysicalCoeff` in dp: g (9.80665 m/s²) × 39.37 in/m × 160 dp/in × 0.84.
    static let physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84

    /// The ratio of velocity to `INFLEXION`'s reference velocity, in log: getSplineDeceleration.
    static func splineLog(_ velocity: Double) -> Double {
        Foundation.log(inflexion * abs(velocity) / (scrollFriction * physicalCoefficient))
    }

    // MARK: - Coasting

    /// How far a fling that leaves the finger at `velocity` travels before it stops.
    ///
    /// UIKit: ∫ v0 e^(-k t) dt up to the stop speed = (v0 - v_stop) / k, within the half pixel of
    /// v0 / k, WWDC 2018's `project(initialVelocity:decelerationRate:)` (v0 / 1000 × r / (1 - r)).
    /// Android: getSplineFlingDistance, friction × coefficient × e^(DR / (DR - 1) × l).
    /// Flutter clamping: v × T / DR, with T its duration (`_flingDistance`).
    public func coastDistance(velocity: Double) -> Double {
        let v = abs(velocity)
        switch self {
        case .uiKit, .flutterBouncing:
            guard v > stopSpeed, let k = decay else { return 0 }
            return (v - stopSpeed) / k
        case .androidSpline:
            guard v > 0 else { return 0 }
            let dr = Self.splineDecelerationRate
            return Self.scrollFriction * Self.physicalCoefficient * Foundation.exp(dr / (dr - 1) * Self.splineLog(v))
        case .flutterClamping:
            guard v > 0 else { return 0 }
            return v * coastDuration(velocity: v) / Self.splineDecelerationRate
        }
    }

    /// How long the coast of `velocity` lasts (seconds).
    ///
    /// UIKit and Flutter on iOS: until v0 e^(-k t) = v_stop, t = ln(v0 / v_stop) / k.
    /// Android: getSplineFlingDuration, e^(l / (DR - 1)) seconds.
    /// Flutter clamping: DR × INFLEXION × Android's duration (it ends sooner to travel as far).
    public func coastDuration(velocity: Double) -> Double {
        let v = abs(velocity)
        switch self {
        case .uiKit, .flutterBouncing:
            guard v > stopSpeed, let k = decay else { return 0 }
            return Foundation.log(v / stopSpeed) / k
        case .androidSpline:
            guard v > 0 else { return 0 }
            return Foundation.exp(Self.splineLog(v) / (Self.splineDecelerationRate - 1))
        case .flutterClamping:
            guard v > 0 else { return 0 }
            let dr = Self.splineDecelerationRate
            return dr * Self.inflexion * Foundation.exp(Self.splineLog(v) / (dr - 1))
        }
    }

    /// The share of its coast distance a fling of `velocity` has travelled at time `t`, and its speed
    /// there as a share of the initial one.
    ///
    /// UIKit and Flutter on iOS: x(t) = v0 (1 - e^(-k t)) / k, less nothing (the stop cuts the tail).
    /// Android: the spline table of OverScroller (`SplineTable`). Flutter clamping:
    /// 1 - (1 - t / T)^DR (`ClampingScrollSimulation.x`).
    func coastProgress(velocity: Double, at t: Double) -> (distance: Double, speed: Double) {
        let v = abs(velocity)
        let total = coastDuration(velocity: v)
        guard total > 0 else { return (1, 0) }
        let clamped = min(max(t, 0), total)
        switch self {
        case .uiKit, .flutterBouncing:
            let k = decay!
            let travelled = v * (1 - Foundation.exp(-k * clamped)) / k
            let distance = coastDistance(velocity: v)
            return (min(travelled / distance, 1), t >= total ? 0 : Foundation.exp(-k * clamped))
        case .androidSpline:
            let (share, slope) = SplineTable.shared.position(clamped / total)
            // The spline's slope is d(share)/d(time share): speed = slope × distance / duration.
            let speed = slope * coastDistance(velocity: v) / total / v
            return (share, t >= total ? 0 : speed)
        case .flutterClamping:
            let dr = Self.splineDecelerationRate
            let s = clamped / total
            return (1 - Foundation.pow(1 - s, dr), Foundation.pow(1 - s, dr - 1))
        }
    }

    /// The release velocity of a fling that, after `dragTime` of the finger moving at that same
    /// velocity, coasts to rest exactly `distance` further on (distance = v × dragTime + coast(v)).
    /// Solved by bisection: both terms grow with v.
    public func releaseVelocity(forDistance distance: Double, dragTime: Double) -> Double {
        guard distance > 0 else { return 0 }
        var low = 0.0
        var high = max(1.0, distance / max(dragTime, 1e-3))
        while high * dragTime + coastDistance(velocity: high) < distance { high *= 2 }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid * dragTime + coastDistance(velocity: mid) < distance { low = mid } else { high = mid }
            if high - low <= 1e-12 * high { break }
        }
        return (low + high) / 2
    }

    // MARK: - Returning from past an edge

    /// The spring that brings the content back to the edge after a drag past it, as damping ratio
    /// and undamped angular frequency (rad/s).
    ///
    /// UIKit publishes none: Flutter's `BouncingScrollPhysics` spring, its match of iOS (mass 0.5,
    /// stiffness 100, damping ratio 1.1: ω = √(100 / 0.5)), stands in for UIKit and SwiftUI (a
    /// replica, Docs/platform-rules.md). Android's stretch (`EdgeEffect`) relaxes with a spring of
    /// natural frequency 24.657 and damping ratio 0.98.
    public var spring: (dampingRatio: Double, frequency: Double) {
        switch self {
        case .uiKit, .flutterBouncing: return (1.1, (100.0 / 0.5).squareRoot())
        case .androidSpline, .flutterClamping: return (0.98, 24.657)
        }
    }

    /// The share of the way back to the edge a spring released at rest `distance` past it has come at
    /// time `t` (0 at release, 1 at the edge), for the damped oscillator x'' + 2ζω x' + ω² x = 0 with
    /// x(0) = 1, x'(0) = 0.
    public func springProgress(at t: Double) -> Double {
        let (zeta, omega) = spring
        guard t > 0 else { return 0 }
        let x: Double
        if zeta > 1 {
            // Overdamped: x = (r2 e^(r1 t) - r1 e^(r2 t)) / (r2 - r1).
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root
            let r2 = -zeta * omega - root
            x = (r2 * Foundation.exp(r1 * t) - r1 * Foundation.exp(r2 * t)) / (r2 - r1)
        } else if zeta == 1 {
            x = (1 + omega * t) * Foundation.exp(-omega * t)
        } else {
            // Underdamped: x = e^(-ζωt) (cos ωd t + ζω / ωd sin ωd t).
            let wd = omega * (1 - zeta * zeta).squareRoot()
            x = Foundation.exp(-zeta * omega * t) * (Foundation.cos(wd * t) + zeta * omega / wd * Foundation.sin(wd * t))
        }
        return 1 - x
    }

    /// How long the spring back from `distance` takes: until it is within `tolerance` of the edge and
    /// stays there (UIKit: half a pixel; Android and Flutter: a pixel, their distance tolerance).
    public func springDuration(distance: Double, tolerance: Double) -> Double {
        guard distance > tolerance else { return 0 }
        let step = 0.001
        var t = 0.0
        var lastOutside = 0.0
        // The envelope decays within a few seconds for every spring here; 10 s bounds the search.
        while t < 10 {
            t += step
            if abs(1 - springProgress(at: t)) * distance > tolerance { lastOutside = t }
            if t - lastOutside > 0.5 { break }
        }
        return lastOutside + step
    }
}

/// OverScroller's spline: the share of the distance travelled at each hundredth of the fling's
/// duration, built from a cubic with tensions 0.5 and 1.0 around `INFLEXION` (SplineOverScroller's
/// static block), and read between samples linearly (its `update`).
struct SplineTable: Sendable {
    static let shared = SplineTable()
    static let samples = 100
    var position: [Double]

    init() {
        let startTension = 0.5
        let endTension = 1.0
        let p1 = startTension * ScrollPhysics.inflexion
        let p2 = 1 - endTension * (1 - ScrollPhysics.inflexion)
        var table = [Double](repeating: 0, count: Self.samples + 1)
        var xMin = 0.0
        for i in 0..<Self.samples {
            let alpha = Double(i) / Double(Self.samples)
            var xMax = 1.0
            var x = 0.0
            var coef = 0.0
            // The curve's parameter whose time coordinate is alpha, by bisection.
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = coef * ((1 - x) * startTension + x) + x * x * x
        }
        table[Self.samples] = 1
        position = table
    }

    /// The share of the distance at time share `t`, and the slope there (share per time share).
    func position(_ t: Double) -> (Double, Double) {
        let n = Double(Self.samples)
        let index = min(Int(n * t), Self.samples - 1)
        let tInf = Double(index) / n
        let dInf = position[index]
        let slope = (position[index + 1] - dInf) * n
        return (min(dInf + (t - tInf) * slope, 1), slope)
    }
}
