import Domain
import DomainTestSupport
import Presentation
import Testing

/// `CREW_TRACE=1` prints every state as one line: each line names what is set, and only that.
@Suite("Trace lines")
struct TraceTests {
    @Test("every state's trace line names the parts that are set")
    func traceLines() {
        let error = UserFacingError(message: "boom", kind: .other)
        var items = ItemListState()
        items.rows = [row(1, "a", saving: true)]
        (items.isLoading, items.isLoadingMore, items.canLoadMore) = (true, true, true)
        (items.counts, items.error, items.confirmation) = (ItemCounts(total: 2, completed: 1), error, "done")
        (items.emptyMessage, items.notice, items.search) = ("none", "stale", query("milk"))
        (items.status, items.owner, items.unreadable) = (.pending, .nobody, ["bad"])
        #expect(
            items.description
                == "ItemList(rows=1 loading loadingMore more summary=\"1 pending\" error=\"boom\" confirmation=\"done\" empty=\"none\" notice=\"stale\" unreadable=1 search=\"milk\" status=pending owner=nobody saving=1)"
        )
        var users = UserListState()
        (users.isLoading, users.isLoadingMore, users.canLoadMore, users.error) = (true, true, true, error)
        (users.emptyMessage, users.notice, users.search, users.confirmation) = (
            "none", "stale", query("ada"), "ok"
        )
        users.unreadable = ["bad"]
        #expect(
            users.description
                == "UserList(rows=0 loading loadingMore more error=\"boom\" empty=\"none\" notice=\"stale\" unreadable=1 search=\"ada\" confirmation=\"ok\")"
        )
        var undo = UndoState()
        (undo.isRunning, undo.confirmation, undo.emptyMessage, undo.error) = (true, "undid", "none", error)
        #expect(
            undo.description == "Undo(history=0 running confirmation=\"undid\" empty=\"none\" error=\"boom\")"
        )
        var export = StoreExportState()
        (export.isRunning, export.confirmation, export.error) = (true, "ok", error)
        #expect(
            export.description == "StoreExport(users=0 items=0 running confirmation=\"ok\" error=\"boom\")")
        var restore = StoreImportState()
        (restore.isRunning, restore.confirmation, restore.error, restore.failedRecord) = (
            true, "ok", error, .user(index: 2)
        )
        #expect(
            restore.description == "StoreImport(running confirmation=\"ok\" error=\"boom\" at=user(index: 2))"
        )
        var itemImport = ItemImportState()
        (itemImport.isRunning, itemImport.confirmation, itemImport.error, itemImport.failedIndex) = (
            true, "ok", error, 3
        )
        #expect(
            itemImport.description == "ItemImport(imported=0 running confirmation=\"ok\" error=\"boom\" at=3)"
        )
        var sync = SyncState()
        (sync.progress, sync.isRunning, sync.summary, sync.error) = (["Users: 1"], true, "done", error)
        #expect(sync.description == "Sync(\"Users: 1\" running summary=\"done\" error=\"boom\")")
    }

    @Test("the detail state traces its fields too")
    func detailTrace() {
        var detail = UserDetailState()
        detail.user = UserRow(makeUser(id: 3))
        detail.itemsSummary = "Owns no items."
        #expect(detail.description == "UserDetail(user=3 items=\"Owns no items.\")")
    }
}
