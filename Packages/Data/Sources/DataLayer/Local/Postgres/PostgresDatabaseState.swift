/// What crew's schema in a PostgreSQL database says about itself before crew uses it.
struct PostgresDatabaseState {
    /// Tables in crew's schema (0: the schema is new or empty).
    let tables: Int
    /// `crew_metadata` exists: the schema is crew's.
    let isCrews: Bool
    let version: Int
    let contents: StoreContents?
}
