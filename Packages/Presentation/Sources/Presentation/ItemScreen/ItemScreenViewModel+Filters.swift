import Domain

/// Which items the screen shows and in what order: the filter `f` cycles, the order `s` cycles,
/// and the owner `o` names.
extension ItemScreenViewModel {
    /// Shows the next filter of `f`'s cycle.
    public func cycleFilter() async { await apply(state.filter.next) }

    /// The next order: pending first, then each `--sort` order in turn.
    public func cycleSort() async {
        let orders: [ItemSort?] = [nil] + ItemSort.allCases
        let index = orders.firstIndex(of: list.state.sort) ?? 0
        let next = orders[(index + 1) % orders.count]
        observers.mutate { $0.sortName = next?.rawValue ?? "default" }
        await list.setSort(next, reversed: false)
    }

    /// Shows one person's items (named as `--user` names them), nobody's, or anyone's.
    public func setOwner(_ choice: OwnerChoice) async {
        await list.setOwner(named: choice)
    }

    /// Opens on `request` (`crew ui`'s filters and order, `crew`'s report by default): its status
    /// is `f`'s filter, and the header names its order.
    func open(_ request: ItemListRequest) async {
        observers.mutate { state in
            state.filter =
                switch request.status {
                case _ where request.overdue: .overdue
                case .pending: .pending
                case .all: .all
                case .completed: .done
                }
            let mineFirst = request.firstOwner == nil ? "" : ", mine first"
            state.sortName = request.sort.map { $0.rawValue + mineFirst } ?? "default"
        }
        await list.apply(request)
    }

    /// Shows `filter`'s items.
    func apply(_ filter: ItemScreenFilter) async {
        observers.mutate { $0.filter = filter }
        await list.reload { state in
            state.status =
                switch filter {
                case .pending, .overdue: .pending
                case .all: .all
                case .done: .completed
                }
            state.dueBefore = filter == .overdue ? list.today : nil
        }
    }
}
