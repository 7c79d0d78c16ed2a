// The PostgreSQL store's C side: libpq is opened with dlopen the first time a PostgreSQL store
// is opened, so that crew links nothing of it (nor of the TLS, Kerberos and LDAP libraries it
// brings) and a command on a local SQLite store never loads it. Only the libpq functions crew
// needs are looked up; their signatures are libpq's stable ABI (libpq-fe.h is not needed).
#include "CPostgres.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>

typedef void PGconn;
typedef void PGresult;
typedef void PGcancel;
typedef void (*notice_processor)(void *, const char *);

enum { CONNECTION_OK = 0, PGRES_COMMAND_OK = 1, PGRES_TUPLES_OK = 2, PGRES_SINGLE_TUPLE = 9, PGRES_PIPELINE_SYNC = 10 };
enum { DIAG_SQLSTATE = 'C', DIAG_MESSAGE_PRIMARY = 'M', DIAG_CONSTRAINT_NAME = 'n' };

static struct {
    PGconn *(*connectdb_params)(const char *const *, const char *const *, int);
    int (*status)(const PGconn *);
    char *(*error_message)(const PGconn *);
    void (*finish)(PGconn *);
    notice_processor (*set_notice_processor)(PGconn *, notice_processor, void *);
    PGresult *(*prepare)(PGconn *, const char *, const char *, int, const void *);
    PGresult *(*exec_prepared)(PGconn *, const char *, int, const char *const *, const int *, const int *, int);
    PGresult *(*exec_params)(
        PGconn *, const char *, int, const void *, const char *const *, const int *, const int *, int);
    PGresult *(*exec)(PGconn *, const char *);
    int (*result_status)(const PGresult *);
    char *(*result_error_field)(const PGresult *, int);
    int (*ntuples)(const PGresult *);
    int (*nfields)(const PGresult *);
    char *(*getvalue)(const PGresult *, int, int);
    int (*getisnull)(const PGresult *, int, int);
    int (*getlength)(const PGresult *, int, int);
    char *(*cmd_tuples)(PGresult *);
    void (*clear)(PGresult *);
    PGcancel *(*get_cancel)(PGconn *);
    int (*cancel)(PGcancel *, char *, int);
    void (*free_cancel)(PGcancel *);
    // Pipeline mode (libpq 14 and later); without it a batch runs one statement a round trip.
    int (*enter_pipeline_mode)(PGconn *);
    int (*exit_pipeline_mode)(PGconn *);
    int (*pipeline_sync)(PGconn *);
    int (*send_query_params)(
        PGconn *, const char *, int, const void *, const char *const *, const int *, const int *, int);
    PGresult *(*get_result)(PGconn *);
    int (*set_single_row_mode)(PGconn *);
    int loaded;
} pq;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

#define LOOK_UP(field, symbol) *(void **)(&pq.field) = dlsym(library, symbol)

// Written once, under pthread_once, before any connection reads it. RTLD_LAZY: the libraries libpq
// brings that are not linked to bind at once (Kerberos's, SASL's) resolve a function when it is
// first called, as they do for psql and curl, instead of every one at the load (RTLD_NOW: a
// PostgreSQL `done` took 0.2-0.3 ms more of the CPU, `items list -n 10` 0.2-0.6 ms more, A/B of
// release builds, 21-41 pairs). The functions looked up here are found at the load all the same.
static void load_library(void) {
    void *library = dlopen("libpq.so.5", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libpq.so", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libpq.5.dylib", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) return;
    LOOK_UP(connectdb_params, "PQconnectdbParams");
    LOOK_UP(status, "PQstatus");
    LOOK_UP(error_message, "PQerrorMessage");
    LOOK_UP(finish, "PQfinish");
    LOOK_UP(set_notice_processor, "PQsetNoticeProcessor");
    LOOK_UP(prepare, "PQprepare");
    LOOK_UP(exec_prepared, "PQexecPrepared");
    LOOK_UP(exec_params, "PQexecParams");
    LOOK_UP(exec, "PQexec");
    LOOK_UP(result_status, "PQresultStatus");
    LOOK_UP(result_error_field, "PQresultErrorField");
    LOOK_UP(ntuples, "PQntuples");
    LOOK_UP(nfields, "PQnfields");
    LOOK_UP(getvalue, "PQgetvalue");
    LOOK_UP(getisnull, "PQgetisnull");
    LOOK_UP(getlength, "PQgetlength");
    LOOK_UP(cmd_tuples, "PQcmdTuples");
    LOOK_UP(clear, "PQclear");
    LOOK_UP(get_cancel, "PQgetCancel");
    LOOK_UP(cancel, "PQcancel");
    LOOK_UP(free_cancel, "PQfreeCancel");
    LOOK_UP(enter_pipeline_mode, "PQenterPipelineMode");
    LOOK_UP(exit_pipeline_mode, "PQexitPipelineMode");
    LOOK_UP(pipeline_sync, "PQpipelineSync");
    LOOK_UP(send_query_params, "PQsendQueryParams");
    LOOK_UP(get_result, "PQgetResult");
    LOOK_UP(set_single_row_mode, "PQsetSingleRowMode");
    pq.loaded = pq.connectdb_params && pq.status && pq.error_message && pq.finish && pq.set_notice_processor
        && pq.prepare && pq.exec_prepared && pq.exec_params && pq.exec && pq.result_status && pq.result_error_field
        && pq.ntuples && pq.nfields && pq.getvalue && pq.getisnull && pq.getlength && pq.cmd_tuples
        && pq.clear && pq.get_cancel && pq.cancel && pq.free_cancel;
}

int crew_pg_available(void) {
    pthread_once(&load_once, load_library);
    return pq.loaded;
}

static void drop_notice(void *context, const char *message) {
    (void)context;
    (void)message;
}

crew_pg_connection *crew_pg_connect(const char *const *keywords, const char *const *values) {
    if (!crew_pg_available()) return NULL;
    // expand_dbname = 1: a URL given as dbname is read into its parts, which override the
    // parameters before it (crew's defaults) and give way to those after it.
    PGconn *connection = pq.connectdb_params(keywords, values, 1);
    if (connection != NULL) pq.set_notice_processor(connection, drop_notice, NULL);
    return (crew_pg_connection *)connection;
}

int crew_pg_connected(const crew_pg_connection *connection) {
    return connection != NULL && pq.status(connection) == CONNECTION_OK;
}

const char *crew_pg_error_message(const crew_pg_connection *connection) {
    return connection == NULL ? "out of memory" : pq.error_message(connection);
}

void crew_pg_finish(crew_pg_connection *connection) {
    if (connection != NULL) pq.finish(connection);
}

crew_pg_result *crew_pg_prepare(crew_pg_connection *connection, const char *name, const char *sql, int parameter_count) {
    return (crew_pg_result *)pq.prepare(connection, name, sql, parameter_count, NULL);
}

crew_pg_result *crew_pg_execute_prepared(
    crew_pg_connection *connection, const char *name, int parameter_count, const char *const *values) {
    return (crew_pg_result *)pq.exec_prepared(connection, name, parameter_count, values, NULL, NULL, 0);
}

crew_pg_result *crew_pg_execute(
    crew_pg_connection *connection, const char *sql, int parameter_count, const char *const *values) {
    return (crew_pg_result *)pq.exec_params(connection, sql, parameter_count, NULL, values, NULL, NULL, 0);
}

crew_pg_result *crew_pg_execute_script(crew_pg_connection *connection, const char *sql) {
    return (crew_pg_result *)pq.exec(connection, sql);
}

static int has_pipeline_mode(void) {
    return pq.enter_pipeline_mode && pq.exit_pipeline_mode && pq.pipeline_sync && pq.send_query_params
        && pq.get_result;
}

void crew_pg_execute_batch(
    crew_pg_connection *connection, int count, const char *const *sqls, const int *parameter_counts,
    const char *const *const *values, crew_pg_result **results) {
    for (int index = 0; index < count; index++) results[index] = NULL;
    if (!has_pipeline_mode() || !pq.enter_pipeline_mode(connection)) {
        for (int index = 0; index < count; index++) {
            results[index] = crew_pg_execute(connection, sqls[index], parameter_counts[index], values[index]);
            if (!crew_pg_succeeded(results[index])) return;
        }
        return;
    }
    int sent = 0;
    while (sent < count
        && pq.send_query_params(connection, sqls[sent], parameter_counts[sent], NULL, values[sent], NULL, NULL, 0))
        sent++;
    // The synchronization point sends the batch; a connection that failed answers each statement
    // with its failure, and a statement after one that failed is skipped (PGRES_PIPELINE_ABORTED).
    if (pq.pipeline_sync(connection)) {
        for (int index = 0; index < sent; index++) {
            PGresult *result;
            while ((result = pq.get_result(connection)) != NULL) {
                if (results[index] == NULL) results[index] = (crew_pg_result *)result;
                else pq.clear(result);
            }
        }
        PGresult *result;
        while ((result = pq.get_result(connection)) != NULL) {
            int status = pq.result_status(result);
            pq.clear(result);
            if (status == PGRES_PIPELINE_SYNC) break;
        }
    }
    pq.exit_pipeline_mode(connection);
}

int crew_pg_send_for_rows(
    crew_pg_connection *connection, const char *sql, int parameter_count, const char *const *values) {
    if (!pq.send_query_params || !pq.get_result || !pq.set_single_row_mode) return 0;
    if (!pq.send_query_params(connection, sql, parameter_count, NULL, values, NULL, NULL, 0)) return 0;
    pq.set_single_row_mode(connection);
    return 1;
}

crew_pg_result *crew_pg_next_result(crew_pg_connection *connection) {
    return (crew_pg_result *)pq.get_result(connection);
}

int crew_pg_is_row(const crew_pg_result *result) {
    return result != NULL && pq.result_status(result) == PGRES_SINGLE_TUPLE;
}

int crew_pg_succeeded(const crew_pg_result *result) {
    if (result == NULL) return 0;
    int status = pq.result_status(result);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

const char *crew_pg_sqlstate(const crew_pg_result *result) {
    return result == NULL ? NULL : pq.result_error_field(result, DIAG_SQLSTATE);
}

const char *crew_pg_message(const crew_pg_result *result) {
    return result == NULL ? NULL : pq.result_error_field(result, DIAG_MESSAGE_PRIMARY);
}

const char *crew_pg_constraint(const crew_pg_result *result) {
    return result == NULL ? NULL : pq.result_error_field(result, DIAG_CONSTRAINT_NAME);
}

int crew_pg_row_count(const crew_pg_result *result) { return pq.ntuples(result); }

int crew_pg_column_count(const crew_pg_result *result) { return pq.nfields(result); }

const char *crew_pg_value(const crew_pg_result *result, int row, int column) {
    return pq.getisnull(result, row, column) ? NULL : pq.getvalue(result, row, column);
}

int crew_pg_value_length(const crew_pg_result *result, int row, int column) {
    return pq.getlength(result, row, column);
}

long crew_pg_affected_rows(const crew_pg_result *result) {
    return strtol(pq.cmd_tuples((PGresult *)result), NULL, 10);
}

void crew_pg_clear(crew_pg_result *result) {
    if (result != NULL) pq.clear(result);
}

crew_pg_cancel *crew_pg_get_cancel(crew_pg_connection *connection) {
    return connection == NULL ? NULL : (crew_pg_cancel *)pq.get_cancel((PGconn *)connection);
}

int crew_pg_request_cancel(crew_pg_cancel *cancel) {
    // libpq writes why a request could not be sent here; a cancel that fails changes nothing.
    char reason[256];
    return cancel == NULL ? 0 : pq.cancel(cancel, reason, (int)sizeof reason);
}

void crew_pg_free_cancel(crew_pg_cancel *cancel) {
    if (cancel != NULL) pq.free_cancel(cancel);
}
