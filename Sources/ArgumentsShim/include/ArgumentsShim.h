#ifndef MOCKGEN_ARGUMENTS_SHIM_H
#define MOCKGEN_ARGUMENTS_SHIM_H

/// The argc and argv the C library handed the program at start, kept before Swift's own code
/// runs. Swift's CommandLine reads /proc/self/cmdline on Linux, which a chroot or a sandbox without
/// /proc does not have (Docs/command-line.md, "Arguments"); ELF start-up calls the functions of
/// .init_array with main's own argc, argv and envp, so this copy needs nothing mounted.
/// argc is 0 when the start-up did not pass them.
int mockgen_argc(void);
char *const *mockgen_argv(void);

#endif
