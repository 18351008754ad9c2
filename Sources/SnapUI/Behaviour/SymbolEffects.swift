// Symbol effects, as SwiftUI's (from the Symbols framework, which SwiftUI brings): a snapshot shows
// a symbol at rest, after every effect has played, so they draw the symbol unchanged. The one
// effect whose resting state differs is `.disappear` while active: the symbol is hidden, as iOS
// leaves it.

/// An animation a symbol plays, as the Symbols framework's `SymbolEffect`.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect played once when a value changes (`.symbolEffect(.bounce, value: count)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect played while it is active (`.symbolEffect(.pulse, isActive: syncing)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect played as a symbol appears or disappears.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect played as one symbol replaces another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// A symbol that jumps.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The `up` variant of the effect (every variant is at rest alike).
    public var up: Self { self }
    /// The `down` variant of the effect (every variant is at rest alike).
    public var down: Self { self }
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

/// A symbol that fades in and out.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

/// A symbol whose variable layers light up in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The `iterative` variant of the effect (every variant is at rest alike).
    public var iterative: Self { self }
    /// The `cumulative` variant of the effect (every variant is at rest alike).
    public var cumulative: Self { self }
    /// The `reversing` variant of the effect (every variant is at rest alike).
    public var reversing: Self { self }
    /// The `nonReversing` variant of the effect (every variant is at rest alike).
    public var nonReversing: Self { self }
    /// The `hideInactiveLayers` variant of the effect (every variant is at rest alike).
    public var hideInactiveLayers: Self { self }
    /// The `dimInactiveLayers` variant of the effect (every variant is at rest alike).
    public var dimInactiveLayers: Self { self }
}

/// A symbol that grows or shrinks while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    /// The `up` variant of the effect (every variant is at rest alike).
    public var up: Self { self }
    /// The `down` variant of the effect (every variant is at rest alike).
    public var down: Self { self }
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

/// A symbol that wiggles.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

/// A symbol that rotates.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The `clockwise` variant of the effect (every variant is at rest alike).
    public var clockwise: Self { self }
    /// The `counterClockwise` variant of the effect (every variant is at rest alike).
    public var counterClockwise: Self { self }
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

/// A symbol that breathes.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The `plain` variant of the effect (every variant is at rest alike).
    public var plain: Self { self }
    /// The `pulse` variant of the effect (every variant is at rest alike).
    public var pulse: Self { self }
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

/// A symbol that appears.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The `up` variant of the effect (every variant is at rest alike).
    public var up: Self { self }
    /// The `down` variant of the effect (every variant is at rest alike).
    public var down: Self { self }
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

/// A symbol that disappears: hidden while the effect is active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The `up` variant of the effect (every variant is at rest alike).
    public var up: Self { self }
    /// The `down` variant of the effect (every variant is at rest alike).
    public var down: Self { self }
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

/// One symbol replacing another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    /// The `downUp` variant of the effect (every variant is at rest alike).
    public var downUp: Self { self }
    /// The `upUp` variant of the effect (every variant is at rest alike).
    public var upUp: Self { self }
    /// The `offUp` variant of the effect (every variant is at rest alike).
    public var offUp: Self { self }
    /// The `byLayer` variant of the effect (every variant is at rest alike).
    public var byLayer: Self { self }
    /// The `wholeSymbol` variant of the effect (every variant is at rest alike).
    public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The bounce effect.
    public static var bounce: BounceSymbolEffect { .init() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// The pulse effect.
    public static var pulse: PulseSymbolEffect { .init() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The variableColor effect.
    public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The scale effect.
    public static var scale: ScaleSymbolEffect { .init() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The wiggle effect.
    public static var wiggle: WiggleSymbolEffect { .init() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// The rotate effect.
    public static var rotate: RotateSymbolEffect { .init() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The breathe effect.
    public static var breathe: BreatheSymbolEffect { .init() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// The appear effect.
    public static var appear: AppearSymbolEffect { .init() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The disappear effect.
    public static var disappear: DisappearSymbolEffect { .init() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The replace effect.
    public static var replace: ReplaceSymbolEffect { .init() }
}

/// How an effect plays (speed and repeats), as the Symbols framework's `SymbolEffectOptions`.
/// A snapshot shows no effect playing, so every option is accepted alike.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The effect's own pace and repeats.
    public static let `default` = SymbolEffectOptions()
    /// The effect repeated.
    public static let repeating = SymbolEffectOptions()
    /// The effect played once.
    public static let nonRepeating = SymbolEffectOptions()

    /// The effect played `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// The effect played at `speed` times its pace.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }

    /// These options, repeated `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// These options at `speed` times the pace.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    /// These options, repeating.
    public var repeating: SymbolEffectOptions { self }
    /// These options, played once.
    public var nonRepeating: SymbolEffectOptions { self }
}

extension View {
    /// Plays `effect` on the symbols inside while `isActive`. At rest the symbols draw unchanged,
    /// except under an active `.disappear`, which hides them (their room kept).
    @ViewBuilder
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        if effect is DisappearSymbolEffect && isActive { hidden() } else { self }
    }

    /// Plays `effect` on the symbols inside each time `value` changes; at rest they draw unchanged.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    /// Stops the symbol effects inside (`isEnabled` false); at rest nothing changes.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// One symbol replacing another with the replace effect; at rest, the new symbol.
    public static let symbolEffect = ContentTransition(rawValue: 4)

    /// One symbol replacing another with `effect`; at rest, the new symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}
