#ifndef TEXTSHIM_H
#define TEXTSHIM_H

// FreeType, HarfBuzz and ICU's line breaker behind the few calls mockgen's text metrics need: open
// a font (a file, or one compiled into the binary), read its vertical metrics, shape a run of
// text, list UAX #14 break opportunities and subset a font for embedding.
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

/// Opens FreeType, HarfBuzz (and its subsetter) and ICU (libicuuc), once per process.
/// Returns 0, or 1 with a message naming the library and the Debian package that provides it.
/// Call it (and see it succeed) before any other function of this header.
int ts_load(char *error, size_t capacity);

/// The major version of the ICU ts_load opened (72, 74, 76 ...); 0 if the libraries cannot load.
int ts_icu_major(void);

/// Vertical metrics in font units, as FreeType reads them (hhea, or OS/2 when hhea is empty; a
/// bitmap-only face's from its first strike, scaled to the head table's em).
typedef struct {
    int units_per_em;
    int ascender;   ///< above the baseline, positive
    int descender;  ///< below the baseline, negative
    int line_gap;   ///< FreeType's height - ascender + descender
} ts_metrics;

/// A font file compiled into the binary (the repository's Fonts/ folder): its file name and bytes,
/// which live as long as the process.
typedef struct {
    const char *name;
    const unsigned char *bytes;
    size_t count;
} ts_font_file;

/// Every embedded font file; needs no library.
const ts_font_file *ts_font_files(size_t *count);

/// Opens face `index` of a font file; NULL and a message in `error` when it cannot.
ts_face *ts_face_open(const char *path, int index, char *error, size_t capacity);

/// Opens face `index` of a font held in memory (`bytes` must outlive the face; `name` is for
/// messages); NULL and a message in `error` when it cannot.
ts_face *ts_face_open_memory(const unsigned char *bytes, size_t count, int index, const char *name, char *error,
                             size_t capacity);

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

/// The colour bitmap of `glyph` (a PNG image of the face's CBDT strike, as HarfBuzz finds it) and
/// its box in font units: `box` gets the left bearing, the top above the baseline, the width and
/// the height (both positive). NULL when the glyph has no PNG; release with ts_free.
unsigned char *ts_glyph_png(const ts_face *face, uint32_t glyph, size_t *length, int32_t box[4]);

/// UAX #14 break opportunities from ICU's line break iterator (`language` a locale such as "ko",
/// or NULL): out[i] describes the position after text[i]: 0 a mandatory break, 1 a break
/// allowed, 2 no break.
void ts_line_breaks(const uint32_t *text, size_t length, const char *language, char *out);

/// The face cut down to the glyphs of `codepoints` (HarfBuzz's subsetter, layout tables kept), as
/// a standalone OpenType file. NULL on failure; release with ts_free.
unsigned char *ts_subset(const ts_face *face, const uint32_t *codepoints, size_t count, size_t *length);

/// The face cut down to the characters of `ranges` (`range_count` pairs of first and last code
/// point) as mockgen's embedded files are cut (Fonts/README.md): HarfBuzz's subsetter with every
/// name kept and the BASE table passed through. NULL on failure; release with ts_free.
unsigned char *ts_subset_for_embedding(const ts_face *face, const uint32_t *ranges, size_t range_count,
                                       size_t *length);

/// The name-table version string (name ID 5) of the face, e.g. "Version 4.000".
void ts_face_version(const ts_face *face, char *out, size_t capacity);

void ts_free(void *pointer);

#endif
