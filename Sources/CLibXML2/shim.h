#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
