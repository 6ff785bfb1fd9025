// The fuzzer executable. Its entry point is libFuzzer's own `main`, linked by `-sanitize=fuzzer`, which calls
// `LLVMFuzzerTestOneInput` (defined in Swift, in AdaptiveSimFuzzTarget) once per input.
//
// Why a C target: SwiftPM links a Swift executable target with `main` aliased to `<module>_main`, which a
// `-parse-as-library` module never defines ("undefined symbol 'adaptive_sim_fuzz_main'"); a C target is
// linked as it is. Why no `main` here: libFuzzer's archive already brings one, and a second is
// "multiple definition of 'main'" (both seen with Swift 6.3.1 and ld.gold on Linux).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// Referenced so that the linker keeps the Swift callback whatever it garbage-collects.
int (*const adaptive_sim_fuzz_callback)(const uint8_t *, size_t) = LLVMFuzzerTestOneInput;
