/// The sizes a generated batch crosses: every internal limit crew has (Limits.md), which the
/// generator draws with one less or one more, so that a result right for ten records is checked
/// past every page, batch and limit. The heavy ones take seconds to build (the search's kept
/// rows, a team's 25,000 items): `make model` draws them too.
public enum ModelSizes {
    /// The limits: a listing's default page (50), the pages a listing and a backup read
    /// (250, 500, 1,000), the rows one statement writes (200 on SQLite, 500 on PostgreSQL), the
    /// API's page (250), the journal and completion's 1,000, a bulk change's batch and a
    /// PostgreSQL read by id (2,000).
    public static let limits = [50, 200, 250, 500, 1_000, 2_000]
    /// The search keeps this many best rows whole; a team's volume.
    public static let heavyLimits = [20_000, 25_000]
    /// The largest page a listing may ask for (the Domain's `PageRequest.maximumLimit`): a
    /// generated page size never asks for more, however large the store grows.
    public static let largestPage = 1_000
}
