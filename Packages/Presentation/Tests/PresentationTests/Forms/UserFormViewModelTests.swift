import Domain
import Presentation
import Testing

@MainActor
@Suite("UserFormViewModel")
struct UserFormViewModelTests {
    @Test("each field shows its message as it is set, and clears when fixed")
    func fieldLevelMessages() {
        let (sut, recorder, _) = makeSUT(.register)
        sut.setName("  ")
        sut.setEmail("ada@")
        sut.setName("Ada")
        let emptyName = recorder.changed(UserFormState()) { state in
            state.name = "  "
            state.nameError = "The name must not be empty."
        }
        let badEmail = recorder.changed(emptyName) { state in
            state.email = "ada@"
            state.emailError = "The email needs a domain with a dot after the @, such as example.com."
        }
        let fixedName = recorder.changed(badEmail) { state in
            state.name = "Ada"
            state.nameError = nil
        }
        recorder.expect([UserFormState(), emptyName, badEmail, fixedName])
    }

    @Test("saving with an invalid field is refused with that field's message, and nothing is written")
    func saveRefusedWhenInvalid() async {
        let (sut, _, users) = makeSUT(.register)
        sut.setName("Ada")
        await sut.save()
        #expect(sut.state.emailError == "The email must not be empty.")
        #expect(
            sut.state.error == UserFacingError(message: "The email must not be empty.", kind: .invalidInput))
        #expect(await users.usersByID.isEmpty)
    }

    @Test("registering: saving, then the stored user and a confirmation")
    func register() async {
        let (sut, recorder, _) = makeSUT(.register)
        sut.setName("Ada Lovelace")
        sut.setEmail("Ada@Example.com")
        recorder.discardReceived()
        let filled = sut.state
        await sut.save()
        let saved = recorder.changed(filled) { state in
            state.saved = UserRow(makeUser(1, "Ada Lovelace", email: "ada@example.com"))
            state.confirmation = "Added user 1: Ada Lovelace <ada@example.com>"
        }
        recorder.expect([recorder.changed(filled) { $0.isSaving = true }, saved])
    }

    @Test("a taken e-mail is a conflict")
    func duplicateEmail() async {
        let (sut, _, _) = makeSUT(.register, users: [makeUser(1, email: "ada@example.com")])
        sut.setName("Other")
        sut.setEmail("ADA@example.com")
        await sut.save()
        #expect(
            sut.state.error
                == UserFacingError(message: "ada@example.com is already registered.", kind: .conflict))
        #expect(sut.state.saved == nil)
    }

    @Test("editing changes only the fields that were set")
    func editOneField() async {
        let (sut, _, users) = makeSUT(.edit(userID: 1), users: [makeUser(1, "Ada", email: "ada@example.com")])
        sut.setName("Ada King")
        await sut.save()
        #expect(sut.state.confirmation == "Updated user 1: Ada King <ada@example.com>")
        #expect(await users.usersByID[User.ID(rawValue: 1)!]?.name.value == "Ada King")
    }

    @Test("editing with nothing to change, or a missing user, is refused")
    func editRefusals() async {
        let (nothing, _, _) = makeSUT(.edit(userID: 1), users: [makeUser(1)])
        await nothing.save()
        #expect(
            nothing.state.error
                == UserFacingError(
                    message: "Nothing to change: give a new name or email.", kind: .invalidInput))
        let (missing, _, _) = makeSUT(.edit(userID: 4))
        missing.setName("X")
        await missing.save()
        #expect(missing.state.error == UserFacingError(message: "There is no user 4.", kind: .notFound))
    }

    // MARK: - Helpers

    private func makeSUT(
        _ mode: UserFormViewModel.Mode, users: [User] = []
    ) -> (UserFormViewModel, StateRecorder<UserFormState>, FakeUserRepository) {
        let repository = FakeUserRepository(users)
        let sut = UserFormViewModel(
            mode: mode, register: RegisterUser(users: repository), edit: EditUser(users: repository))
        return (sut, StateRecorder(sut.observe), repository)
    }
}
