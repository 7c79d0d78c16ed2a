/// Everything the repositories need from one local store.
public typealias LocalStore = UserStore & ItemStore & CacheRefreshStore & OutboxStore
