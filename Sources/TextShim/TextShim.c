#include "TextShim.h"
#include "TextLibraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Loading the libraries on first use

// The text libraries are opened when a scenario first measures or embeds text, not when mockgen
// starts: loaded at start-up they and what they pull in (GLib, graphite2, libpng, brotli ...)
// cost every run about 3.4 ms, more than the whole layout of the default job, which draws no
// measured text. TextLibraries.h still gives every signature, so each pointer below has the
// type of the function it stands for and the compiler checks every call.
// Each soname comes with the runtime package named beside it; they are the same on Debian 12 and
// 13 and Ubuntu 24.04 (Docs/portability.md, "Libraries mockgen opens"). ICU's changes with every
// major version, so it is looked for by version (`icu_versions`).
#define TEXT_LIBRARIES(L) \
    L(freetype, "libfreetype.so.6", "libfreetype6") \
    L(harfbuzz, "libharfbuzz.so.0", "libharfbuzz0b") \
    L(subset, "libharfbuzz-subset.so.0", "libharfbuzz-subset0")

#define TEXT_FUNCTIONS(F) \
    F(freetype, FT_Init_FreeType) F(freetype, FT_New_Face) F(freetype, FT_New_Memory_Face) F(freetype, FT_Done_Face) \
    F(freetype, FT_Done_FreeType) F(freetype, FT_Select_Size) \
    F(harfbuzz, hb_blob_create) F(harfbuzz, hb_blob_create_from_file_or_fail) F(harfbuzz, hb_blob_destroy) \
    F(harfbuzz, hb_blob_get_data) F(harfbuzz, hb_face_create) F(harfbuzz, hb_face_destroy) \
    F(harfbuzz, hb_face_make_immutable) F(harfbuzz, hb_face_reference_blob) F(harfbuzz, hb_face_get_upem) \
    F(harfbuzz, hb_font_create) F(harfbuzz, hb_font_destroy) F(harfbuzz, hb_font_set_scale) \
    F(harfbuzz, hb_font_make_immutable) F(harfbuzz, hb_font_get_nominal_glyph) \
    F(harfbuzz, hb_ot_name_get_utf8) F(harfbuzz, hb_buffer_create) F(harfbuzz, hb_buffer_destroy) \
    F(harfbuzz, hb_buffer_reset) \
    F(harfbuzz, hb_buffer_add_utf32) F(harfbuzz, hb_buffer_guess_segment_properties) \
    F(harfbuzz, hb_buffer_get_glyph_infos) F(harfbuzz, hb_buffer_get_glyph_positions) \
    F(harfbuzz, hb_shape) F(harfbuzz, hb_set_add) F(harfbuzz, hb_font_get_glyph_extents) \
    F(harfbuzz, hb_blob_get_length) F(harfbuzz, hb_ot_color_glyph_reference_png) \
    F(harfbuzz, hb_set_add_range) F(harfbuzz, hb_set_del) \
    F(subset, hb_subset_input_create_or_fail) F(subset, hb_subset_input_unicode_set) \
    F(subset, hb_subset_input_set) F(subset, hb_subset_input_set_flags) \
    F(subset, hb_subset_or_fail) F(subset, hb_subset_input_destroy) \
    F(icu, ubrk_open) F(icu, ubrk_close) F(icu, ubrk_first) F(icu, ubrk_next) F(icu, ubrk_getRuleStatus) \
    F(icu, ubrk_setText) F(icu, ubrk_openBinaryRules)

// ICU's major versions the release accepts, the one the line rules were compiled by first: Debian
// 12 ships 72, Ubuntu 24.04 74, Debian 13 76 (Docs/portability.md). Later majors are tried too;
// each is only a loader of the rules below, which carry the break classes themselves.
static const int icu_versions[] = {72, 74, 76, 73, 75, 77, 78, 79, 80};
static int icu_major;

// ICU 72.1's compiled line-break rules for the root locale (ICU/README.md): the rules and the
// characters' break classes (UAX #14 of Unicode 15.0) in one table, so the breaks do not move with
// the ICU a system has. ICU reads the table in place, 4-byte aligned.
#pragma clang diagnostic ignored "-Wc23-extensions"
_Alignas(16) static const unsigned char icu_line_rules[] = {
#embed "../../ICU/line-72.brk"
};

static struct {
#define POINTER(library, name) __typeof__(name) *name;
    TEXT_FUNCTIONS(POINTER)
#undef POINTER
} lib;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[TEXTSHIM_MESSAGE_CAPACITY];

static void load_libraries(void) {
#define OPEN(library, soname, package) \
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL); \
    if (library == NULL) { \
        snprintf(load_error, sizeof load_error, "%s cannot be loaded (%s); install the Debian package %s", \
                 soname, dlerror(), package); \
        return; \
    }
    TEXT_LIBRARIES(OPEN)
#undef OPEN
    void *icu = NULL;
    for (size_t k = 0; k < sizeof icu_versions / sizeof icu_versions[0] && icu == NULL; k++) {
        char soname[32];
        snprintf(soname, sizeof soname, "libicuuc.so.%d", icu_versions[k]);
        icu = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
        if (icu) icu_major = icu_versions[k];
    }
    if (icu == NULL) {
        snprintf(load_error, sizeof load_error,
                 "no ICU from 72 to 80 can be loaded (libicuuc.so.72 ...); install the package libicu72 "
                 "(Debian 12), libicu74 (Ubuntu 24.04) or libicu76 (Debian 13)");
        return;
    }
    char icu_suffix[8];
    snprintf(icu_suffix, sizeof icu_suffix, "_%d", icu_major);
// ICU exports each function under its name with the major version appended.
#define FIND(library, name) \
    { \
        char symbol[64]; \
        snprintf(symbol, sizeof symbol, "%s%s", #name, strcmp(#library, "icu") == 0 ? icu_suffix : ""); \
        lib.name = (__typeof__(name) *)dlsym(library, symbol); \
        if (lib.name == NULL) { \
            snprintf(load_error, sizeof load_error, "%s has no %s; mockgen needs the version Debian 12 or 13 ships", \
                     #library, symbol); \
            return; \
        } \
    }
    TEXT_FUNCTIONS(FIND)
#undef FIND
}

int ts_icu_major(void) {
    return ts_load(NULL, 0) == 0 ? icu_major : 0;
}

int ts_load(char *error, size_t capacity) {
    pthread_once(&load_once, load_libraries);
    if (load_error[0] == 0) return 0;
    if (capacity > 0) snprintf(error, capacity, "%s", load_error);
    return 1;
}

// Every other entry point runs after a successful ts_load (FontSet.load calls it first, and no
// text is measured without fonts); reaching one without the libraries is a bug, not bad input.
static void require_libraries(void) {
    if (ts_load(NULL, 0) == 0) return;
    fprintf(stderr, "mockgen: text library used before it was loaded: %s\n", load_error);
    abort();
}

struct ts_face {
    hb_face_t *face;
    hb_font_t *font;   // scaled to units per em: advances come out in font units
    ts_metrics metrics;
};

static void copy_message(char *out, size_t capacity, const char *text) {
    if (capacity == 0) return;
    snprintf(out, capacity, "%s", text);
}

// MARK: - Faces

// Reads the metrics with FreeType (`ft`, released here) and shapes with HarfBuzz (`blob`, which
// the face keeps); `name` is for messages.
static ts_face *open_face(FT_Library library, FT_Face ft, hb_blob_t *blob, int index, const char *name, char *error,
                          size_t capacity) {
    ts_face *result = calloc(1, sizeof *result);
    result->face = lib.hb_face_create(blob, (unsigned)index);
    lib.hb_blob_destroy(blob);
    lib.hb_face_make_immutable(result->face);
    if (FT_IS_SCALABLE(ft)) {
        result->metrics.units_per_em = ft->units_per_EM;
        result->metrics.ascender = ft->ascender;
        result->metrics.descender = ft->descender;
        result->metrics.line_gap = ft->height - (ft->ascender - ft->descender);
    } else if (ft->num_fixed_sizes > 0 && lib.FT_Select_Size(ft, 0) == 0 && ft->size->metrics.y_ppem > 0) {
        // A bitmap-only face (Noto Color Emoji's CBDT strikes) has no scalable metrics: FreeType
        // reports 0 for the em and the vertical metrics until a strike is selected, and then gives
        // them in 26.6 pixels of that strike. Scaled to the em of the head table (HarfBuzz's
        // advances use it), they read like a scalable font's.
        int upem = (int)lib.hb_face_get_upem(result->face);
        double per_unit = (double)upem / (ft->size->metrics.y_ppem * 64.0);
        result->metrics.units_per_em = upem;
        result->metrics.ascender = (int)(ft->size->metrics.ascender * per_unit + 0.5);
        result->metrics.descender = (int)(ft->size->metrics.descender * per_unit - 0.5);
        result->metrics.line_gap = (int)((ft->size->metrics.height - ft->size->metrics.ascender
                                          + ft->size->metrics.descender) * per_unit + 0.5);
    }
    lib.FT_Done_Face(ft);
    lib.FT_Done_FreeType(library);
    if (result->metrics.units_per_em <= 0) {
        ts_face_close(result);
        char text[TEXTSHIM_MESSAGE_CAPACITY];
        snprintf(text, sizeof text, "face %d of %s has neither outlines nor bitmap strikes to measure", index, name);
        copy_message(error, capacity, text);
        return NULL;
    }
    result->font = lib.hb_font_create(result->face);
    lib.hb_font_set_scale(result->font, result->metrics.units_per_em, result->metrics.units_per_em);
    lib.hb_font_make_immutable(result->font);
    return result;
}

static void cannot_open(char *error, size_t capacity, int index, const char *name) {
    char text[TEXTSHIM_MESSAGE_CAPACITY];
    snprintf(text, sizeof text, "FreeType cannot open face %d of %s", index, name);
    copy_message(error, capacity, text);
}

ts_face *ts_face_open(const char *path, int index, char *error, size_t capacity) {
    require_libraries();
    // FreeType reads the vertical metrics the way font tools report them (hhea, OS/2 fallback).
    FT_Library library;
    if (lib.FT_Init_FreeType(&library)) { copy_message(error, capacity, "FreeType did not start"); return NULL; }
    FT_Face ft;
    if (lib.FT_New_Face(library, path, index, &ft)) {
        lib.FT_Done_FreeType(library);
        cannot_open(error, capacity, index, path);
        return NULL;
    }
    hb_blob_t *blob = lib.hb_blob_create_from_file_or_fail(path);
    if (!blob) {
        lib.FT_Done_Face(ft);
        lib.FT_Done_FreeType(library);
        copy_message(error, capacity, "HarfBuzz cannot read the font file");
        return NULL;
    }
    return open_face(library, ft, blob, index, path, error, capacity);
}

ts_face *ts_face_open_memory(const unsigned char *bytes, size_t count, int index, const char *name, char *error,
                             size_t capacity) {
    require_libraries();
    FT_Library library;
    if (lib.FT_Init_FreeType(&library)) { copy_message(error, capacity, "FreeType did not start"); return NULL; }
    FT_Face ft;
    if (lib.FT_New_Memory_Face(library, bytes, (long)count, index, &ft)) {
        lib.FT_Done_FreeType(library);
        cannot_open(error, capacity, index, name);
        return NULL;
    }
    // Read-only: HarfBuzz reads the bytes where they are, without a copy.
    hb_blob_t *blob = lib.hb_blob_create((const char *)bytes, (unsigned int)count, HB_MEMORY_MODE_READONLY, NULL, NULL);
    return open_face(library, ft, blob, index, name, error, capacity);
}

void ts_face_close(ts_face *face) {
    if (!face) return;
    lib.hb_font_destroy(face->font);
    lib.hb_face_destroy(face->face);
    free(face);
}

void ts_face_metrics(const ts_face *face, ts_metrics *metrics) { *metrics = face->metrics; }

int ts_face_has_glyph(const ts_face *face, uint32_t codepoint) {
    hb_codepoint_t glyph;
    return lib.hb_font_get_nominal_glyph(face->font, codepoint, &glyph) ? 1 : 0;
}

void ts_face_version(const ts_face *face, char *out, size_t capacity) {
    unsigned int length = (unsigned int)capacity;
    lib.hb_ot_name_get_utf8(face->face, HB_OT_NAME_ID_VERSION_STRING, HB_LANGUAGE_INVALID, &length, out);
}

// MARK: - Shaping

size_t ts_shape(const ts_face *face, const uint32_t *text, size_t text_length, size_t start, size_t length,
                uint32_t *glyphs, uint32_t *clusters, int32_t *advances, size_t capacity) {
    // One buffer a thread, reset to a new buffer's state for each run: creating one a run cost
    // about as much as a short run's shaping (Docs/performance.md#text-heavy-frames).
    static _Thread_local hb_buffer_t *buffer;
    if (!buffer) buffer = lib.hb_buffer_create();
    else lib.hb_buffer_reset(buffer);
    lib.hb_buffer_add_utf32(buffer, text, (int)text_length, (unsigned)start, (int)length);
    lib.hb_buffer_guess_segment_properties(buffer);
    lib.hb_shape(face->font, buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_info_t *info = lib.hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *position = lib.hb_buffer_get_glyph_positions(buffer, &count);
    for (unsigned int i = 0; i < count && i < capacity; i++) {
        glyphs[i] = info[i].codepoint;
        clusters[i] = info[i].cluster;
        advances[i] = position[i].x_advance;
    }
    return count;
}

// MARK: - Colour glyphs

unsigned char *ts_glyph_png(const ts_face *face, uint32_t glyph, size_t *length, int32_t box[4]) {
    require_libraries();
    // HarfBuzz finds the glyph's PNG in the CBDT strike and gives the bitmap's box scaled from the
    // strike's pixels to the font's units (the font is scaled to its em, as for shaping).
    hb_blob_t *blob = lib.hb_ot_color_glyph_reference_png(face->font, glyph);
    unsigned int size = blob ? lib.hb_blob_get_length(blob) : 0;
    hb_glyph_extents_t extents;
    if (size == 0 || !lib.hb_font_get_glyph_extents(face->font, glyph, &extents)) {
        if (blob) lib.hb_blob_destroy(blob);
        return NULL;
    }
    unsigned char *copy = malloc(size);
    if (copy) {
        memcpy(copy, lib.hb_blob_get_data(blob, &size), size);
        *length = size;
        box[0] = extents.x_bearing;
        box[1] = extents.y_bearing;
        box[2] = extents.width;
        box[3] = -extents.height;
    }
    lib.hb_blob_destroy(blob);
    return copy;
}

// MARK: - Line breaks

// ICU's line break iterator on ICU 72.1's rules (UAX #14 of Unicode 15.0), whichever ICU is loaded.
// It reads UTF-16: the text is converted, and each boundary, a UTF-16 offset, mapped back to the
// character it follows.
void ts_line_breaks(const uint32_t *text, size_t length, const char *language, char *out) {
    require_libraries();
    for (size_t i = 0; i < length; i++) out[i] = 2;
    if (length == 0) return;
    UChar *utf16 = malloc(sizeof(UChar) * 2 * length);
    size_t *scalar_of = malloc(sizeof(size_t) * (2 * length + 1));
    if (!utf16 || !scalar_of) { free(utf16); free(scalar_of); return; }
    int32_t units = 0;
    for (size_t i = 0; i < length; i++) {
        uint32_t c = text[i] <= 0x10FFFF && (text[i] < 0xD800 || text[i] > 0xDFFF) ? text[i] : 0xFFFD;
        if (c >= 0x10000) {
            scalar_of[units] = i;
            utf16[units++] = (UChar)(0xD800 + ((c - 0x10000) >> 10));
            scalar_of[units] = i;
            utf16[units++] = (UChar)(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else {
            scalar_of[units] = i;
            utf16[units++] = (UChar)c;
        }
    }
    UErrorCode status = U_ZERO_ERROR;
    // The root locale's iterator is opened once a thread and given each text (opening one loads
    // and clones the rules, more than breaking a label costs); another language opens its own.
    static _Thread_local UBreakIterator *root;
    int shared = !language || !language[0];
    UBreakIterator *it = NULL;
    if (shared && root) {
        lib.ubrk_setText(root, utf16, units, &status);
        it = root;
    } else if (shared) {
        it = lib.ubrk_openBinaryRules(icu_line_rules, (int32_t)sizeof icu_line_rules, utf16, units, &status);
        if (U_SUCCESS(status)) root = it;
    } else {
        it = lib.ubrk_open(UBRK_LINE, language, utf16, units, &status);
    }
    if (U_SUCCESS(status) && it) {
        lib.ubrk_first(it);
        for (int32_t b = lib.ubrk_next(it); b != UBRK_DONE; b = lib.ubrk_next(it)) {
            if (b <= 0) continue;
            int32_t tag = lib.ubrk_getRuleStatus(it);
            out[scalar_of[b - 1]] = tag >= UBRK_LINE_HARD && tag < UBRK_LINE_HARD_LIMIT ? 0 : 1;
        }
        if (it != root) lib.ubrk_close(it);
    }
    free(utf16);
    free(scalar_of);
}

// MARK: - Subsetting

// The subset as a standalone file, copied out of HarfBuzz's blob.
static unsigned char *subset_bytes(const ts_face *face, hb_subset_input_t *input, size_t *length) {
    hb_face_t *subset = lib.hb_subset_or_fail(face->face, input);
    lib.hb_subset_input_destroy(input);
    if (!subset) return NULL;
    hb_blob_t *blob = lib.hb_face_reference_blob(subset);
    unsigned int size = 0;
    const char *data = lib.hb_blob_get_data(blob, &size);
    unsigned char *copy = malloc(size ? size : 1);
    if (copy) { memcpy(copy, data, size); *length = size; }
    lib.hb_blob_destroy(blob);
    lib.hb_face_destroy(subset);
    return copy;
}

unsigned char *ts_subset(const ts_face *face, const uint32_t *codepoints, size_t count, size_t *length) {
    require_libraries();
    hb_subset_input_t *input = lib.hb_subset_input_create_or_fail();
    if (!input) return NULL;
    hb_set_t *unicodes = lib.hb_subset_input_unicode_set(input);
    for (size_t i = 0; i < count; i++) lib.hb_set_add(unicodes, codepoints[i]);
    return subset_bytes(face, input, length);
}

unsigned char *ts_subset_for_embedding(const ts_face *face, const uint32_t *ranges, size_t range_count,
                                       size_t *length) {
    require_libraries();
    hb_subset_input_t *input = lib.hb_subset_input_create_or_fail();
    if (!input) return NULL;
    hb_set_t *unicodes = lib.hb_subset_input_unicode_set(input);
    for (size_t i = 0; i < range_count; i++) lib.hb_set_add_range(unicodes, ranges[2 * i], ranges[2 * i + 1]);
    // Every name: fontconfig finds Inter Medium and SemiBold as family "Inter" by their typographic
    // family and subfamily (name IDs 16 and 17), which the default (IDs 0 to 6) drops.
    lib.hb_set_add_range(lib.hb_subset_input_set(input, HB_SUBSET_SETS_NAME_ID), 0, 0x7FFF);
    // The BASE table: Pango aligns a line's runs of Noto Sans CJK and Inter by it, so without it
    // the pixels move. HarfBuzz 6 cannot subset BASE and drops it by default; passed through
    // unchanged, it stays right as long as it names no glyph (Noto Sans CJK's gives coordinates only).
    lib.hb_set_del(lib.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG), HB_TAG('B', 'A', 'S', 'E'));
    lib.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_PASSTHROUGH_UNRECOGNIZED);
    return subset_bytes(face, input, length);
}

void ts_free(void *pointer) { free(pointer); }
