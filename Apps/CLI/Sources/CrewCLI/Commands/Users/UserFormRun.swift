import Presentation

/// Fills a user form with the values given on the command line, saves it, and reports.
@MainActor
struct UserFormRun {
    let mode: UserFormViewModel.Mode
    let name: String?
    let email: String?
    let json: Bool

    func run(_ context: CommandContext) async -> ExitStatus {
        let form: UserFormViewModel
        do {
            form = try context.container.makeUserFormViewModel(mode: mode)
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(form.observe)
        if let name { form.setName(name) }
        if let email { form.setEmail(email) }
        await form.save()
        if let error = form.state.error { return context.fail(error) }
        context.confirm(form.state.confirmation, json: form.state.saved.map(UserRowFormat.json), asJSON: json)
        return .success
    }
}
