#include "ArgumentsShim.h"

static int kept_argc;
static char *const *kept_argv;

// glibc (and musl) call .init_array functions as (argc, argv, envp), the same values main gets.
__attribute__((constructor)) static void keep_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc > 0 && argv) {
        kept_argc = argc;
        kept_argv = argv;
    }
}

int mockgen_argc(void) { return kept_argc; }

char *const *mockgen_argv(void) { return kept_argv; }
