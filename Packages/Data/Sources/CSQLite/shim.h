// The system SQLite (Debian: libsqlite3-dev), found through pkg-config.
#include <sqlite3.h>
