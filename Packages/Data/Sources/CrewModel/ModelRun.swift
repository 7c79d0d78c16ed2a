/// Runs a command sequence on subjects beside the model and compares them after every step: the
/// outcome of the command, everything each holds, and a listing of a generated filter read in
/// pages of a generated size (its order checked against the model's, and between the subjects:
/// the stores must list alike, a search's best match first included).
public enum ModelRun {
    /// The first divergence, or `nil` when every subject did as the model says throughout.
    /// Everything held is read back after every step while the store is small, and after every
    /// `largeStoreEvery` steps (and the last) once it holds more than `largeStore` items; a
    /// listing is read after every step, in pages of a generated size (about 40 pages at most,
    /// more once the store holds more than 40 of the largest page).
    /// `trace` is told of each step and how long it took.
    /// A run past `deadline` stops after the step under way (its commands checked so far held).
    public static func check(
        _ commands: [ModelCommand], on subjects: [any ModelSubject], seed: UInt64, largeStore: Int = 3_000,
        largeStoreEvery: Int = 25, deadline: ContinuousClock.Instant? = nil,
        trace: ((Int, ModelCommand, Duration) -> Void)? = nil
    ) async -> ModelDivergence? {
        var model = CrewModel()
        var random = ModelRandom(seed: seed ^ 0x5EED)
        let clock = ContinuousClock()
        for (index, command) in commands.enumerated() {
            if let deadline, clock.now > deadline { return nil }
            let step = index + 1
            let started = clock.now
            defer { trace?(step, command, clock.now - started) }
            let expected = model.apply(command)
            let filter = listingFilter(&random, model: model)
            let pageSize = listingPageSize(random.pick([1, 2, 7, 50, 249, 1_000]), items: model.items.count)
            let readsContents =
                model.items.count <= largeStore || step % largeStoreEvery == 0 || step == commands.count
            var listings: [(subject: String, ids: [Int])] = []
            for subject in subjects {
                let divergence = { (detail: String) in
                    ModelDivergence(subject: subject.name, step: step, command: command, detail: detail)
                }
                do {
                    let outcome = try await subject.run(command)
                    let wanted = expected.reduced(to: subject.precision)
                    guard outcome.reduced(to: subject.precision) == wanted else {
                        return divergence("expected \(wanted), got \(outcome)")
                    }
                    if readsContents {
                        let held = try await subject.contents()
                        let differences = held.differences(
                            from: ModelContents(users: model.shownUsers, items: model.shownItems))
                        guard differences.isEmpty else {
                            return divergence(differences.joined(separator: "; "))
                        }
                    }
                    let listed = try await subject.listing(filter, pageSize: pageSize)
                    let wantedIDs = model.listed(filter)
                    let ordered = filter.search == nil && subject.listsInModelOrder
                    let same = ordered ? listed == wantedIDs : listed.sorted() == wantedIDs.sorted()
                    guard same else {
                        return divergence(
                            "listing \(ModelScript.filterWords(filter).joined(separator: " ")) in pages of \(pageSize): expected \(summary(wantedIDs)), found \(summary(listed))"
                        )
                    }
                    if subject.listsInModelOrder { listings.append((subject.name, listed)) }
                } catch {
                    return divergence("threw \(error)")
                }
            }
            if let first = listings.first, let other = listings.first(where: { $0.ids != first.ids }) {
                return ModelDivergence(
                    subject: other.subject, step: step, command: command,
                    detail: "listed \(summary(other.ids)) where \(first.subject) listed \(summary(first.ids))"
                )
            }
        }
        return nil
    }

    /// The page size a listing is read in: the one drawn, or more while that would take over 40
    /// pages, never more than the largest page crew gives (so a store of 41,000 items is read in
    /// 41 pages of 1,000, not refused a page of 1,025).
    static func listingPageSize(_ drawn: Int, items: Int) -> Int {
        min(max(drawn, items / 40), ModelSizes.largestPage)
    }

    /// A filter to list after a step: often one that admits much, now and then a search.
    private static func listingFilter(_ random: inout ModelRandom, model: CrewModel) -> ModelFilter {
        var filter = ModelFilter(status: random.pick(ModelFilter.Status.allCases))
        if random.chance(40) { filter.tag = random.pick(ModelGenerator.tags) }
        if random.chance(15), let user = model.users.keys.min() { filter.owner = .user(user) }
        if random.chance(20) { filter.search = random.pick(["ta", "CAFE", "ph", "an", "report", "r", "C"]) }
        return filter
    }

    /// A list of ids, shortened past a dozen.
    static func summary(_ ids: [Int]) -> String {
        guard ids.count > 12 else { return "\(ids)" }
        return
            "\(ids.count) ids \(ids.prefix(6).map(String.init).joined(separator: ", ")) … \(ids.suffix(3).map(String.init).joined(separator: ", "))"
    }
}
