import Domain
import DomainTestSupport
import Presentation
import Testing

@MainActor
@Suite("Observation hook")
struct StateObserversTests {
    @Test("the first call comes at once, with the current state")
    func immediateFirstCall() {
        let sut = StateObservers(1)
        var received: [Int] = []
        let token = sut.observe { received.append($0) }
        #expect(received == [1])
        _ = token
    }

    @Test("an equal state is not sent again")
    func equalStatesNotResent() {
        let sut = StateObservers(1)
        var received: [Int] = []
        let token = sut.observe { received.append($0) }
        sut.update(1)
        sut.update(2)
        sut.update(2)
        sut.mutate { $0 = 2 }
        #expect(received == [1, 2])
        _ = token
    }

    @Test("states arrive in the order they were set")
    func orderKept() {
        let sut = StateObservers(0)
        var received: [Int] = []
        let token = sut.observe { received.append($0) }
        for value in 1...5 { sut.update(value) }
        #expect(received == [0, 1, 2, 3, 4, 5])
        _ = token
    }

    @Test("cancel() stops the calls")
    func cancelStops() {
        let sut = StateObservers(0)
        var received: [Int] = []
        let token = sut.observe { received.append($0) }
        sut.update(1)
        token.cancel()
        sut.update(2)
        #expect(received == [0, 1])
        #expect(token.isCancelled)
        #expect(sut.observerCount == 0)
    }

    @Test("releasing the token stops the calls and forgets the observer")
    func releasingTokenStops() {
        let sut = StateObservers(0)
        var received: [Int] = []
        var token: Observation? = sut.observe { received.append($0) }
        sut.update(1)
        token = nil
        sut.update(2)
        #expect(received == [0, 1])
        #expect(sut.observerCount == 0)
        #expect(token == nil)
    }

    @Test("a view model released while observed is deallocated; its token then does nothing")
    func viewModelNotKeptAliveByObservation() {
        var sut: ItemListViewModel? = makeViewModel()
        weak let weakViewModel = sut
        let token = sut?.observe { _ in }
        sut = nil
        #expect(weakViewModel == nil)
        token?.cancel()
    }

    @Test("an observer that holds its view model does not leak once its token is released")
    func observerHoldingViewModelDoesNotLeak() {
        var sut: ItemListViewModel? = makeViewModel()
        weak let weakViewModel = sut
        var token: Observation? = sut?.observe { [sut] _ in _ = sut }
        sut = nil
        #expect(weakViewModel != nil, "the observer keeps it alive while observing")
        token = nil
        #expect(weakViewModel == nil)
        #expect(token == nil)
    }

    @Test("cancelling from inside a callback is safe, and the cancelled observer hears nothing more")
    func cancelInsideCallback() {
        let sut = StateObservers(0)
        var received: [Int] = []
        var other: [Int] = []
        var token: Observation?
        token = sut.observe { value in
            received.append(value)
            if value == 1 { token?.cancel() }
        }
        let otherToken = sut.observe { other.append($0) }
        sut.update(1)
        sut.update(2)
        #expect(received == [0, 1])
        #expect(other == [0, 1, 2])
        _ = otherToken
    }

    @Test("an observer can cancel another one mid-delivery; the other is skipped")
    func cancelAnotherInsideCallback() {
        let sut = StateObservers(0)
        var second: Observation?
        var secondReceived: [Int] = []
        let first = sut.observe { value in if value == 1 { second?.cancel() } }
        second = sut.observe { secondReceived.append($0) }
        sut.update(1)
        #expect(secondReceived == [0])
        _ = first
    }

    @Test("two observers are both called, in the order they started observing")
    func twoObservers() {
        let sut = StateObservers("a")
        var log: [String] = []
        let first = sut.observe { log.append("first \($0)") }
        let second = sut.observe { log.append("second \($0)") }
        sut.update("b")
        #expect(log == ["first a", "second a", "first b", "second b"])
        _ = (first, second)
    }

    @Test("a state set from inside a callback reaches every observer after the current one, in order")
    func reentrantUpdateKeepsOrder() {
        let sut = StateObservers(0)
        var first: [Int] = []
        var second: [Int] = []
        let a = sut.observe { value in
            first.append(value)
            if value == 1 { sut.update(2) }
        }
        let b = sut.observe { second.append($0) }
        sut.update(1)
        #expect(first == [0, 1, 2])
        #expect(second == [0, 1, 2])
        _ = (a, b)
    }

    @Test("an observer that starts observing during a delivery gets each state once")
    func observerAddedDuringDelivery() {
        let sut = StateObservers(0)
        var late: [Int] = []
        var lateToken: Observation?
        let first = sut.observe { value in
            if value == 1 {
                sut.update(2)
                lateToken = sut.observe { late.append($0) }
            }
        }
        sut.update(1)
        #expect(late == [2])
        _ = (first, lateToken)
    }

    // MARK: - Helpers

    private func makeViewModel() -> ItemListViewModel {
        let items = InMemoryItemRepository()
        return ItemListViewModel(
            useCases: ItemListUseCases(
                items: items, users: InMemoryUserRepository(), clock: stoppedClock(),
                today: dueDate("2027-01-15")),
            today: dayBeforeEveryDueDay, staleNotice: staleNotice)
    }
}
