// The declarations in include/FuzzDriver.h are all there is: libFuzzer defines the driver, and
// each target defines LLVMFuzzerTestOneInput. SwiftPM wants one source file in a C target.
#include "FuzzDriver.h"
