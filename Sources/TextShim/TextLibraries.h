#ifndef TEXTSHIM_TEXT_LIBRARIES_H
#define TEXTSHIM_TEXT_LIBRARIES_H

// The parts of FreeType 2, HarfBuzz and ICU 72's break iterator that TextShim.c
// calls, declared here instead of including the libraries' headers. Their headers live under
// directories each system names differently (Debian's /usr/include/harfbuzz and freetype2,
// Homebrew's /opt/homebrew/include/...), which Package.swift could only reach with unsafeFlags,
// and SwiftPM refuses a package with unsafeFlags as another package's dependency; a systemLibrary
// target with pkgConfig would also link the libraries, which the shim opens with dlopen instead.
// Nothing here is linked: these declarations only give each dlsym'd pointer its type.
//
// Every type and constant below is part of the libraries' stable C ABI (FreeType 2.x, HarfBuzz
// 2+, ICU's C API); the values are those their public headers define.

#include <stdint.h>

// MARK: FreeType 2 (freetype/freetype.h, fttypes.h)

typedef int FT_Error;
typedef struct FT_LibraryRec_ *FT_Library;

typedef struct {
    unsigned short x_ppem, y_ppem;
    long x_scale, y_scale;       // FT_Fixed
    long ascender, descender;    // FT_Pos, 26.6 pixels
    long height, max_advance;
} FT_Size_Metrics;

typedef struct {
    void *data;
    void (*finalizer)(void *object);
} FT_Generic;

typedef struct {
    void *face;
    FT_Generic generic;
    FT_Size_Metrics metrics;
    void *internal;
} FT_SizeRec;

// FT_FaceRec up to `size`, the last field read here; FreeType allocates the whole record, the
// shim only reads through a pointer to it.
typedef struct {
    long num_faces, face_index, face_flags, style_flags, num_glyphs;
    char *family_name, *style_name;
    int num_fixed_sizes;
    void *available_sizes;
    int num_charmaps;
    void *charmaps;
    FT_Generic generic;
    long bbox[4];
    unsigned short units_per_EM;
    short ascender, descender, height;
    short max_advance_width, max_advance_height, underline_position, underline_thickness;
    void *glyph;
    FT_SizeRec *size;
} FT_FaceRec;
typedef FT_FaceRec *FT_Face;

#define FT_FACE_FLAG_SCALABLE (1L << 0)
#define FT_IS_SCALABLE(face) (!!((face)->face_flags & FT_FACE_FLAG_SCALABLE))

FT_Error FT_Init_FreeType(FT_Library *library);
FT_Error FT_Done_FreeType(FT_Library library);
FT_Error FT_New_Face(FT_Library library, const char *path, long index, FT_Face *face);
FT_Error FT_New_Memory_Face(FT_Library library, const unsigned char *data, long size, long index, FT_Face *face);
FT_Error FT_Done_Face(FT_Face face);
FT_Error FT_Select_Size(FT_Face face, int strike);

// MARK: HarfBuzz (hb-common.h, hb-blob.h, hb-face.h, hb-font.h, hb-buffer.h, hb-ot-name.h, hb-subset.h)

typedef int hb_bool_t;
typedef uint32_t hb_codepoint_t;
typedef struct hb_blob_t hb_blob_t;
typedef struct hb_face_t hb_face_t;
typedef struct hb_font_t hb_font_t;
typedef struct hb_buffer_t hb_buffer_t;
typedef struct hb_set_t hb_set_t;
typedef struct hb_feature_t hb_feature_t;
typedef struct hb_subset_input_t hb_subset_input_t;
typedef const struct hb_language_impl_t *hb_language_t;
typedef unsigned int hb_ot_name_id_t;

typedef enum {
    HB_MEMORY_MODE_DUPLICATE,
    HB_MEMORY_MODE_READONLY,
    HB_MEMORY_MODE_WRITABLE,
    HB_MEMORY_MODE_READONLY_MAY_MAKE_WRITABLE
} hb_memory_mode_t;

typedef struct {
    hb_codepoint_t codepoint;
    uint32_t mask;
    uint32_t cluster;
    uint32_t var1, var2;  // hb_var_int_t, private
} hb_glyph_info_t;

typedef struct {
    int32_t x_advance, y_advance, x_offset, y_offset;
    uint32_t var;  // hb_var_int_t, private
} hb_glyph_position_t;

#define HB_LANGUAGE_INVALID ((hb_language_t)0)
#define HB_OT_NAME_ID_VERSION_STRING 5

hb_blob_t *hb_blob_create(const char *data, unsigned int length, hb_memory_mode_t mode, void *user_data,
                          void (*destroy)(void *user_data));
hb_blob_t *hb_blob_create_from_file_or_fail(const char *file_name);
void hb_blob_destroy(hb_blob_t *blob);
const char *hb_blob_get_data(hb_blob_t *blob, unsigned int *length);
hb_face_t *hb_face_create(hb_blob_t *blob, unsigned int index);
void hb_face_destroy(hb_face_t *face);
void hb_face_make_immutable(hb_face_t *face);
hb_blob_t *hb_face_reference_blob(hb_face_t *face);
unsigned int hb_face_get_upem(const hb_face_t *face);
hb_font_t *hb_font_create(hb_face_t *face);
void hb_font_destroy(hb_font_t *font);
void hb_font_set_scale(hb_font_t *font, int x_scale, int y_scale);
void hb_font_make_immutable(hb_font_t *font);
hb_bool_t hb_font_get_nominal_glyph(hb_font_t *font, hb_codepoint_t unicode, hb_codepoint_t *glyph);
unsigned int hb_ot_name_get_utf8(hb_face_t *face, hb_ot_name_id_t name_id, hb_language_t language,
                                 unsigned int *text_size, char *text);
hb_buffer_t *hb_buffer_create(void);
void hb_buffer_destroy(hb_buffer_t *buffer);
void hb_buffer_reset(hb_buffer_t *buffer);
void hb_buffer_add_utf32(hb_buffer_t *buffer, const uint32_t *text, int text_length, unsigned int item_offset,
                         int item_length);
void hb_buffer_guess_segment_properties(hb_buffer_t *buffer);
hb_glyph_info_t *hb_buffer_get_glyph_infos(hb_buffer_t *buffer, unsigned int *length);
hb_glyph_position_t *hb_buffer_get_glyph_positions(hb_buffer_t *buffer, unsigned int *length);
void hb_shape(hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int num_features);
void hb_set_add(hb_set_t *set, hb_codepoint_t codepoint);
void hb_set_add_range(hb_set_t *set, hb_codepoint_t first, hb_codepoint_t last);
void hb_set_del(hb_set_t *set, hb_codepoint_t codepoint);
hb_subset_input_t *hb_subset_input_create_or_fail(void);
hb_set_t *hb_subset_input_unicode_set(hb_subset_input_t *input);
hb_face_t *hb_subset_or_fail(hb_face_t *source, const hb_subset_input_t *input);
void hb_subset_input_destroy(hb_subset_input_t *input);
hb_set_t *hb_subset_input_set(hb_subset_input_t *input, int set_type);
void hb_subset_input_set_flags(hb_subset_input_t *input, unsigned int value);

typedef struct {
    int32_t x_bearing, y_bearing, width, height;  // hb_position_t
} hb_glyph_extents_t;
hb_bool_t hb_font_get_glyph_extents(hb_font_t *font, hb_codepoint_t glyph, hb_glyph_extents_t *extents);
unsigned int hb_blob_get_length(hb_blob_t *blob);
hb_blob_t *hb_ot_color_glyph_reference_png(hb_font_t *font, hb_codepoint_t glyph);

#define HB_TAG(c1, c2, c3, c4) ((uint32_t)((((uint32_t)(c1) & 0xFF) << 24) | (((uint32_t)(c2) & 0xFF) << 16) | \
                                           (((uint32_t)(c3) & 0xFF) << 8) | ((uint32_t)(c4) & 0xFF)))
#define HB_SUBSET_SETS_DROP_TABLE_TAG 3   // hb_subset_sets_t
#define HB_SUBSET_SETS_NAME_ID 4
#define HB_SUBSET_FLAGS_PASSTHROUGH_UNRECOGNIZED 0x20u

// MARK: ICU (unicode/umachine.h, utypes.h, ubrk.h)

// ICU exports each function with its major version appended (ubrk_open_72); TextShim.c adds the
// suffix of the ICU it opened when it looks the symbols up.

typedef uint16_t UChar;
typedef int UErrorCode;
typedef struct UBreakIterator UBreakIterator;
#define U_ZERO_ERROR 0
#define U_SUCCESS(status) ((status) <= U_ZERO_ERROR)
#define UBRK_LINE 2
#define UBRK_DONE ((int32_t)-1)
#define UBRK_LINE_HARD 100
#define UBRK_LINE_HARD_LIMIT 200

UBreakIterator *ubrk_open(int type, const char *locale, const UChar *text, int32_t length, UErrorCode *status);
void ubrk_close(UBreakIterator *iterator);
int32_t ubrk_first(UBreakIterator *iterator);
int32_t ubrk_next(UBreakIterator *iterator);
void ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t textLength, UErrorCode *status);
int32_t ubrk_getRuleStatus(UBreakIterator *iterator);
UBreakIterator *ubrk_openBinaryRules(const uint8_t *binaryRules, int32_t rulesLength, const UChar *text,
                                     int32_t textLength, UErrorCode *status);

#endif
