#ifndef CREW_CPOSTGRES_H
#define CREW_CPOSTGRES_H

/// A connection to a PostgreSQL server (libpq's PGconn), opaque to Swift.
typedef struct crew_pg_connection crew_pg_connection;
/// The result of one statement (libpq's PGresult), opaque to Swift.
typedef struct crew_pg_result crew_pg_result;

/// Whether libpq could be opened (it is opened with dlopen the first time this is asked):
/// 0 when libpq.so.5 is not installed.
int crew_pg_available(void);

/// Connects with libpq's keyword/value parameters (both arrays end with NULL; a "dbname" holding
/// a URL is expanded into its parts); NULL only when memory runs out. Check crew_pg_connected, and
/// release it with crew_pg_finish in every case. Server notices (an extension that already exists,
/// say) are dropped instead of printed to standard error.
crew_pg_connection *crew_pg_connect(const char *const *keywords, const char *const *values);
int crew_pg_connected(const crew_pg_connection *connection);
/// The last failure's message, in libpq's words (it never contains the password).
const char *crew_pg_error_message(const crew_pg_connection *connection);
void crew_pg_finish(crew_pg_connection *connection);

/// Prepares `sql` under `name` (parameters typed by the server from their use).
crew_pg_result *crew_pg_prepare(crew_pg_connection *connection, const char *name, const char *sql, int parameter_count);
/// Runs a prepared statement with text parameters (NULL for SQL NULL); results come as text.
crew_pg_result *crew_pg_execute_prepared(
    crew_pg_connection *connection, const char *name, int parameter_count, const char *const *values);
/// Runs one statement with text parameters, unprepared (EXPLAIN, the statements of a migration).
crew_pg_result *crew_pg_execute(
    crew_pg_connection *connection, const char *sql, int parameter_count, const char *const *values);
/// Runs several statements without parameters in one round trip (PQexec); the last one's result.
crew_pg_result *crew_pg_execute_script(crew_pg_connection *connection, const char *sql);

/// Runs `count` statements with text parameters, unprepared, in one round trip (libpq's pipeline
/// mode; one round trip each with a libpq older than 14): each one's result in `results`. The
/// statements after one that failed are not run (their results fail too, or are NULL); every
/// result is released with crew_pg_clear.
void crew_pg_execute_batch(
    crew_pg_connection *connection, int count, const char *const *sqls, const int *parameter_counts,
    const char *const *const *values, crew_pg_result **results);

/// Sends one statement whose rows come one at a time (libpq's single-row mode: the client holds
/// one row, never the whole result): 1 when it was sent, 0 when it was not (the connection
/// failed; or this libpq cannot, and crew_pg_execute is the way). Then crew_pg_next_result
/// until it returns NULL: each row (crew_pg_is_row), then the end, or the failure.
int crew_pg_send_for_rows(
    crew_pg_connection *connection, const char *sql, int parameter_count, const char *const *values);
crew_pg_result *crew_pg_next_result(crew_pg_connection *connection);
/// 1 for a result that is one row of a statement sent with crew_pg_send_for_rows.
int crew_pg_is_row(const crew_pg_result *result);

/// 1 when the statement succeeded (with or without rows), 0 otherwise.
int crew_pg_succeeded(const crew_pg_result *result);
/// The five-character SQLSTATE of a failure ("23505"), or NULL.
const char *crew_pg_sqlstate(const crew_pg_result *result);
/// The primary message of a failure, or NULL.
const char *crew_pg_message(const crew_pg_result *result);
/// The constraint a failure names, or NULL.
const char *crew_pg_constraint(const crew_pg_result *result);
int crew_pg_row_count(const crew_pg_result *result);
int crew_pg_column_count(const crew_pg_result *result);
/// The value as text (NUL-terminated), or NULL for SQL NULL.
const char *crew_pg_value(const crew_pg_result *result, int row, int column);
int crew_pg_value_length(const crew_pg_result *result, int row, int column);
/// How many rows an INSERT, UPDATE or DELETE touched.
long crew_pg_affected_rows(const crew_pg_result *result);
void crew_pg_clear(crew_pg_result *result);

/// What asks the server to cancel the statement a connection runs (libpq's PGcancel), made once
/// per connection; free it with crew_pg_free_cancel before the connection is finished.
typedef struct crew_pg_cancel crew_pg_cancel;
crew_pg_cancel *crew_pg_get_cancel(crew_pg_connection *connection);
/// Asks the server to cancel the statement the connection runs now, if any (PQcancel: safe from
/// another thread while the connection runs it). 1 when the request was sent.
int crew_pg_request_cancel(crew_pg_cancel *cancel);
void crew_pg_free_cancel(crew_pg_cancel *cancel);

#endif
