import Domain

/// How the list shows the changes its `changes` view model makes: each at once on its rows,
/// marked as saving, then settled to what the store confirmed or rolled back
/// (`ItemListViewModel+Settling`).
extension ItemListViewModel: ItemChangeDisplay {
    func beginChange(_ ids: [Item.ID], apply: @escaping ItemChanges.Apply) -> Int {
        var number = 0
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            number = inFlight.begin(ids, in: &listed, apply: apply)
            showListed(in: &state)
        }
        return number
    }

    func beginAdding(_ item: NewItem) -> Int {
        addsStarted += 1
        let placeholder = ListedItem(adding: item, number: addsStarted)
        observers.mutate { state in
            state.error = nil
            state.confirmation = nil
            state.emptyMessage = nil
            listed.insert(placeholder, at: position(ofAdded: item))
            showListed(in: &state)
        }
        return addsStarted
    }

    func confirmChange(_ number: Int, items: [Item], confirmation: String) async {
        await settle(confirmation: confirmation, changed: items) { state in
            self.inFlight.confirm(number, with: items, in: &self.listed, filter: state.filter)
            self.showNewlyAdmitted(items, filter: state.filter)
        }
    }

    func confirmAdding(_ number: Int, item: Item, confirmation: String) async {
        await settle(confirmation: confirmation, changed: [item]) { state in
            let index = self.listed.firstIndex { $0.id == .adding(number) }
            if let index { self.listed.remove(at: index) }
            if state.filter.admits(item) {
                self.listed.insert(ListedItem(item), at: index ?? self.listed.endIndex)
            }
        }
    }

    func confirmRemoval(_ number: Int, of ids: Set<Item.ID>, items: [Item], confirmation: String) async {
        await settle(confirmation: confirmation, changed: items) { _ in
            self.inFlight.confirmRemoval(number, of: ids, in: &self.listed)
        }
    }

    func failChange(_ number: Int?, _ error: any Error) {
        fail(error) { state in
            if let number {
                self.inFlight.rollBack(number, in: &self.listed, filter: state.filter)
            } else {
                state.confirmation = nil
            }
        }
    }

    func failAdding(_ number: Int, _ error: any Error) {
        fail(error) { _ in self.listed.removeAll { $0.id == .adding(number) } }
    }
}
