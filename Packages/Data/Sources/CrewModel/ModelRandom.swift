/// SplitMix64: a small generator whose whole state is its seed, so a run is replayed from the
/// seed it prints.
public struct ModelRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `true` with probability `percent` in 100.
    public mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }
}
