extension DependencyContainer {
    /// What the run says once done when it kept a change offline, naming the API when nothing of
    /// it was ever cached (a mistyped URL looks like an API that is down).
    func takeOfflineNotice() async -> String? {
        guard isRemote, let store = openedStore?.store else { return offlineNotice.take() }
        let itemsSeen = ((try? await store.lastRefresh(of: .items)) ?? nil) != nil
        let usersSeen = ((try? await store.lastRefresh(of: .users)) ?? nil) != nil
        let unseen = itemsSeen || usersSeen ? nil : configuration.apiOrigin?.description
        return offlineNotice.take(unseenOrigin: unseen)
    }
}
