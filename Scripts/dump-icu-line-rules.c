// Writes the compiled line-break rules of the ICU this machine has (Debian 12: ICU 72.1) to
// ICU/line-72.brk, the rules every mockgen build breaks lines by, whichever ICU it then loads
// (Docs/portability.md, "Line breaks"). Run on Debian 12 with libicu72:
//   cc -o /tmp/dump Scripts/dump-icu-line-rules.c -ldl && /tmp/dump > ICU/line-72.brk
// It declares the three calls it makes, like Sources/TextShim/TextLibraries.h.
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct UBreakIterator UBreakIterator;
typedef int UErrorCode;
typedef uint16_t UChar;

int main(void) {
    void *icu = dlopen("libicuuc.so.72", RTLD_NOW);
    if (!icu) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    UBreakIterator *(*open)(int, const char *, const UChar *, int32_t, UErrorCode *) = dlsym(icu, "ubrk_open_72");
    int32_t (*rules)(UBreakIterator *, uint8_t *, int32_t, UErrorCode *) = dlsym(icu, "ubrk_getBinaryRules_72");
    if (!open || !rules) { fprintf(stderr, "ICU 72 without ubrk_open or ubrk_getBinaryRules\n"); return 1; }
    UErrorCode status = 0;
    // UBRK_LINE is 2; the root locale, as TextShim.c opens it.
    UBreakIterator *it = open(2, "", NULL, 0, &status);
    if (status > 0 || !it) { fprintf(stderr, "ubrk_open: %d\n", status); return 1; }
    int32_t length = rules(it, NULL, 0, &status);
    status = 0;
    uint8_t *data = malloc(length);
    rules(it, data, length, &status);
    if (status > 0) { fprintf(stderr, "ubrk_getBinaryRules: %d\n", status); return 1; }
    fwrite(data, 1, length, stdout);
    return 0;
}
