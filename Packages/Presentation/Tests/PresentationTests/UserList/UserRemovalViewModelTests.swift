import Domain
import DomainTestSupport
import Presentation
import Testing

@MainActor
@Suite("UserRemovalViewModel")
struct UserRemovalViewModelTests {
    @Test("a removal is checked first and asks about exactly what it will do, naming the person")
    func asksAfterChecking() async {
        let (sut, recorder, users) = makeSUT()
        await sut.check(.namePrefix("charl"), handover: .release)
        var checked = UserRemovalState()
        checked.question = "Remove Charles Xu (4) and release their 2 items?"
        recorder.expect([UserRemovalState(), running, checked])
        #expect(await users.usersByID[userID(4)] != nil, "nothing is removed before confirm()")
        await sut.confirm()
        var done = checked
        done.confirmation = "Removed Charles Xu (4); their 2 items now have no owner"
        recorder.expect([recorder.changed(checked) { $0.isRunning = true }, done])
        #expect(await users.usersByID[userID(4)] == nil)
    }

    @Test("a hand-over names the heir and how many items they get")
    func reassignNamesHeir() async {
        let (sut, recorder, _) = makeSUT()
        await sut.check(.id(userID(4)), handover: .reassign(.email(emailAddress("zoe@x.org"))))
        #expect(sut.state.question == "Remove Charles Xu (4) and give their 2 items to Zoë Ørsted (3)?")
        await sut.confirm()
        #expect(
            sut.state.confirmation == "Removed Charles Xu (4); their 2 items now belong to Zoë Ørsted (3)")
        recorder.discardReceived()
    }

    @Test("a removal the rules refuse is an error before any question; confirm() then does nothing")
    func refusedBeforeAsking() async {
        let (sut, recorder, users) = makeSUT()
        await sut.check(.id(userID(4)), handover: .refuse)
        #expect(sut.state.question == nil)
        #expect(
            sut.state.error
                == UserFacingError(
                    message: "User 4 still owns 2 items; reassign or release them first.", kind: .conflict))
        await sut.confirm()
        #expect(await users.usersByID[userID(4)] != nil)
        recorder.discardReceived()
    }

    @Test("an ambiguous start is an error listing the matches, before any question")
    func ambiguousBeforeAsking() async {
        let (sut, recorder, _) = makeSUT()
        await sut.check(.namePrefix("c"), handover: .release)
        #expect(sut.state.question == nil)
        #expect(
            sut.state.error?.message.hasPrefix("\"c\" matches 2 users") == true,
            "\(String(describing: sut.state.error))")
        recorder.discardReceived()
    }

    @Test("a user who owns nothing is asked about alone")
    func ownsNothing() async {
        let (sut, recorder, _) = makeSUT()
        await sut.check(.id(userID(3)), handover: .refuse)
        #expect(sut.state.question == "Remove Zoë Ørsted (3)?")
        await sut.confirm()
        #expect(sut.state.confirmation == "Removed Zoë Ørsted (3)")
        recorder.discardReceived()
    }

    @Test("a user another tool damaged is removed by id, the repair its error names")
    func removesADamagedUser() async {
        let (sut, recorder, users) = makeSUT()
        await users.storeDamaged(userID(7), ValidationError(field: .emailAddress, problem: .empty))
        await sut.check(.id(userID(7)), handover: .refuse)
        #expect(sut.state.error == nil, "\(String(describing: sut.state.error))")
        #expect(sut.state.question == "Remove user 7?")
        await sut.confirm()
        #expect(await users.writes.last == "remove 7 refuse")
        recorder.discardReceived()
    }

    private var running: UserRemovalState {
        var state = UserRemovalState()
        state.isRunning = true
        return state
    }

    private func makeSUT() -> (UserRemovalViewModel, StateRecorder<UserRemovalState>, InMemoryUserRepository)
    {
        let items = InMemoryItemRepository([
            makeItem(id: 1, owner: 4), makeItem(id: 2, owner: 4), makeItem(id: 3),
        ])
        let users = InMemoryUserRepository(
            [
                makeUser(id: 3, name: "Zoë Ørsted", email: "zoe@x.org"), makeUser(id: 4, name: "Charles Xu"),
                makeUser(id: 5, name: "Chloé Martin"),
            ], items: items)
        let sut = UserRemovalViewModel(
            findUser: FindUser(users: users), removeUser: RemoveUser(users: users, items: items))
        return (sut, StateRecorder(sut.observe), users)
    }
}
