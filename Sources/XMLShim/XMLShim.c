#include "XMLShim.h"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Parser options

// NONET: never touch the network.
// Left out on purpose:
// - NOENT substitutes entities, which is how an external entity's file gets read into a document.
// - DTDLOAD, DTDATTR and DTDVALID load the external DTD subset and external entities.
// - HUGE also switches off libxml2's guard against entity expansion: with it, a "billion laughs"
//   document ran for over a minute in libxml2 2.9.14 instead of failing at once. Without it a
//   single attribute value or CDATA section is limited to 10 MB; text nodes and the document as
//   a whole are not limited.
// - RECOVER: a broken document must fail, not be patched up.
// COMPACT keeps short text in the node itself rather than in a block of its own: fewer
// allocations to build and free each frame's tree (Docs/performance.md#text-heavy-frames); the tree is only read afterwards,
// which is the option's one condition.
// The tree that libxml2 builds keeps line numbers (xmlCtxtReadMemory turns them on), which the
// RELAX NG validator puts into its errors.
static const int parse_options = XML_PARSE_NONET | XML_PARSE_COMPACT;

// MARK: - Set-up, once per process

// Installed for the whole process: mockgen never needs libxml2 to fetch anything, and the parser
// options above do not cover everything that loads (a RELAX NG <include> or <externalRef> reads
// its file with the default loader). Refused, the RELAX NG compiler reports "could not load".
static xmlParserInputPtr refuse_to_load(const char *url, const char *id, xmlParserCtxtPtr ctxt) {
    (void)url; (void)id; (void)ctxt;
    return NULL;
}

static void set_up(void) {
    xmlInitParser();
    // The RELAX NG type library is otherwise set up lazily, by the first schema compiled, and
    // that first set-up is not thread-safe.
    xmlRelaxNGInitTypes();
    xmlSetExternalEntityLoader(refuse_to_load);
}

static pthread_once_t set_up_once = PTHREAD_ONCE_INIT;

// MARK: - Hearing errors

// An xmlNode keeps its line in an unsigned short, so libxml2 reports every element from line
// 65535 on as being on line 65535. The parser remembers the real line of those elements here.
typedef struct {
    const void *node;
    int line;
} late_element;

// What one call heard from libxml2: the first error, and the real lines of late elements.
typedef struct {
    xmlshim_error *out;
    int failed;
    late_element *late;
    size_t late_count, late_capacity;
    xmlSAXHandler with_tree; // the parser's callbacks before skip_content
} collector;

static void fail(collector *c, int line, int column, const char *message) {
    if (c->failed) return;
    c->failed = 1;
    c->out->line = line > 0 ? line : 0;
    c->out->column = column > 0 ? column : 0;
    snprintf(c->out->message, sizeof c->out->message, "%s", message);
}

static int real_line(const collector *c, const xmlError *e) {
    if (e->line != 65535 || e->node == NULL) return e->line;
    // The error may name an attribute or text node; libxml2 takes the line from its element.
    const xmlNode *node = e->node;
    while (node != NULL && node->type != XML_ELEMENT_NODE) node = node->parent;
    for (size_t i = 0; i < c->late_count; i++) {
        if (c->late[i].node == node) return c->late[i].line;
    }
    return e->line;
}

static void hear(collector *c, const xmlError *e) {
    if (e->level < XML_ERR_ERROR) return; // warnings (e.g. a relative namespace URI) don't fail
    fail(c, real_line(c, e), e->int2, e->message ? e->message : "unknown libxml2 error");
}

// For RELAX NG contexts and the thread's own handler: `data` is the collector.
static void on_error(void *data, xmlErrorPtr e) { hear(data, e); }

// For a parser context, libxml2 passes the context's userData, which must stay the context
// itself (the tree builder reads it), so the collector travels in _private.
static void on_parser_error(void *ctxt, xmlErrorPtr e) {
    hear(((xmlParserCtxtPtr)ctxt)->_private, e);
}

// libxml2's unstructured error channel formats messages in pieces straight to stderr; all it
// says also comes through the structured handlers above.
static void ignore(void *ctx, const char *format, ...) { (void)ctx; (void)format; }

// The thread's own handlers catch what has no context of ours: libxml2 keeps them per thread,
// so routing them for the length of one call does not disturb other threads.
typedef struct {
    xmlStructuredErrorFunc structured;
    void *structured_context;
    xmlGenericErrorFunc generic;
    void *generic_context;
} thread_handlers;

static thread_handlers route_thread_errors(collector *c) {
    thread_handlers saved = {
        xmlStructuredError, xmlStructuredErrorContext, xmlGenericError, xmlGenericErrorContext,
    };
    xmlSetStructuredErrorFunc(c, on_error);
    xmlSetGenericErrorFunc(NULL, ignore);
    return saved;
}

static void restore_thread_errors(thread_handlers saved) {
    xmlSetStructuredErrorFunc(saved.structured_context, saved.structured);
    xmlSetGenericErrorFunc(saved.generic_context, saved.generic);
}

static collector begin(xmlshim_error *out) {
    memset(out, 0, sizeof *out);
    return (collector){ .out = out };
}

static void end(collector *c) { free(c->late); }

// MARK: - Parsing

static void start_element(void *ctx, const xmlChar *localname, const xmlChar *prefix,
                          const xmlChar *uri, int nb_namespaces, const xmlChar **namespaces,
                          int nb_attributes, int nb_defaulted, const xmlChar **attributes) {
    xmlParserCtxtPtr ctxt = ctx;
    xmlSAX2StartElementNs(ctx, localname, prefix, uri, nb_namespaces, namespaces,
                          nb_attributes, nb_defaulted, attributes);
    int line = ctxt->input ? ctxt->input->line : 0;
    if (line < 65535 || ctxt->node == NULL) return;
    collector *c = ctxt->_private;
    if (c->late_count == c->late_capacity) {
        size_t capacity = c->late_capacity ? 2 * c->late_capacity : 1024;
        late_element *grown = realloc(c->late, capacity * sizeof *grown);
        if (grown == NULL) return; // the element's errors will say line 65535
        c->late = grown;
        c->late_capacity = capacity;
    }
    c->late[c->late_count++] = (late_element){ ctxt->node, line };
}

// Well-formedness needs no tree, and building and freeing one is most of the work: for a 5 MB
// SVG, about eight times the bare parse. Without the content callbacks libxml2 still checks
// everything, namespaces included; the document and DTD callbacks stay, so entities are declared
// and looked up as usual. (SAX1's startElement goes too: were it left, libxml2 would fall back to
// its SAX1 parser, which does not check namespaces.)
static void skip_content(xmlSAXHandler *sax) {
    sax->startElementNs = NULL;
    sax->endElementNs = NULL;
    sax->startElement = NULL;
    sax->endElement = NULL;
    sax->characters = NULL;
    sax->ignorableWhitespace = NULL;
    sax->cdataBlock = NULL;
    sax->comment = NULL;
    sax->processingInstruction = NULL;
    sax->reference = NULL;
}

// Entities are the exception: with no tree to keep an internal entity's content in, libxml2
// parses it again at every reference, and a document of many references to a large entity takes
// minutes (libxml2's expansion guard does not catch it). So the first entity declaration brings
// the tree back. Declarations come before any content, so the tree is whole.
static void declare_entity(void *ctx, const xmlChar *name, int type, const xmlChar *public_id,
                           const xmlChar *system_id, xmlChar *content) {
    xmlParserCtxtPtr ctxt = ctx;
    xmlSAX2EntityDecl(ctx, name, type, public_id, system_id, content);
    *ctxt->sax = ((collector *)ctxt->_private)->with_tree;
}

// Parses the document and returns its tree (with `tree` false, maybe just the DTD part), or
// NULL after telling the collector why.
static xmlDocPtr parse(const char *xml, size_t length, int tree, collector *c) {
    if (length > INT_MAX) {
        fail(c, 0, 0, "document is larger than libxml2's limit of 2 GB");
        return NULL;
    }
    xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
    if (ctxt == NULL) {
        fail(c, 0, 0, "out of memory");
        return NULL;
    }
    ctxt->_private = c;
    ctxt->sax->serror = on_parser_error;
    ctxt->sax->startElementNs = start_element;
    if (!tree) {
        c->with_tree = *ctxt->sax;
        ctxt->sax->entityDecl = declare_entity;
        skip_content(ctxt->sax);
    }
    xmlDocPtr doc = xmlCtxtReadMemory(ctxt, xml ? xml : "", (int)length, NULL, NULL, parse_options);
    // Namespace errors ("prefix svg is not defined") leave the document "well-formed" as far as
    // libxml2 is concerned, but they are errors.
    if (doc != NULL && c->failed) {
        xmlFreeDoc(doc);
        doc = NULL;
    }
    if (doc == NULL) fail(c, 0, 0, "libxml2 could not parse the document");
    xmlFreeParserCtxt(ctxt);
    return doc;
}

int xmlshim_check_well_formed(const char *xml, size_t length, xmlshim_error *error) {
    pthread_once(&set_up_once, set_up);
    collector c = begin(error);
    thread_handlers saved = route_thread_errors(&c);
    xmlFreeDoc(parse(xml, length, 0, &c));
    restore_thread_errors(saved);
    end(&c);
    return c.failed;
}

// MARK: - Well-formedness in pieces

// The collector outlives each call, so its error buffer lives here too.
struct xmlshim_stream {
    xmlParserCtxtPtr ctxt;
    collector c;
    xmlshim_error error;
};

xmlshim_stream *xmlshim_stream_create(void) {
    pthread_once(&set_up_once, set_up);
    xmlshim_stream *stream = calloc(1, sizeof *stream);
    if (stream == NULL) return NULL;
    stream->c = begin(&stream->error);
    stream->ctxt = xmlCreatePushParserCtxt(NULL, NULL, NULL, 0, NULL);
    if (stream->ctxt == NULL) {
        free(stream);
        return NULL;
    }
    xmlCtxtUseOptions(stream->ctxt, parse_options);
    stream->ctxt->_private = &stream->c;
    stream->ctxt->sax->serror = on_parser_error;
    // As `parse` without a tree: every check, no content kept (a page of 30 MB stays a few KB).
    stream->c.with_tree = *stream->ctxt->sax;
    stream->ctxt->sax->entityDecl = declare_entity;
    skip_content(stream->ctxt->sax);
    return stream;
}

static int stream_chunk(xmlshim_stream *stream, const char *xml, size_t length, int last) {
    thread_handlers saved = route_thread_errors(&stream->c);
    while (!stream->c.failed && (length > 0 || last)) {
        // Small pieces: handed a piece of more than 10 MB at once (a page's legend of 200,000
        // events), the push parser stops with "Huge input lookup" unless XML_PARSE_HUGE, which
        // stays off (see parse_options).
        int piece = length > (1 << 16) ? (1 << 16) : (int)length;
        int done = last && (size_t)piece == length;
        if (xmlParseChunk(stream->ctxt, xml, piece, done) != 0 && !stream->c.failed) {
            fail(&stream->c, stream->ctxt->input ? stream->ctxt->input->line : 0, 0,
                 "libxml2 could not parse the document");
        }
        xml += piece;
        length -= (size_t)piece;
        if (done) break;
    }
    restore_thread_errors(saved);
    return stream->c.failed;
}

int xmlshim_stream_feed(xmlshim_stream *stream, const char *xml, size_t length) {
    return stream_chunk(stream, xml, length, 0);
}

int xmlshim_stream_finish(xmlshim_stream *stream, xmlshim_error *error) {
    stream_chunk(stream, NULL, 0, 1);
    if (!stream->c.failed && !stream->ctxt->wellFormed) {
        fail(&stream->c, 0, 0, "libxml2 could not parse the document");
    }
    int failed = stream->c.failed;
    *error = stream->error;
    if (stream->ctxt->myDoc != NULL) xmlFreeDoc(stream->ctxt->myDoc);
    xmlFreeParserCtxt(stream->ctxt);
    end(&stream->c);
    free(stream);
    return failed;
}

// MARK: - RELAX NG

struct xmlshim_schema {
    xmlRelaxNGPtr rng;
    // libxml2 does not promise that validating against one compiled schema from several threads
    // at once is safe, so validations of one schema take turns (parsing does not).
    pthread_mutex_t lock;
};

xmlshim_schema *xmlshim_schema_create(const char *rng, size_t length, xmlshim_error *error) {
    pthread_once(&set_up_once, set_up);
    collector c = begin(error);
    thread_handlers saved = route_thread_errors(&c);
    xmlshim_schema *schema = NULL;
    // xmlRelaxNGNewMemParserCtxt would parse the text with no way to hear its errors; parse it
    // here and hand over the tree (libxml2 copies it).
    xmlDocPtr doc = parse(rng, length, 1, &c);
    xmlRelaxNGParserCtxtPtr pctxt = doc ? xmlRelaxNGNewDocParserCtxt(doc) : NULL;
    if (pctxt != NULL) {
        xmlRelaxNGSetParserStructuredErrors(pctxt, on_error, &c);
        xmlRelaxNGPtr compiled = xmlRelaxNGParse(pctxt);
        xmlRelaxNGFreeParserCtxt(pctxt);
        if (compiled != NULL && !c.failed && (schema = malloc(sizeof *schema)) != NULL) {
            schema->rng = compiled;
            pthread_mutex_init(&schema->lock, NULL);
        } else if (compiled != NULL) {
            xmlRelaxNGFree(compiled);
        }
    }
    xmlFreeDoc(doc);
    if (schema == NULL) fail(&c, 0, 0, "libxml2 could not compile the schema");
    restore_thread_errors(saved);
    end(&c);
    return schema;
}

int xmlshim_schema_validate(xmlshim_schema *schema, const char *xml, size_t length,
                            xmlshim_error *error) {
    pthread_once(&set_up_once, set_up);
    collector c = begin(error);
    thread_handlers saved = route_thread_errors(&c);
    xmlDocPtr doc = parse(xml, length, 1, &c);
    if (doc != NULL) {
        pthread_mutex_lock(&schema->lock);
        xmlRelaxNGValidCtxtPtr vctxt = xmlRelaxNGNewValidCtxt(schema->rng);
        if (vctxt != NULL) {
            xmlRelaxNGSetValidStructuredErrors(vctxt, on_error, &c);
            int result = xmlRelaxNGValidateDoc(vctxt, doc);
            xmlRelaxNGFreeValidCtxt(vctxt);
            if (result != 0) fail(&c, 0, 0, "the document does not match the schema");
        } else {
            fail(&c, 0, 0, "out of memory");
        }
        pthread_mutex_unlock(&schema->lock);
        xmlFreeDoc(doc);
    }
    restore_thread_errors(saved);
    end(&c);
    return c.failed;
}

void xmlshim_schema_destroy(xmlshim_schema *schema) {
    if (schema == NULL) return;
    xmlRelaxNGFree(schema->rng);
    pthread_mutex_destroy(&schema->lock);
    free(schema);
}
