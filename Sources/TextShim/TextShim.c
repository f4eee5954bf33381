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
// The sonames are Debian 12's; each comes with the runtime package named beside it.
#define TEXT_LIBRARIES(L) \
    L(freetype, "libfreetype.so.6", "libfreetype6") \
    L(harfbuzz, "libharfbuzz.so.0", "libharfbuzz0b") \
    L(subset, "libharfbuzz-subset.so.0", "libharfbuzz-subset0") \
    L(fontconfig, "libfontconfig.so.1", "libfontconfig1") \
    L(icu, "libicuuc.so.72", "libicu72")

#define TEXT_FUNCTIONS(F) \
    F(freetype, FT_Init_FreeType) F(freetype, FT_New_Face) F(freetype, FT_Done_Face) \
    F(freetype, FT_Done_FreeType) F(freetype, FT_Select_Size) \
    F(harfbuzz, hb_blob_create_from_file_or_fail) F(harfbuzz, hb_blob_destroy) \
    F(harfbuzz, hb_blob_get_data) F(harfbuzz, hb_face_create) F(harfbuzz, hb_face_destroy) \
    F(harfbuzz, hb_face_make_immutable) F(harfbuzz, hb_face_reference_blob) F(harfbuzz, hb_face_get_upem) \
    F(harfbuzz, hb_font_create) F(harfbuzz, hb_font_destroy) F(harfbuzz, hb_font_set_scale) \
    F(harfbuzz, hb_font_make_immutable) F(harfbuzz, hb_font_get_nominal_glyph) \
    F(harfbuzz, hb_ot_name_get_utf8) F(harfbuzz, hb_buffer_create) F(harfbuzz, hb_buffer_destroy) \
    F(harfbuzz, hb_buffer_reset) \
    F(harfbuzz, hb_buffer_add_utf32) F(harfbuzz, hb_buffer_guess_segment_properties) \
    F(harfbuzz, hb_buffer_get_glyph_infos) F(harfbuzz, hb_buffer_get_glyph_positions) \
    F(harfbuzz, hb_shape) F(harfbuzz, hb_set_add) \
    F(subset, hb_subset_input_create_or_fail) F(subset, hb_subset_input_unicode_set) \
    F(subset, hb_subset_or_fail) F(subset, hb_subset_input_destroy) \
    F(fontconfig, FcInitLoadConfigAndFonts) F(fontconfig, FcPatternCreate) \
    F(fontconfig, FcPatternAddString) F(fontconfig, FcPatternAddInteger) \
    F(fontconfig, FcConfigSubstitute) F(fontconfig, FcDefaultSubstitute) F(fontconfig, FcFontMatch) \
    F(fontconfig, FcPatternGetString) F(fontconfig, FcPatternGetInteger) \
    F(fontconfig, FcPatternDestroy) F(fontconfig, FcObjectSetBuild) F(fontconfig, FcObjectSetDestroy) \
    F(fontconfig, FcFontList) F(fontconfig, FcFontSetDestroy) \
    F(icu, ubrk_open) F(icu, ubrk_close) F(icu, ubrk_first) F(icu, ubrk_next) F(icu, ubrk_getRuleStatus) \
    F(icu, ubrk_setText)

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
// ICU exports each function under its name with the major version appended.
#define FIND(library, name) \
    { \
        char symbol[64]; \
        snprintf(symbol, sizeof symbol, "%s%s", #name, strcmp(#library, "icu") == 0 ? TEXTSHIM_ICU_SUFFIX : ""); \
        lib.name = (__typeof__(name) *)dlsym(library, symbol); \
        if (lib.name == NULL) { \
            snprintf(load_error, sizeof load_error, "%s has no %s; mockgen needs the version Debian 12 ships", \
                     #library, symbol); \
            return; \
        } \
    }
    TEXT_FUNCTIONS(FIND)
#undef FIND
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

// MARK: - fontconfig

// One configuration per process: loading it scans the font directories' caches, which costs far
// more than a match.
static pthread_once_t fontconfig_once = PTHREAD_ONCE_INIT;
static FcConfig *fontconfig_config;
static void fontconfig_setup(void) { fontconfig_config = lib.FcInitLoadConfigAndFonts(); }

// A font that declares exactly `family` at `weight`, upright. FcFontList compares each font's
// own values with the pattern's; FcFontMatch would also score and sort every installed font
// (about 2 million instructions a lookup, most of a text scenario's font loading) to find the
// same file. Among several, the one whose file is named `file_name`, else the first path.
static int list_font(FcConfig *config, const char *family, int weight, const char *file_name,
                     char *path, size_t capacity, int *index) {
    FcPattern *pattern = lib.FcPatternCreate();
    lib.FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    lib.FcPatternAddInteger(pattern, FC_WEIGHT, weight);
    lib.FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    FcObjectSet *objects = lib.FcObjectSetBuild(FC_FAMILY, FC_FILE, FC_INDEX, (char *)NULL);
    FcFontSet *fonts = lib.FcFontList(config, pattern, objects);
    const FcChar8 *chosen = NULL;
    int chosen_index = 0;
    for (int k = 0; fonts && k < fonts->nfont; k++) {
        FcPattern *font = fonts->fonts[k];
        FcChar8 *name = NULL, *file = NULL;
        int exact = 0, i = 0;
        // fontconfig lists families ignoring case; the pinned family is matched as written.
        for (int n = 0; lib.FcPatternGetString(font, FC_FAMILY, n, &name) == FcResultMatch; n++) {
            if (strcmp((const char *)name, family) == 0) exact = 1;
        }
        if (!exact || lib.FcPatternGetString(font, FC_FILE, 0, &file) != FcResultMatch) continue;
        lib.FcPatternGetInteger(font, FC_INDEX, 0, &i);
        const char *slash = strrchr((const char *)file, '/');
        int named = strcmp(slash ? slash + 1 : (const char *)file, file_name) == 0;
        const char *slash_chosen = chosen ? strrchr((const char *)chosen, '/') : NULL;
        int chosen_named = chosen && strcmp(slash_chosen ? slash_chosen + 1 : (const char *)chosen, file_name) == 0;
        // Deterministic whatever order fontconfig lists in: the named file, else the least path.
        if (!chosen || (named && !chosen_named) ||
            (named == chosen_named && strcmp((const char *)file, (const char *)chosen) < 0)) {
            chosen = file;
            chosen_index = i;
        }
    }
    int status = 1;
    if (chosen) {
        copy_message(path, capacity, (const char *)chosen);
        *index = chosen_index;
        status = 0;
    }
    if (fonts) lib.FcFontSetDestroy(fonts);
    lib.FcObjectSetDestroy(objects);
    lib.FcPatternDestroy(pattern);
    return status;
}

int ts_find_font(const char *family, int weight, const char *file_name, char *path, size_t capacity, int *index,
                 char *matched_family, size_t family_capacity) {
    require_libraries();
    copy_message(matched_family, family_capacity, "");
    pthread_once(&fontconfig_once, fontconfig_setup);
    FcConfig *config = fontconfig_config;
    if (!config) return 1;
    if (list_font(config, family, weight, file_name, path, capacity, index) == 0) return 0;
    // None: ask what fontconfig would use instead, for the error message.
    FcPattern *pattern = lib.FcPatternCreate();
    lib.FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    lib.FcPatternAddInteger(pattern, FC_WEIGHT, weight);
    lib.FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    lib.FcConfigSubstitute(config, pattern, FcMatchPattern);
    lib.FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = lib.FcFontMatch(config, pattern, &result);
    int status = 1;
    if (match) {
        FcChar8 *file = NULL, *found = NULL;
        int i = 0;
        // The match's first family name is the one the font declares in its own language.
        int exact = 0;
        for (int n = 0; lib.FcPatternGetString(match, FC_FAMILY, n, &found) == FcResultMatch; n++) {
            if (n == 0) copy_message(matched_family, family_capacity, (const char *)found);
            if (strcmp((const char *)found, family) == 0) exact = 1;
        }
        int matched_weight = -1;
        lib.FcPatternGetInteger(match, FC_WEIGHT, 0, &matched_weight);
        if (exact && matched_weight == weight && lib.FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
            lib.FcPatternGetInteger(match, FC_INDEX, 0, &i);
            copy_message(path, capacity, (const char *)file);
            *index = i;
            status = 0;
        }
        lib.FcPatternDestroy(match);
    }
    lib.FcPatternDestroy(pattern);
    return status;
}

// MARK: - Faces

ts_face *ts_face_open(const char *path, int index, char *error, size_t capacity) {
    require_libraries();
    // FreeType reads the vertical metrics the way font tools report them (hhea, OS/2 fallback).
    FT_Library library;
    if (lib.FT_Init_FreeType(&library)) { copy_message(error, capacity, "FreeType did not start"); return NULL; }
    FT_Face ft;
    if (lib.FT_New_Face(library, path, index, &ft)) {
        lib.FT_Done_FreeType(library);
        char text[TEXTSHIM_MESSAGE_CAPACITY];
        snprintf(text, sizeof text, "FreeType cannot open face %d of %s", index, path);
        copy_message(error, capacity, text);
        return NULL;
    }
    hb_blob_t *blob = lib.hb_blob_create_from_file_or_fail(path);
    if (!blob) {
        lib.FT_Done_Face(ft);
        lib.FT_Done_FreeType(library);
        copy_message(error, capacity, "HarfBuzz cannot read the font file");
        return NULL;
    }
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
        snprintf(text, sizeof text, "face %d of %s has neither outlines nor bitmap strikes to measure", index, path);
        copy_message(error, capacity, text);
        return NULL;
    }
    result->font = lib.hb_font_create(result->face);
    lib.hb_font_set_scale(result->font, result->metrics.units_per_em, result->metrics.units_per_em);
    lib.hb_font_make_immutable(result->font);
    return result;
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
    // about as much as a short run's shaping (issue 16).
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

// MARK: - Line breaks

// ICU's line break iterator (Debian 12: ICU 72.1, UAX #14 of Unicode 15.0). It reads UTF-16: the
// text is converted, and each boundary, a UTF-16 offset, mapped back to the character it follows.
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
    } else {
        it = lib.ubrk_open(UBRK_LINE, language ? language : "", utf16, units, &status);
        if (shared && U_SUCCESS(status)) root = it;
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

unsigned char *ts_subset(const ts_face *face, const uint32_t *codepoints, size_t count, size_t *length) {
    require_libraries();
    hb_subset_input_t *input = lib.hb_subset_input_create_or_fail();
    if (!input) return NULL;
    hb_set_t *unicodes = lib.hb_subset_input_unicode_set(input);
    for (size_t i = 0; i < count; i++) lib.hb_set_add(unicodes, codepoints[i]);
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

void ts_free(void *pointer) { free(pointer); }
