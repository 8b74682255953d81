// Only the header matters: a C target needs a source file.
#include "CLibFuzzer.h"
