#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for a program with a main of its own (LLVM 11 and later): each
/// target's main hands it the target's `LLVMFuzzerTestOneInput`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// Defined by each fuzz target (with `@_cdecl`): one input, 0 when it was handled.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
