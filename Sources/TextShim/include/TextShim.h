#ifndef TEXTSHIM_H
#define TEXTSHIM_H

// FreeType, HarfBuzz, fontconfig and ICU's line breaker behind the few calls mockgen's text metrics
// need: find a font file, read its vertical metrics, shape a run of text, list UAX #14 break
// opportunities and subset a font for embedding.
//
// This header includes no library header and uses only plain C types, like XMLShim.h: system C
// libraries next to Foundation in one Swift module clash over ICU's types.
//
// The libraries are opened with dlopen by ts_load, the first call: a run that measures no text
// never loads them. A ts_face is immutable once opened; every function may be called from any
// thread.

#include <stddef.h>
#include <stdint.h>

#define TEXTSHIM_MESSAGE_CAPACITY 512

typedef struct ts_face ts_face;

/// Opens FreeType, HarfBuzz (and its subsetter), fontconfig and ICU (libicuuc), once per process.
/// Returns 0, or 1 with a message naming the library and the Debian package that provides it.
/// Call it (and see it succeed) before any other function of this header.
int ts_load(char *error, size_t capacity);

/// Vertical metrics in font units, as FreeType reads them (hhea, or OS/2 when hhea is empty; a
/// bitmap-only face's from its first strike, scaled to the head table's em).
typedef struct {
    int units_per_em;
    int ascender;   ///< above the baseline, positive
    int descender;  ///< below the baseline, negative
    int line_gap;   ///< FreeType's height - ascender + descender
} ts_metrics;

/// Asks fontconfig for the file of `family` at `weight` (fontconfig's scale: 80 regular,
/// 100 medium, 180 semibold, 200 bold), upright. Returns 0 and fills `path` and `index` when a
/// font declares exactly `family` at `weight` (among several, the one whose file is named
/// `file_name`); otherwise returns 1 and writes the family fontconfig would use instead.
int ts_find_font(const char *family, int weight, const char *file_name, char *path, size_t capacity, int *index,
                 char *matched_family, size_t family_capacity);

/// Opens face `index` of a font file; NULL and a message in `error` when it cannot.
ts_face *ts_face_open(const char *path, int index, char *error, size_t capacity);

void ts_face_close(ts_face *face);

void ts_face_metrics(const ts_face *face, ts_metrics *metrics);

/// 1 if the font maps `codepoint` to a glyph (cmap), else 0.
int ts_face_has_glyph(const ts_face *face, uint32_t codepoint);

/// Shapes text[start ..< start+length] (UTF-32, the whole paragraph given as context) with
/// HarfBuzz at one unit per font unit. Writes up to `capacity` glyphs: glyph id, cluster (index
/// into `text`), x advance in font units. Returns the glyph count (call again with more room
/// when it exceeds `capacity`).
size_t ts_shape(const ts_face *face, const uint32_t *text, size_t text_length, size_t start, size_t length,
                uint32_t *glyphs, uint32_t *clusters, int32_t *advances, size_t capacity);

/// UAX #14 break opportunities from ICU's line break iterator (`language` a locale such as "ko",
/// or NULL): out[i] describes the position after text[i]: 0 a mandatory break, 1 a break
/// allowed, 2 no break.
void ts_line_breaks(const uint32_t *text, size_t length, const char *language, char *out);

/// The face cut down to the glyphs of `codepoints` (HarfBuzz's subsetter, layout tables kept), as
/// a standalone OpenType file. NULL on failure; release with ts_free.
unsigned char *ts_subset(const ts_face *face, const uint32_t *codepoints, size_t count, size_t *length);

/// The name-table version string (name ID 5) of the face, e.g. "Version 4.000".
void ts_face_version(const ts_face *face, char *out, size_t capacity);

void ts_free(void *pointer);

#endif
