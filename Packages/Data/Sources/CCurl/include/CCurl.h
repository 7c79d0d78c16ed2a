#ifndef CREW_CCURL_H
#define CREW_CCURL_H

#include <stddef.h>

/// How a request ended, in the terms crew reports (libcurl's own codes are kept beside it).
typedef enum {
    CREW_HTTP_COMPLETE = 0,
    /// libcurl.so.4 could not be loaded (Debian: the package libcurl4).
    CREW_HTTP_NO_LIBRARY,
    CREW_HTTP_REFUSED,
    CREW_HTTP_HOST_NOT_FOUND,
    CREW_HTTP_TLS_FAILED,
    CREW_HTTP_TIMED_OUT,
    /// The connection ended before the answer was whole (closed, cut short, nothing sent).
    CREW_HTTP_CUT_SHORT,
    CREW_HTTP_TOO_LARGE,
    CREW_HTTP_FAILED,
    /// The body's sink asked the transfer to stop.
    CREW_HTTP_STOPPED,
} crew_http_outcome;

/// Takes each piece of a body as it arrives, on the transfer's thread, with the final answer's
/// status and raw header lines; answers 0 to go on, anything else to stop the transfer.
typedef int (*crew_http_body_sink)(
    void *context, long status, const char *headers, size_t headers_length, const unsigned char *bytes,
    size_t length);

typedef struct {
    const char *method;
    const char *url;
    /// "Name: value" lines.
    const char *const *headers;
    size_t header_count;
    const unsigned char *body;
    size_t body_length;
    /// The whole request, connection included; the connection alone gets at most this too.
    long timeout_ms;
    /// Where the body goes as it arrives (NULL: it is kept whole in the response, up to 256 MB).
    crew_http_body_sink body_sink;
    void *body_sink_context;
    /// Nonzero (see crew_http_abandon) once nothing will read the answer any more (the process is
    /// about to exit): the transfer stops at libcurl's next call back, within about a second.
    /// NULL: never.
    const int *abandoned;
} crew_http_request;

typedef struct {
    crew_http_outcome outcome;
    int curl_code;
    long status;
    unsigned char *body;
    size_t body_length;
    /// The raw header lines of the final answer ("HTTP/1.1 200 OK\r\nContent-Type: ...").
    char *headers;
    size_t headers_length;
} crew_http_response;

/// Sends one request through libcurl, which is opened with dlopen the first time this runs (a
/// run that never talks to an API never loads it). Blocks until the answer is in, waiting in
/// libcurl's own poll, or until the timeout. Release the response with crew_http_release.
void crew_http_perform(const crew_http_request *request, crew_http_response *response);

void crew_http_release(crew_http_response *response);

/// Marks `flag` (a request's `abandoned`) from any thread: every transfer that reads it stops.
void crew_http_abandon(int *flag);

#endif
