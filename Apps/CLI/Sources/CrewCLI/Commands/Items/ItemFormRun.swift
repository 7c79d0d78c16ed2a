import Presentation

/// Fills an item form with the name given on the command line, saves it, and reports.
@MainActor
struct ItemFormRun {
    let mode: ItemFormViewModel.Mode
    let name: String
    let json: Bool

    func run(_ context: CommandContext) async -> ExitStatus {
        let form: ItemFormViewModel
        do {
            form = try context.container.makeItemFormViewModel(mode: mode)
        } catch {
            return context.fail(error)
        }
        context.tracer.watch(form.observe)
        form.setName(name)
        await form.save()
        if let error = form.state.error { return context.fail(error) }
        context.confirm(form.state.confirmation, json: form.state.saved.map(ItemRowFormat.json), asJSON: json)
        return .success
    }
}
