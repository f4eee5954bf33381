#include "TextShim.h"

#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>
#include <fontconfig/fontconfig.h>
#include <linebreak.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
static void fontconfig_setup(void) { fontconfig_config = FcInitLoadConfigAndFonts(); }

int ts_find_font(const char *family, int weight, char *path, size_t capacity, int *index,
                 char *matched_family, size_t family_capacity) {
    copy_message(matched_family, family_capacity, "");
    pthread_once(&fontconfig_once, fontconfig_setup);
    FcConfig *config = fontconfig_config;
    if (!config) return 1;
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    FcPatternAddInteger(pattern, FC_WEIGHT, weight);
    FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    FcConfigSubstitute(config, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = FcFontMatch(config, pattern, &result);
    int status = 1;
    if (match) {
        FcChar8 *file = NULL, *found = NULL;
        int i = 0;
        // The match's first family name is the one the font declares in its own language.
        int exact = 0;
        for (int n = 0; FcPatternGetString(match, FC_FAMILY, n, &found) == FcResultMatch; n++) {
            if (n == 0) copy_message(matched_family, family_capacity, (const char *)found);
            if (strcmp((const char *)found, family) == 0) exact = 1;
        }
        int matched_weight = -1;
        FcPatternGetInteger(match, FC_WEIGHT, 0, &matched_weight);
        if (exact && matched_weight == weight && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
            FcPatternGetInteger(match, FC_INDEX, 0, &i);
            copy_message(path, capacity, (const char *)file);
            *index = i;
            status = 0;
        }
        FcPatternDestroy(match);
    }
    FcPatternDestroy(pattern);
    return status;
}

// MARK: - Faces

ts_face *ts_face_open(const char *path, int index, char *error, size_t capacity) {
    // FreeType reads the vertical metrics the way font tools report them (hhea, OS/2 fallback).
    FT_Library library;
    if (FT_Init_FreeType(&library)) { copy_message(error, capacity, "FreeType did not start"); return NULL; }
    FT_Face ft;
    if (FT_New_Face(library, path, index, &ft)) {
        FT_Done_FreeType(library);
        char text[TEXTSHIM_MESSAGE_CAPACITY];
        snprintf(text, sizeof text, "FreeType cannot open face %d of %s", index, path);
        copy_message(error, capacity, text);
        return NULL;
    }
    ts_face *result = calloc(1, sizeof *result);
    result->metrics.units_per_em = ft->units_per_EM;
    result->metrics.ascender = ft->ascender;
    result->metrics.descender = ft->descender;
    result->metrics.line_gap = ft->height - (ft->ascender - ft->descender);
    FT_Done_Face(ft);
    FT_Done_FreeType(library);

    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (!blob) { free(result); copy_message(error, capacity, "HarfBuzz cannot read the font file"); return NULL; }
    result->face = hb_face_create(blob, (unsigned)index);
    hb_blob_destroy(blob);
    hb_face_make_immutable(result->face);
    result->font = hb_font_create(result->face);
    hb_font_set_scale(result->font, result->metrics.units_per_em, result->metrics.units_per_em);
    hb_font_make_immutable(result->font);
    return result;
}

void ts_face_close(ts_face *face) {
    if (!face) return;
    hb_font_destroy(face->font);
    hb_face_destroy(face->face);
    free(face);
}

void ts_face_metrics(const ts_face *face, ts_metrics *metrics) { *metrics = face->metrics; }

int ts_face_has_glyph(const ts_face *face, uint32_t codepoint) {
    hb_codepoint_t glyph;
    return hb_font_get_nominal_glyph(face->font, codepoint, &glyph) ? 1 : 0;
}

void ts_face_version(const ts_face *face, char *out, size_t capacity) {
    unsigned int length = (unsigned int)capacity;
    hb_ot_name_get_utf8(face->face, HB_OT_NAME_ID_VERSION_STRING, HB_LANGUAGE_INVALID, &length, out);
}

// MARK: - Shaping

size_t ts_shape(const ts_face *face, const uint32_t *text, size_t text_length, size_t start, size_t length,
                uint32_t *glyphs, uint32_t *clusters, int32_t *advances, size_t capacity) {
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf32(buffer, text, (int)text_length, (unsigned)start, (int)length);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(face->font, buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *position = hb_buffer_get_glyph_positions(buffer, &count);
    for (unsigned int i = 0; i < count && i < capacity; i++) {
        glyphs[i] = info[i].codepoint;
        clusters[i] = info[i].cluster;
        advances[i] = position[i].x_advance;
    }
    hb_buffer_destroy(buffer);
    return count;
}

// MARK: - Line breaks

static pthread_once_t linebreak_once = PTHREAD_ONCE_INIT;
static void linebreak_setup(void) { init_linebreak(); }

void ts_line_breaks(const uint32_t *text, size_t length, const char *language, char *out) {
    pthread_once(&linebreak_once, linebreak_setup);
    set_linebreaks_utf32(text, length, language, out);
}

// MARK: - Subsetting

unsigned char *ts_subset(const ts_face *face, const uint32_t *codepoints, size_t count, size_t *length) {
    hb_subset_input_t *input = hb_subset_input_create_or_fail();
    if (!input) return NULL;
    hb_set_t *unicodes = hb_subset_input_unicode_set(input);
    for (size_t i = 0; i < count; i++) hb_set_add(unicodes, codepoints[i]);
    hb_face_t *subset = hb_subset_or_fail(face->face, input);
    hb_subset_input_destroy(input);
    if (!subset) return NULL;
    hb_blob_t *blob = hb_face_reference_blob(subset);
    unsigned int size = 0;
    const char *data = hb_blob_get_data(blob, &size);
    unsigned char *copy = malloc(size ? size : 1);
    if (copy) { memcpy(copy, data, size); *length = size; }
    hb_blob_destroy(blob);
    hb_face_destroy(subset);
    return copy;
}

void ts_free(void *pointer) { free(pointer); }
