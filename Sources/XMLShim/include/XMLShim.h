#ifndef XMLSHIM_H
#define XMLSHIM_H

// libxml2 behind the few calls mockgen needs: check that a document is well-formed, compile a
// RELAX NG schema once, validate documents against it, and hear about the first error.
//
// This header includes no libxml2 header and uses only plain C types: a Swift file that imports
// Foundation and libxml2's module fails with "'UErrorCode' has different definitions".
//
// Every function may be called from any thread. Nothing libxml2 reports is printed.

#include <stddef.h>

#define XMLSHIM_MESSAGE_CAPACITY 512

/// The first error libxml2 reported about a document.
typedef struct {
    int line;     ///< 1-based; 0 if unknown
    int column;   ///< 1-based; 0 if unknown (libxml2 keeps no column for validity errors)
    char message[XMLSHIM_MESSAGE_CAPACITY]; ///< libxml2's message, NUL-terminated, maybe cut short
} xmlshim_error;

/// Returns 0 if the `length` bytes at `xml` are a well-formed XML document (with well-formed
/// namespaces); otherwise returns 1 and fills `error`.
int xmlshim_check_well_formed(const char *xml, size_t length, xmlshim_error *error);

/// A well-formedness check fed a document in pieces, in order (a page written as it is made,
/// never whole in memory).
typedef struct xmlshim_stream xmlshim_stream;

/// Starts a check; NULL when out of memory.
xmlshim_stream *xmlshim_stream_create(void);

/// Feeds the next `length` bytes; returns 1 once the document is known to be broken.
int xmlshim_stream_feed(xmlshim_stream *stream, const char *xml, size_t length);

/// Ends the document and frees the check: returns 0 if it was well-formed, else 1 with `error`.
int xmlshim_stream_finish(xmlshim_stream *stream, xmlshim_error *error);

/// A compiled RELAX NG schema.
typedef struct xmlshim_schema xmlshim_schema;

/// Compiles a RELAX NG schema in XML syntax; returns NULL and fills `error` if it is not one.
xmlshim_schema *xmlshim_schema_create(const char *rng, size_t length, xmlshim_error *error);

/// Returns 0 if the document is well-formed and valid; otherwise returns 1 and fills `error`.
int xmlshim_schema_validate(xmlshim_schema *schema, const char *xml, size_t length,
                            xmlshim_error *error);

void xmlshim_schema_destroy(xmlshim_schema *schema);

#endif
