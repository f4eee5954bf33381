#include "XMLShim.h"
int xmlshim_placeholder(void) { return 0; }
