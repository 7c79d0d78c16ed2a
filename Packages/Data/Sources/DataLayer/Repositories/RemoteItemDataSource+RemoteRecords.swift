import Domain

/// Items on the server, as the outbox sends them (`OutboxSender+Rules`): at `/todos/{id}`.
extension RemoteItemDataSource: RemoteRecords {
    static func location(of item: Item) -> Endpoint { .todo(item.id) }
    static func removal(of item: Item) -> Endpoint { .deleteTodo(item.id) }
    static func record(from todo: TodoDTO) throws -> Item { try todo.toDomain() }
}
