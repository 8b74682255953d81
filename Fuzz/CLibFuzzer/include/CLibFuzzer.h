// libFuzzer's driver, which the harnesses' `main` calls (llvm.org/docs/LibFuzzer.html, "Using
// LibFuzzer as a library"): linked in by `-sanitize=fuzzer`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
