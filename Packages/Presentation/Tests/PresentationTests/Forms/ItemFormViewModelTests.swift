import Domain
import Presentation
import Testing

@MainActor
@Suite("ItemFormViewModel")
struct ItemFormViewModelTests {
    @Test("adding: the name is checked as it is set, then saved with a confirmation")
    func add() async {
        let (sut, recorder, _) = makeSUT(.add(ownerID: 7))
        sut.setName("")
        sut.setName("Buy milk")
        await sut.save()
        let blank = recorder.changed(ItemFormState()) { $0.nameError = "The item name must not be empty." }
        let named = recorder.changed(ItemFormState()) { $0.name = "Buy milk" }
        let saved = recorder.changed(named) { state in
            state.saved = row(1, "Buy milk", owner: 7)
            state.confirmation = "Added item 1: Buy milk"
        }
        recorder.expect([
            ItemFormState(), blank, named, recorder.changed(named) { $0.isSaving = true }, saved,
        ])
    }

    @Test("an invalid owner id is refused before anything is sent")
    func invalidOwner() async {
        let (sut, _, items) = makeSUT(.add(ownerID: -3))
        sut.setName("Buy milk")
        await sut.save()
        #expect(sut.state.ownerError == "The id must be a positive whole number.")
        #expect(sut.state.error?.kind == .invalidInput)
        #expect(await items.itemsByID.isEmpty)
    }

    @Test("an owner who does not exist is not found")
    func missingOwner() async {
        let (sut, _, _) = makeSUT(.add(ownerID: 99))
        sut.setName("Buy milk")
        await sut.save()
        #expect(sut.state.error == UserFacingError(message: "There is no user 99.", kind: .notFound))
    }

    @Test("renaming saves the new name; a name that is too long is refused")
    func rename() async {
        let (sut, _, items) = makeSUT(.rename(itemID: 1), items: [makeItem(1, "old")])
        sut.setName(String(repeating: "x", count: 201))
        await sut.save()
        #expect(
            sut.state.error
                == UserFacingError(
                    message: "The item name must be at most 200 characters.", kind: .invalidInput))
        sut.setName("new")
        await sut.save()
        #expect(sut.state.confirmation == "Renamed item 1: new")
        #expect(await items.itemsByID[Item.ID(rawValue: 1)!]?.name.value == "new")
    }

    // MARK: - Helpers

    private func makeSUT(
        _ mode: ItemFormViewModel.Mode, items: [Item] = []
    ) -> (ItemFormViewModel, StateRecorder<ItemFormState>, FakeItemRepository) {
        let repository = FakeItemRepository(items)
        let users = FakeUserRepository([makeUser(7)])
        let sut = ItemFormViewModel(
            mode: mode, addItem: AddItem(items: repository, users: users),
            renameItem: RenameItem(items: repository))
        return (sut, StateRecorder(sut.observe), repository)
    }
}
