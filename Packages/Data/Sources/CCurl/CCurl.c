// The libcurl transport's C side: libcurl is opened with dlopen on the first request, so that
// crew links nothing of it (nor of OpenSSL, Kerberos, LDAP... which it brings) and a local
// command never loads it. Only the handful of libcurl functions crew needs are looked up, and
// their option numbers are libcurl's stable ABI values (curl.h is not needed to build).
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef void CURL;
struct curl_slist;

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_WRITEFUNCTION = 20011, OPT_POSTFIELDS = 10015,
    OPT_HTTPHEADER = 10023, OPT_HEADERDATA = 10029, OPT_CUSTOMREQUEST = 10036, OPT_NOBODY = 44,
    OPT_FOLLOWLOCATION = 52, OPT_MAXREDIRS = 68, OPT_HEADERFUNCTION = 20079, OPT_NOSIGNAL = 99,
    OPT_UNRESTRICTED_AUTH = 105, OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156,
    OPT_POSTFIELDSIZE_LARGE = 30120, OPT_PROTOCOLS_STR = 10318, OPT_REDIR_PROTOCOLS_STR = 10319,
    OPT_NOPROGRESS = 43, OPT_XFERINFODATA = 10057, OPT_XFERINFOFUNCTION = 20219,
    INFO_RESPONSE_CODE = 0x200002, GLOBAL_DEFAULT = 3,
};

/// The largest answer crew keeps whole: a listing is paged (and one that outgrows its page is
/// streamed to a sink), so anything larger is not an API answer.
static const size_t maximum_body = 256u * 1024u * 1024u;

static struct {
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    int loaded;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

// Written once, under pthread_once, before any request reads it. RTLD_LAZY: the libraries libcurl
// brings that are not linked to bind at once (Kerberos's, SASL's) resolve a function when it is
// first called, as they do for psql and curl, instead of every one at the load (RTLD_NOW: a
// PostgreSQL `done` took 0.2-0.3 ms more of the CPU, `items list -n 10` 0.2-0.6 ms more, A/B of
// release builds, 21-41 pairs). The functions looked up here are found at the load all the same.
static void load_library(void) {
    void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libcurl.so", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) return;
    curl.global_init = (int (*)(long))dlsym(library, "curl_global_init");
    curl.easy_init = (CURL * (*)(void)) dlsym(library, "curl_easy_init");
    curl.easy_setopt = (int (*)(CURL *, int, ...))dlsym(library, "curl_easy_setopt");
    curl.easy_perform = (int (*)(CURL *))dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = (int (*)(CURL *, int, ...))dlsym(library, "curl_easy_getinfo");
    curl.easy_cleanup = (void (*)(CURL *))dlsym(library, "curl_easy_cleanup");
    curl.slist_append = (struct curl_slist * (*)(struct curl_slist *, const char *)) dlsym(library, "curl_slist_append");
    curl.slist_free_all = (void (*)(struct curl_slist *))dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo
        || !curl.easy_cleanup || !curl.slist_append || !curl.slist_free_all) {
        return;
    }
    curl.loaded = curl.global_init(GLOBAL_DEFAULT) == 0;
}

typedef struct {
    unsigned char *bytes;
    size_t length;
    int too_large;
} buffer;

static size_t append(char *data, size_t size, size_t count, void *context) {
    buffer *target = context;
    size_t length = size * count;
    if (target->length + length > maximum_body) {
        target->too_large = 1;
        return 0;
    }
    unsigned char *grown = realloc(target->bytes, target->length + length + 1);
    if (grown == NULL) return 0;
    memcpy(grown + target->length, data, length);
    target->bytes = grown;
    target->length += length;
    target->bytes[target->length] = 0;
    return length;
}

/// Header lines; a new status line (after a redirect, or "100 Continue") starts the block again,
/// so what remains is the final answer's.
static size_t append_header(char *data, size_t size, size_t count, void *context) {
    buffer *target = context;
    if (size * count >= 5 && memcmp(data, "HTTP/", 5) == 0) target->length = 0;
    return append(data, size, count, context);
}

static long long now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

typedef struct {
    crew_http_body_sink sink;
    void *context;
    CURL *handle;
    const buffer *header_lines;
    int stopped;
    /// The deadline counts the transfer's own time: not the time its sink waited for its reader
    /// (a listing shown page by page holds the transfer back as long as it takes).
    long long started_ms, waited_ms, timeout_ms;
    int timed_out;
    const int *abandoned;
} forwarding;

static int is_abandoned(const forwarding *target) {
    return target->abandoned != NULL && __atomic_load_n(target->abandoned, __ATOMIC_ACQUIRE) != 0;
}

void crew_http_abandon(int *flag) { __atomic_store_n(flag, 1, __ATOMIC_RELEASE); }

/// Hands a piece of the body to the request's sink, with the status and headers answered so far.
static size_t forward(char *data, size_t size, size_t count, void *context) {
    forwarding *target = context;
    if (is_abandoned(target)) {
        target->stopped = 1;
        return 0;
    }
    long status = 0;
    curl.easy_getinfo(target->handle, INFO_RESPONSE_CODE, &status);
    const buffer *lines = target->header_lines;
    long long before = now_ms();
    int stop = target->sink(target->context, status, (const char *)lines->bytes, lines->length,
                            (unsigned char *)data, size * count);
    target->waited_ms += now_ms() - before;
    if (stop != 0) {
        target->stopped = 1;
        return 0;
    }
    return size * count;
}

/// libcurl's progress callback, often while data comes and about once a second while none does:
/// stops an abandoned transfer, and gives up on a streamed one when its own time passes the
/// deadline (libcurl's timeout keeps the time of one read whole).
static int check_progress(void *context, long long total, long long now, long long up_total, long long up_now) {
    (void)total, (void)now, (void)up_total, (void)up_now;
    forwarding *target = context;
    if (is_abandoned(target)) {
        target->stopped = 1;
        return 1;
    }
    if (target->sink == NULL) return 0;
    target->timed_out = now_ms() - target->started_ms - target->waited_ms > target->timeout_ms;
    return target->timed_out;
}

static crew_http_outcome outcome_of(int code) {
    switch (code) {
    case 0: return CREW_HTTP_COMPLETE;
    case 6: case 5: return CREW_HTTP_HOST_NOT_FOUND;
    case 7: return CREW_HTTP_REFUSED;
    case 28: return CREW_HTTP_TIMED_OUT;
    case 18: case 52: case 55: case 56: case 8: return CREW_HTTP_CUT_SHORT;
    case 35: case 51: case 53: case 54: case 58: case 59: case 60: case 64: case 66: case 77: case 80:
    case 82: case 83: case 90: case 91: return CREW_HTTP_TLS_FAILED;
    default: return CREW_HTTP_FAILED;
    }
}

void crew_http_perform(const crew_http_request *request, crew_http_response *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&load_once, load_library);
    if (!curl.loaded) {
        response->outcome = CREW_HTTP_NO_LIBRARY;
        return;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        response->outcome = CREW_HTTP_FAILED;
        return;
    }
    struct curl_slist *headers = NULL;
    for (size_t index = 0; index < request->header_count; index++) {
        headers = curl.slist_append(headers, request->headers[index]);
    }
    buffer body = {0}, header_lines = {0};
    curl.easy_setopt(handle, OPT_URL, request->url);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, OPT_PROTOCOLS_STR, "http,https");
    // Redirects: followed within http and https; libcurl sends an Authorization header set
    // here to the first host only (UNRESTRICTED_AUTH off), so the token never follows a
    // redirect to another host.
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 5L);
    curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, OPT_UNRESTRICTED_AUTH, 0L);
    curl.easy_setopt(handle, OPT_TIMEOUT_MS, request->timeout_ms);
    curl.easy_setopt(handle, OPT_CONNECTTIMEOUT_MS, request->timeout_ms);
    curl.easy_setopt(handle, OPT_HTTPHEADER, headers);
    forwarding forwarded = {request->body_sink, request->body_sink_context, handle, &header_lines, 0,
                            now_ms(), 0, request->timeout_ms, 0, request->abandoned};
    curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, check_progress);
    curl.easy_setopt(handle, OPT_XFERINFODATA, &forwarded);
    if (request->body_sink != NULL) {
        curl.easy_setopt(handle, OPT_WRITEFUNCTION, forward);
        curl.easy_setopt(handle, OPT_WRITEDATA, &forwarded);
        curl.easy_setopt(handle, OPT_TIMEOUT_MS, 0L);
    } else {
        curl.easy_setopt(handle, OPT_WRITEFUNCTION, append);
        curl.easy_setopt(handle, OPT_WRITEDATA, &body);
    }
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, append_header);
    curl.easy_setopt(handle, OPT_HEADERDATA, &header_lines);
    if (request->body != NULL) {
        curl.easy_setopt(handle, OPT_POSTFIELDSIZE_LARGE, (long long)request->body_length);
        curl.easy_setopt(handle, OPT_POSTFIELDS, request->body);
    }
    if (strcmp(request->method, "HEAD") == 0) curl.easy_setopt(handle, OPT_NOBODY, 1L);
    if (strcmp(request->method, "GET") != 0) curl.easy_setopt(handle, OPT_CUSTOMREQUEST, request->method);

    int code = curl.easy_perform(handle);
    response->curl_code = code;
    response->outcome = forwarded.stopped     ? CREW_HTTP_STOPPED
                        : forwarded.timed_out ? CREW_HTTP_TIMED_OUT
                        : body.too_large      ? CREW_HTTP_TOO_LARGE
                                              : outcome_of(code);
    curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &response->status);
    response->body = body.bytes;
    response->body_length = body.length;
    response->headers = (char *)header_lines.bytes;
    response->headers_length = header_lines.length;
    curl.slist_free_all(headers);
    curl.easy_cleanup(handle);
}

void crew_http_release(crew_http_response *response) {
    free(response->body);
    free(response->headers);
    response->body = NULL;
    response->headers = NULL;
}
