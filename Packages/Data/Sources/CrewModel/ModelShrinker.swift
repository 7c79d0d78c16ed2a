/// Shrinks a failing sequence to a short one that still fails (delta debugging, as Hypothesis
/// and QuickCheck shrink): whole chunks of commands are left out, halving the chunk down to one
/// command, then each large batch is halved and each list of ids cut down; what still fails is
/// kept. `stillFails` runs a candidate on a fresh crew.
public enum ModelShrinker {
    /// The shortest failing sequence found within `attempts` runs of a candidate, none started
    /// past `deadline` (a sequence of a team's volume takes seconds a run: shrinking it fully can
    /// take longer than the run that found it).
    public static func shrink(
        _ commands: [ModelCommand], attempts: Int = 400, deadline: ContinuousClock.Instant? = nil,
        stillFails: ([ModelCommand]) async -> Bool
    ) async -> [ModelCommand] {
        var current = commands
        var left = attempts
        func tryCandidate(_ candidate: [ModelCommand]) async -> Bool {
            if let deadline, ContinuousClock.now > deadline { left = 0 }
            guard left > 0 else { return false }
            left -= 1
            guard await stillFails(candidate) else { return false }
            current = candidate
            return true
        }
        var chunk = max(1, current.count / 2)
        while left > 0 {
            var start = 0
            var shrunk = false
            while start < current.count, left > 0 {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if await tryCandidate(candidate) { shrunk = true } else { start += chunk }
            }
            if chunk == 1 && !shrunk { break }
            chunk = max(1, chunk / 2)
        }
        for index in current.indices {
            for smaller in smallerForms(of: current[index]) {
                var candidate = current
                candidate[index] = smaller
                if await tryCandidate(candidate) { break }
            }
        }
        return current
    }

    /// Smaller versions of a command, smallest first: a batch of half, a quarter…, a list of ids
    /// without one of its ids.
    static func smallerForms(of command: ModelCommand) -> [ModelCommand] {
        switch command {
        case .importItems(let drafts) where drafts.count > 1:
            return halvings(drafts.count).map { .importItems(Array(drafts.prefix($0))) }
        case .complete(.ids(let ids)) where ids.count > 1:
            return halvings(ids.count).map { .complete(.ids(Array(ids.prefix($0)))) }
        case .reopen(.ids(let ids)) where ids.count > 1:
            return halvings(ids.count).map { .reopen(.ids(Array(ids.prefix($0)))) }
        case .remove(.ids(let ids)) where ids.count > 1:
            return halvings(ids.count).map { .remove(.ids(Array(ids.prefix($0)))) }
        default: return []
        }
    }

    /// 1, then sizes doubling up to under `count`.
    private static func halvings(_ count: Int) -> [Int] {
        var sizes: [Int] = []
        var size = 1
        while size < count {
            sizes.append(size)
            size *= 2
        }
        return sizes
    }
}
