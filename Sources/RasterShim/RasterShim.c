// memfd_create is a GNU extension of <sys/mman.h>.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "RasterShim.h"

#include <fontconfig/fontconfig.h>
#include <gif_lib.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

// MARK: - The parts of cairo's, librsvg's and GLib's API the shim calls
// Their headers live in folders of their own (/usr/include/cairo, /usr/include/librsvg-2.0 and
// GLib's, which needs glib's config header too): reaching them would take include flags, which
// Package.swift keeps out of new targets (Docs/decisions.md#no-unsafe-flags). These few declarations, written from the
// libraries' reference manuals (cairo 1.16, librsvg 2.54), give each pointer below its type;
// the types they use are opaque here, or plain structs whose layout the manuals fix.
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef int cairo_status_t; // CAIRO_STATUS_SUCCESS is 0
enum { CAIRO_FORMAT_ARGB32 = 0, CAIRO_FORMAT_RGB24 = 1 };
typedef cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length);
typedef cairo_status_t (*cairo_read_func_t)(void *closure, unsigned char *data, unsigned int length);
cairo_surface_t *cairo_image_surface_create(int format, int width, int height);
cairo_surface_t *cairo_image_surface_create_from_png_stream(cairo_read_func_t read, void *closure);
cairo_status_t cairo_surface_status(cairo_surface_t *surface);
void cairo_surface_destroy(cairo_surface_t *surface);
void cairo_surface_flush(cairo_surface_t *surface);
void cairo_surface_mark_dirty(cairo_surface_t *surface);
unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface);
int cairo_image_surface_get_stride(cairo_surface_t *surface);
int cairo_image_surface_get_width(cairo_surface_t *surface);
int cairo_image_surface_get_height(cairo_surface_t *surface);
int cairo_image_surface_get_format(cairo_surface_t *surface);
cairo_status_t cairo_surface_write_to_png_stream(cairo_surface_t *surface, cairo_write_func_t write, void *closure);
cairo_t *cairo_create(cairo_surface_t *target);
void cairo_destroy(cairo_t *cr);
cairo_status_t cairo_status(cairo_t *cr);
void cairo_set_source_rgb(cairo_t *cr, double red, double green, double blue);
void cairo_paint(cairo_t *cr);
void cairo_rectangle(cairo_t *cr, double x, double y, double width, double height);
void cairo_clip(cairo_t *cr);
const char *cairo_status_to_string(cairo_status_t status);

typedef struct _RsvgHandle RsvgHandle;
typedef struct { uint32_t domain; int code; char *message; } GError;
typedef struct { double x, y, width, height; } RsvgRectangle;
RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t length, GError **error);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
void g_object_unref(void *object);
void g_error_free(GError *error);

// MARK: - Loading the libraries on first use

// Like TextShim.c: the libraries are opened when a raster format first needs them, so HTML and
// SVG runs never pay for loading librsvg (and the GLib, Pango and cairo stacks it pulls in).
// The sonames are Debian 12's; each comes with the runtime package named beside it.
#define RENDER_LIBRARIES(L) \
    L(glib, "libglib-2.0.so.0", "libglib2.0-0") \
    L(gobject, "libgobject-2.0.so.0", "libglib2.0-0") \
    L(cairo, "libcairo.so.2", "libcairo2") \
    L(rsvg, "librsvg-2.so.2", "librsvg2-2") \
    L(fontconfig, "libfontconfig.so.1", "libfontconfig1")

#define RENDER_FUNCTIONS(F) \
    F(glib, g_error_free) F(gobject, g_object_unref) \
    F(cairo, cairo_image_surface_create) F(cairo, cairo_image_surface_create_from_png_stream) \
    F(cairo, cairo_surface_status) F(cairo, cairo_surface_destroy) F(cairo, cairo_surface_flush) \
    F(cairo, cairo_surface_mark_dirty) F(rsvg, rsvg_handle_get_intrinsic_size_in_pixels) \
    F(cairo, cairo_image_surface_get_data) F(cairo, cairo_image_surface_get_stride) \
    F(cairo, cairo_image_surface_get_width) F(cairo, cairo_image_surface_get_height) \
    F(cairo, cairo_image_surface_get_format) F(cairo, cairo_surface_write_to_png_stream) \
    F(cairo, cairo_create) F(cairo, cairo_destroy) F(cairo, cairo_status) F(cairo, cairo_set_source_rgb) \
    F(cairo, cairo_paint) F(cairo, cairo_status_to_string) F(cairo, cairo_rectangle) F(cairo, cairo_clip) \
    F(rsvg, rsvg_handle_new_from_data) F(rsvg, rsvg_handle_render_document) \
    F(fontconfig, FcConfigCreate) F(fontconfig, FcConfigDestroy) F(fontconfig, FcConfigAppFontAddFile) \
    F(fontconfig, FcConfigSetCurrent) F(fontconfig, FcPatternCreate) \
    F(fontconfig, FcPatternAddString) F(fontconfig, FcPatternAddInteger) F(fontconfig, FcPatternDestroy) \
    F(fontconfig, FcPatternGetString) F(fontconfig, FcPatternGetInteger) F(fontconfig, FcConfigSubstitute) \
    F(fontconfig, FcDefaultSubstitute) F(fontconfig, FcFontMatch)

#define GIF_LIBRARIES(L) L(gif, "libgif.so.7", "libgif7")
#define GIF_FUNCTIONS(F) \
    F(gif, EGifOpen) F(gif, EGifCloseFile) F(gif, EGifPutScreenDesc) F(gif, EGifPutImageDesc) \
    F(gif, EGifSetGifVersion) F(gif, EGifPutLine) F(gif, EGifPutExtensionLeader) F(gif, EGifPutExtensionBlock) \
    F(gif, EGifPutExtensionTrailer) F(gif, EGifPutExtension) F(gif, GifMakeMapObject) F(gif, GifFreeMapObject) \
    F(gif, DGifOpen) F(gif, DGifCloseFile) F(gif, DGifGetRecordType) F(gif, DGifGetImageDesc) F(gif, DGifGetLine) \
    F(gif, DGifGetCode) F(gif, DGifGetCodeNext) F(gif, DGifGetExtension) F(gif, DGifGetExtensionNext) \
    F(gif, DGifExtensionToGCB) F(gif, GifErrorString)

#define WEBP_LIBRARIES(L) \
    L(webp, "libwebp.so.7", "libwebp7") \
    L(webpmux, "libwebpmux.so.3", "libwebpmux3") \
    L(webpdemux, "libwebpdemux.so.2", "libwebpdemux2")
#define WEBP_FUNCTIONS(F) \
    F(webp, WebPConfigInitInternal) F(webp, WebPPictureInitInternal) F(webp, WebPPictureImportRGB) \
    F(webp, WebPPictureFree) F(webp, WebPFree) \
    F(webpmux, WebPAnimEncoderOptionsInitInternal) F(webpmux, WebPAnimEncoderNewInternal) \
    F(webpmux, WebPAnimEncoderAdd) F(webpmux, WebPAnimEncoderAssemble) F(webpmux, WebPAnimEncoderGetError) \
    F(webpmux, WebPAnimEncoderDelete) F(webpmux, WebPMuxSetChunk) \
    F(webpmux, WebPMuxAssemble) F(webpmux, WebPMuxDelete) F(webpmux, WebPMuxCreateInternal) \
    F(webpdemux, WebPAnimDecoderOptionsInitInternal) F(webpdemux, WebPAnimDecoderNewInternal) \
    F(webpdemux, WebPAnimDecoderGetInfo) F(webpdemux, WebPAnimDecoderGetNext) F(webpdemux, WebPAnimDecoderDelete)

static struct {
#define POINTER(library, name) __typeof__(name) *name;
    RENDER_FUNCTIONS(POINTER)
    GIF_FUNCTIONS(POINTER)
    WEBP_FUNCTIONS(POINTER)
#undef POINTER
} lib;

// MOCKGEN_RASTER_HIDE names sonames to treat as missing, so the tests can see the message a
// machine without the package gets (EndToEndTests).
static int hidden(const char *soname) {
    const char *hide = getenv("MOCKGEN_RASTER_HIDE");
    return hide != NULL && strstr(hide, soname) != NULL;
}
// Each group loads once; its outcome (0, or the message) is kept for later calls.
#define LOADER(group, LIBRARIES, FUNCTIONS) \
    static int group##_state = -1; \
    static char group##_message[RASTERSHIM_MESSAGE_CAPACITY]; \
    static int group##_open(char *message) { \
        LIBRARIES(HIDE) \
        LIBRARIES(OPEN) \
        FUNCTIONS(FIND) \
        return 0; \
    } \
    static int group##_load(char *error, size_t capacity) { \
        if (group##_state < 0) group##_state = group##_open(group##_message); \
        if (group##_state != 0 && capacity > 0) snprintf(error, capacity, "%s", group##_message); \
        return group##_state; \
    }

// Each group's message buffer holds RASTERSHIM_MESSAGE_CAPACITY bytes.
#define OPEN(library, soname, package) \
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL); \
    if (library == NULL) { \
        snprintf(message, RASTERSHIM_MESSAGE_CAPACITY, "%s cannot be loaded (%s); install the Debian package %s", \
                 soname, dlerror(), package); \
        return 1; \
    }
#define FIND(library, name) \
    lib.name = (__typeof__(name) *)dlsym(library, #name); \
    if (lib.name == NULL) { \
        snprintf(message, RASTERSHIM_MESSAGE_CAPACITY, "%s has no %s; mockgen needs the version Debian 12 ships", \
                 #library, #name); \
        return 1; \
    }
#define HIDE(library, soname, package) \
    if (hidden(soname)) { \
        snprintf(message, RASTERSHIM_MESSAGE_CAPACITY, "%s cannot be loaded (hidden by MOCKGEN_RASTER_HIDE); " \
                 "install the Debian package %s", soname, package); \
        return 1; \
    }

LOADER(render, RENDER_LIBRARIES, RENDER_FUNCTIONS)
LOADER(gif, GIF_LIBRARIES, GIF_FUNCTIONS)
LOADER(webp, WEBP_LIBRARIES, WEBP_FUNCTIONS)

int rr_load_renderer(char *error, size_t capacity) { return render_load(error, capacity); }
int rr_load_gif(char *error, size_t capacity) { return gif_load(error, capacity); }
int rr_load_webp(char *error, size_t capacity) { return webp_load(error, capacity); }

void rr_free(rr_bytes *bytes) {
    free(bytes->bytes);
    bytes->bytes = NULL;
    bytes->count = 0;
}

static void put(char *out, size_t capacity, const char *text) {
    if (capacity > 0) snprintf(out, capacity, "%s", text);
}

// A growing byte buffer for the encoders' write callbacks.
static int append(rr_bytes *out, size_t *capacity, const uint8_t *data, size_t count) {
    if (out->count + count > *capacity) {
        size_t next = *capacity ? *capacity : 1 << 16;
        while (next < out->count + count) next *= 2;
        uint8_t *grown = realloc(out->bytes, next);
        if (grown == NULL) return 1;
        out->bytes = grown;
        *capacity = next;
    }
    memcpy(out->bytes + out->count, data, count);
    out->count += count;
    return 0;
}

// MARK: - fontconfig

int rr_font_in_memory(const uint8_t *bytes, size_t count, const char *name, char *path, size_t capacity) {
#ifdef MFD_CLOEXEC
    // Pango opens a face by its file name (HarfBuzz maps the file FC_FILE names) and fontconfig
    // adds fonts by name only, so a face in memory still needs a name: a memory file's own,
    // /proc/self/fd/N. Close-on-exec, so no child (the MP4 encoder) holds it; sealed, so the
    // bytes the check below saw are the bytes drawn with.
    int fd = (int)memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    size_t done = 0;
    while (done < count) {
        ssize_t n = write(fd, bytes + done, count - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) { close(fd); return -1; }
        done += (size_t)n;
    }
    fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
    snprintf(path, capacity, "/proc/self/fd/%d", fd);
    // Without /proc (a chroot, a sandbox) the name leads nowhere: the caller writes files instead.
    struct stat seen;
    int same = stat(path, &seen) == 0 && (size_t)seen.st_size == count;
    if (!same) { close(fd); return -1; }
    return fd;
#else
    (void)bytes; (void)count; (void)name; (void)path; (void)capacity;
    return -1;
#endif
}

void rr_close_font(int fd) { close(fd); }

static FcConfig *pinned_config;

int rr_use_fonts(const char *const *paths, int count, char *error, size_t capacity) {
    if (pinned_config != NULL) return 0;
    // An empty configuration: no font directories and no rules, so Pango finds only these files.
    FcConfig *config = lib.FcConfigCreate();
    if (config == NULL) { put(error, capacity, "fontconfig cannot make a configuration"); return 1; }
    for (int i = 0; i < count; i++) {
        if (!lib.FcConfigAppFontAddFile(config, (const FcChar8 *)paths[i])) {
            snprintf(error, capacity, "fontconfig cannot add the font file %s", paths[i]);
            lib.FcConfigDestroy(config);
            return 1;
        }
    }
    if (!lib.FcConfigSetCurrent(config)) {
        put(error, capacity, "fontconfig cannot make the pinned fonts current");
        lib.FcConfigDestroy(config);
        return 1;
    }
    pinned_config = config;
    return 0;
}

int rr_pinned_font_file(const char *family, int weight, char *path, size_t capacity, int *index) {
    if (pinned_config == NULL) return 1;
    FcPattern *pattern = lib.FcPatternCreate();
    lib.FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    lib.FcPatternAddInteger(pattern, FC_WEIGHT, weight);
    lib.FcConfigSubstitute(pinned_config, pattern, FcMatchPattern);
    lib.FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = lib.FcFontMatch(pinned_config, pattern, &result);
    int status = 1;
    FcChar8 *file = NULL;
    if (match != NULL && lib.FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
        snprintf(path, capacity, "%s", (const char *)file);
        *index = 0;
        lib.FcPatternGetInteger(match, FC_INDEX, 0, index);
        status = 0;
    }
    if (match != NULL) lib.FcPatternDestroy(match);
    lib.FcPatternDestroy(pattern);
    return status;
}

// MARK: - Canvas

struct rr_canvas {
    cairo_surface_t *surface;
    int width, height;
};

static void paint_surface(cairo_surface_t *surface, uint32_t background_rgb) {
    cairo_t *cr = lib.cairo_create(surface);
    lib.cairo_set_source_rgb(cr, ((background_rgb >> 16) & 0xff) / 255.0, ((background_rgb >> 8) & 0xff) / 255.0,
                             (background_rgb & 0xff) / 255.0);
    lib.cairo_paint(cr);
    lib.cairo_destroy(cr);
}

void rr_canvas_paint(rr_canvas *canvas, uint32_t background_rgb) { paint_surface(canvas->surface, background_rgb); }

rr_canvas *rr_canvas_create(int width, int height, uint32_t background_rgb) {
    cairo_surface_t *surface = lib.cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    if (lib.cairo_surface_status(surface) != 0) {
        lib.cairo_surface_destroy(surface);
        return NULL;
    }
    paint_surface(surface, background_rgb);
    rr_canvas *canvas = malloc(sizeof *canvas);
    if (canvas == NULL) { lib.cairo_surface_destroy(surface); return NULL; }
    canvas->surface = surface;
    canvas->width = width;
    canvas->height = height;
    return canvas;
}

void rr_canvas_destroy(rr_canvas *canvas) {
    if (canvas == NULL) return;
    lib.cairo_surface_destroy(canvas->surface);
    free(canvas);
}

/// The SVG parsed by librsvg, or NULL with librsvg's reason in `error`.
static RsvgHandle *open_svg(const char *svg, size_t length, char *error, size_t capacity) {
    GError *failure = NULL;
    RsvgHandle *handle = lib.rsvg_handle_new_from_data((const uint8_t *)svg, length, &failure);
    if (handle == NULL) {
        snprintf(error, capacity, "librsvg cannot read the SVG: %s", failure ? failure->message : "no reason given");
        if (failure) lib.g_error_free(failure);
    }
    return handle;
}

int rr_canvas_draw_svg(rr_canvas *canvas, const char *svg, size_t length, double x, double y, double width,
                       double height, char *error, size_t capacity) {
    RsvgHandle *handle = open_svg(svg, length, error, capacity);
    if (handle == NULL) return 1;
    cairo_t *cr = lib.cairo_create(canvas->surface);
    // A browser clips an outermost <svg> to its viewport (CSS overflow: hidden is the default
    // for it); librsvg draws what lies outside too, so the rectangle is clipped here.
    lib.cairo_rectangle(cr, x, y, width, height);
    lib.cairo_clip(cr);
    RsvgRectangle viewport = {x, y, width, height};
    GError *failure = NULL;
    int ok = lib.rsvg_handle_render_document(handle, cr, &viewport, &failure);
    int status = 0;
    if (!ok) {
        snprintf(error, capacity, "librsvg cannot draw the SVG: %s", failure ? failure->message : "no reason given");
        if (failure) lib.g_error_free(failure);
        status = 1;
    } else if (lib.cairo_status(cr) != 0) {
        snprintf(error, capacity, "cairo: %s", lib.cairo_status_to_string(lib.cairo_status(cr)));
        status = 1;
    }
    lib.cairo_destroy(cr);
    lib.g_object_unref(handle);
    return status;
}

// RGB24 keeps each pixel in a native-endian 32-bit word, 0x00RRGGBB.
// One row of opaque ARGB32 pixels as R, G, B bytes. Every pixel of every picture passes here, so
// four pixels a step are one byte shuffle where pixels lie in memory as B, G, R, A (little-endian
// machines: every system mockgen supports). Each path gives the same bytes.
#if defined(__clang__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
typedef uint8_t bytes16 __attribute__((ext_vector_type(16)));
#define SHUFFLED_ROW_BODY                                                                           \
    for (; column + 4 <= width; column += 4, out += 12) {                                          \
        bytes16 four;                                                                               \
        memcpy(&four, pixel + column, 16);                                                          \
        bytes16 rgb = __builtin_shufflevector(four, four, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 3, 7, 11, 15); \
        memcpy(out, &rgb, 12);                                                                      \
    }
#if defined(__x86_64__)
// x86-64's baseline (SSE2) has no byte shuffle; SSSE3's (every x86-64 processor since 2008) does it
// in one instruction.
__attribute__((target("ssse3"))) static int shuffled_row_ssse3(const uint32_t *restrict pixel, int width, uint8_t *restrict out) {
    int column = 0;
    SHUFFLED_ROW_BODY
    return column;
}
#endif
static int shuffled_row(const uint32_t *restrict pixel, int width, uint8_t *restrict out) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) return shuffled_row_ssse3(pixel, width, out);
#endif
    int column = 0;
    SHUFFLED_ROW_BODY
    return column;
}
#else
static int shuffled_row(const uint32_t *pixel, int width, uint8_t *out) { (void)pixel; (void)width; (void)out; return 0; }
#endif

static void opaque_row_rgb(const uint32_t *restrict pixel, int width, uint8_t *restrict out) {
    int column = shuffled_row(pixel, width, out);
    out += 3 * (size_t)column;
    for (; column < width; column++, out += 3) {
        uint32_t p = pixel[column];
        out[0] = (uint8_t)(p >> 16); out[1] = (uint8_t)(p >> 8); out[2] = (uint8_t)p;
    }
}

static void surface_rgb(cairo_surface_t *surface, uint8_t *out, int over_white) {
    lib.cairo_surface_flush(surface);
    const unsigned char *data = lib.cairo_image_surface_get_data(surface);
    int stride = lib.cairo_image_surface_get_stride(surface);
    int width = lib.cairo_image_surface_get_width(surface), height = lib.cairo_image_surface_get_height(surface);
    for (int row = 0; row < height; row++) {
        const uint32_t *pixel = (const uint32_t *)(data + (size_t)row * stride);
        if (!over_white) {
            opaque_row_rgb(pixel, width, out);
            out += 3 * (size_t)width;
            continue;
        }
        for (int column = 0; column < width; column++) {
            uint32_t p = pixel[column];
            // ARGB32 is premultiplied: add the white showing through.
            unsigned rest = 255 - ((p >> 24) & 0xff);
            unsigned r = ((p >> 16) & 0xff) + rest, g = ((p >> 8) & 0xff) + rest, b = (p & 0xff) + rest;
            *out++ = (uint8_t)r; *out++ = (uint8_t)g; *out++ = (uint8_t)b;
        }
    }
}

void rr_canvas_rgb(rr_canvas *canvas, uint8_t *out) { surface_rgb(canvas->surface, out, 0); }

void rr_canvas_set_rgb(rr_canvas *canvas, const uint8_t *rgb) {
    lib.cairo_surface_flush(canvas->surface);
    unsigned char *data = lib.cairo_image_surface_get_data(canvas->surface);
    int stride = lib.cairo_image_surface_get_stride(canvas->surface);
    for (int row = 0; row < canvas->height; row++) {
        uint32_t *pixel = (uint32_t *)(data + (size_t)row * stride);
        for (int column = 0; column < canvas->width; column++, rgb += 3) {
            pixel[column] = 0xff000000u | (uint32_t)rgb[0] << 16 | (uint32_t)rgb[1] << 8 | rgb[2];
        }
    }
    lib.cairo_surface_mark_dirty(canvas->surface);
}

int rr_svg_size(const char *svg, size_t length, double *width, double *height, char *error, size_t capacity) {
    RsvgHandle *handle = open_svg(svg, length, error, capacity);
    if (handle == NULL) return 1;
    int ok = lib.rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height);
    lib.g_object_unref(handle);
    if (!ok) { put(error, capacity, "the SVG has no size of its own"); return 1; }
    return 0;
}

typedef struct { rr_bytes *out; size_t capacity; } sink;

static cairo_status_t write_sink(void *closure, const unsigned char *data, unsigned int length) {
    sink *s = closure;
    return append(s->out, &s->capacity, data, length) ? 1 : 0;
}

int rr_canvas_png(rr_canvas *canvas, rr_bytes *out, char *error, size_t capacity) {
    out->bytes = NULL;
    out->count = 0;
    sink s = {out, 0};
    cairo_status_t status = lib.cairo_surface_write_to_png_stream(canvas->surface, write_sink, &s);
    if (status != 0) {
        snprintf(error, capacity, "cairo cannot write the PNG: %s", lib.cairo_status_to_string(status));
        rr_free(out);
        return 1;
    }
    return 0;
}

typedef struct { const uint8_t *bytes; size_t count, position; } source;

static cairo_status_t read_source(void *closure, unsigned char *data, unsigned int length) {
    source *s = closure;
    if (s->count - s->position < length) return 1;
    memcpy(data, s->bytes + s->position, length);
    s->position += length;
    return 0;
}

int rr_png_decode(const uint8_t *bytes, size_t count, int *width, int *height, uint8_t *rgb, size_t rgb_capacity,
                  char *error, size_t capacity) {
    source s = {bytes, count, 0};
    cairo_surface_t *surface = lib.cairo_image_surface_create_from_png_stream(read_source, &s);
    cairo_status_t status = lib.cairo_surface_status(surface);
    if (status != 0) {
        snprintf(error, capacity, "cairo cannot read the PNG: %s", lib.cairo_status_to_string(status));
        lib.cairo_surface_destroy(surface);
        return 1;
    }
    *width = lib.cairo_image_surface_get_width(surface);
    *height = lib.cairo_image_surface_get_height(surface);
    if (rgb != NULL) {
        if ((size_t)*width * *height * 3 > rgb_capacity) {
            put(error, capacity, "the PNG is larger than expected");
            lib.cairo_surface_destroy(surface);
            return 1;
        }
        surface_rgb(surface, rgb, lib.cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32);
    }
    lib.cairo_surface_destroy(surface);
    return 0;
}

// MARK: - GIF

static int write_gif(GifFileType *file, const GifByteType *data, int length) {
    sink *s = file->UserData;
    return append(s->out, &s->capacity, data, (size_t)length) ? 0 : length;
}

static void giflib_failure(char *error, size_t capacity, const char *what, int code) {
    const char *reason = lib.GifErrorString(code);
    snprintf(error, capacity, "giflib cannot %s: %s", what, reason ? reason : "unknown error");
}

int rr_gif_encode_image_giflib(int width, int height, const int rect[4], const uint8_t *indices,
                               const uint8_t *palette, int palette_size, int transparent, rr_bytes *out, char *error,
                               size_t capacity) {
    out->bytes = NULL;
    out->count = 0;
    sink s = {out, 0};
    int code = 0;
    GifFileType *file = lib.EGifOpen(&s, write_gif, &code);
    if (file == NULL) { giflib_failure(error, capacity, "start the file", code); return 1; }
    lib.EGifSetGifVersion(file, true);
    // No global colour table: the image carries its own (GIF89a section 21), so the image
    // separator follows the 13 bytes of header and screen descriptor.
    int failed = lib.EGifPutScreenDesc(file, width, height, 8, 0, NULL) == GIF_ERROR;
    // giflib wants a power of two colours; unused entries stay black. The transparent index,
    // after the palette, must exist too.
    int size = 2;
    while (size < palette_size + (transparent >= 0 ? 1 : 0)) size *= 2;
    GifColorType colors[256];
    memset(colors, 0, sizeof colors);
    for (int c = 0; c < palette_size; c++) {
        colors[c].Red = palette[3 * c]; colors[c].Green = palette[3 * c + 1]; colors[c].Blue = palette[3 * c + 2];
    }
    ColorMapObject *map = failed ? NULL : lib.GifMakeMapObject(size, colors);
    if (map == NULL) failed = 1;
    if (!failed) failed = lib.EGifPutImageDesc(file, rect[0], rect[1], rect[2], rect[3], false, map) == GIF_ERROR;
    for (int row = 0; row < rect[3] && !failed; row++) {
        failed = lib.EGifPutLine(file, (GifPixelType *)(indices + (size_t)row * rect[2]), rect[2]) == GIF_ERROR;
    }
    if (map) lib.GifFreeMapObject(map);
    code = failed ? file->Error : 0;
    int close_code = 0;
    if (lib.EGifCloseFile(file, &close_code) == GIF_ERROR && !failed) { failed = 1; code = close_code; }
    if (failed) {
        giflib_failure(error, capacity, "write a frame", code);
        rr_free(out);
        return 1;
    }
    return 0;
}

// MARK: - GIF images, LZW coded here (Docs/command-line.md#gif-lzw)

// The bytes of a GIF being written, grown as needed; `failed` once an allocation fails.
typedef struct { uint8_t *bytes; size_t count, capacity; int failed; } gif_buffer;

static void gif_reserve(gif_buffer *b, size_t more) {
    if (b->failed || b->count + more <= b->capacity) return;
    size_t next = b->capacity ? b->capacity : 1 << 16;
    while (next < b->count + more) next *= 2;
    uint8_t *grown = realloc(b->bytes, next);
    if (grown == NULL) { b->failed = 1; return; }
    b->bytes = grown;
    b->capacity = next;
}

static void gif_put(gif_buffer *b, const uint8_t *data, size_t count) {
    gif_reserve(b, count);
    if (b->failed) return;
    memcpy(b->bytes + b->count, data, count);
    b->count += count;
}

static void gif_put_word(gif_buffer *b, int v) {
    uint8_t word[2] = {(uint8_t)(v & 0xff), (uint8_t)((v >> 8) & 0xff)};
    gif_put(b, word, 2);
}

// The LZW coder's state (GIF89a appendix F): codes packed least significant bit first into
// data sub-blocks of at most 255 bytes, each after its length byte.
typedef struct {
    gif_buffer *out;
    uint8_t block[256]; // block[0]: bytes held in block[1...]
    uint32_t bits;      // codes not yet whole bytes, lowest bit first
    int held;           // how many bits `bits` holds
    int width;          // bits a code takes now
    int next;           // the code the next new string gets
    int limit;          // 1 << width: a code at or past it needs a wider width
} lzw_writer;

static void lzw_byte(lzw_writer *w, uint8_t byte) {
    if (w->block[0] == 255) {
        gif_put(w->out, w->block, 256);
        w->block[0] = 0;
    }
    w->block[++w->block[0]] = byte;
}

// Writes `code` at the current width, then widens the codes once the next new string's code no
// longer fits (the decoder widens at the same point, as it adds that string).
static void lzw_code(lzw_writer *w, int code) {
    w->bits |= (uint32_t)code << w->held;
    w->held += w->width;
    while (w->held >= 8) {
        lzw_byte(w, (uint8_t)(w->bits & 0xff));
        w->bits >>= 8;
        w->held -= 8;
    }
    if (w->next >= w->limit && w->width < 12) w->limit = 1 << ++w->width;
}

// The last bits padded to a byte, the last sub-block, the zero-length block that ends the data.
static void lzw_finish(lzw_writer *w) {
    while (w->held > 0) {
        lzw_byte(w, (uint8_t)(w->bits & 0xff));
        w->bits >>= 8;
        w->held -= 8;
    }
    w->held = 0;
    if (w->block[0] > 0) gif_put(w->out, w->block, (size_t)w->block[0] + 1);
    uint8_t end = 0;
    gif_put(w->out, &end, 1);
}

// A table from (string code, next index) to the string's code, 0 where absent (no string has
// code 0: the first string code follows the clear and end codes). One a thread, kept between
// images; the keys set since the last clear are listed so that a clear undoes only those.
#define LZW_CODES 4096
static _Thread_local uint16_t *lzw_table;
static _Thread_local uint32_t *lzw_keys;

// Codes `count` indices of `pixels` into `out`, `code_size` bits each index (2 to 8).
static int lzw_encode(gif_buffer *out, const uint8_t *pixels, size_t count, int code_size) {
    if (lzw_table == NULL) {
        lzw_table = calloc((size_t)LZW_CODES * 256, sizeof *lzw_table);
        lzw_keys = malloc(LZW_CODES * sizeof *lzw_keys);
        if (lzw_table == NULL || lzw_keys == NULL) {
            free(lzw_table); free(lzw_keys);
            lzw_table = NULL; lzw_keys = NULL;
            return 1;
        }
    }
    const int clear = 1 << code_size, end = clear + 1;
    const uint8_t mask = (uint8_t)(clear - 1);
    lzw_writer w = {.out = out, .width = code_size + 1, .next = end + 1, .limit = 1 << (code_size + 1)};
    w.block[0] = 0;
    int keys = 0;
    uint8_t size_byte = (uint8_t)code_size;
    gif_put(out, &size_byte, 1);
    // A clear code first, so that a decoder starts from a known table.
    lzw_code(&w, clear);
    if (count > 0) {
        int prefix = pixels[0] & mask;
        for (size_t i = 1; i < count; i++) {
            int index = pixels[i] & mask;
            uint32_t key = (uint32_t)prefix << 8 | (uint32_t)index;
            uint16_t known = lzw_table[key];
            if (known != 0) {
                prefix = known;
                continue;
            }
            lzw_code(&w, prefix);
            prefix = index;
            if (w.next >= LZW_CODES - 1) {
                // The table is full (12-bit codes, the last one never given): start again.
                lzw_code(&w, clear);
                w.next = end + 1;
                w.width = code_size + 1;
                w.limit = 1 << w.width;
                for (int k = 0; k < keys; k++) lzw_table[lzw_keys[k]] = 0;
                keys = 0;
            } else {
                lzw_table[key] = (uint16_t)w.next++;
                lzw_keys[keys++] = key;
            }
        }
        lzw_code(&w, prefix);
    }
    lzw_code(&w, end);
    lzw_finish(&w);
    for (int k = 0; k < keys; k++) lzw_table[lzw_keys[k]] = 0;
    return out->failed;
}

int rr_gif_encode_image(int width, int height, const int rect[4], const uint8_t *indices, const uint8_t *palette,
                        int palette_size, int transparent, rr_bytes *out, char *error, size_t capacity) {
    out->bytes = NULL;
    out->count = 0;
    // A power of two colours, the transparent index (after the palette) among them; unused
    // entries black. The codes take at least 2 bits (GIF89a appendix F).
    int bits = 1;
    while ((1 << bits) < palette_size + (transparent >= 0 ? 1 : 0)) bits++;
    int size = 1 << bits;
    if (bits > 8 || palette_size < 0 || palette_size > 256) { put(error, capacity, "a GIF palette holds at most 256 colours"); return 1; }
    size_t pixels = (size_t)rect[2] * (size_t)rect[3];
    gif_buffer b = {0};
    gif_reserve(&b, 13 + 10 + 3 * (size_t)size + pixels + pixels / 2 + 64);
    // Header and logical screen: no global colour table, colour resolution 8 bits (0x70), the
    // table size field at its largest (7), background 0, no aspect ratio.
    gif_put(&b, (const uint8_t *)"GIF89a", 6);
    gif_put_word(&b, width);
    gif_put_word(&b, height);
    const uint8_t screen[3] = {0x77, 0, 0};
    gif_put(&b, screen, 3);
    // The image descriptor (GIF89a section 20) with its local colour table.
    uint8_t separator = 0x2C;
    gif_put(&b, &separator, 1);
    for (int k = 0; k < 4; k++) gif_put_word(&b, rect[k]);
    uint8_t flags = (uint8_t)(0x80 | (bits - 1));
    gif_put(&b, &flags, 1);
    uint8_t colours[3 * 256];
    memset(colours, 0, sizeof colours);
    memcpy(colours, palette, 3 * (size_t)palette_size);
    gif_put(&b, colours, 3 * (size_t)size);
    int failed = lzw_encode(&b, indices, pixels, bits < 2 ? 2 : bits);
    uint8_t trailer = 0x3B;
    gif_put(&b, &trailer, 1);
    if (failed || b.failed) {
        free(b.bytes);
        put(error, capacity, "out of memory while writing a GIF frame");
        return 1;
    }
    out->bytes = b.bytes;
    out->count = b.count;
    return 0;
}

static int read_gif(GifFileType *file, GifByteType *data, int length) {
    source *s = file->UserData;
    size_t n = s->count - s->position < (size_t)length ? s->count - s->position : (size_t)length;
    memcpy(data, s->bytes + s->position, n);
    s->position += n;
    return (int)n;
}

int rr_gif_decode(const uint8_t *bytes, size_t count, int *width, int *height, int *frames, int *delays,
                  int delay_capacity, uint8_t *rgb, size_t rgb_capacity, char *error, size_t capacity) {
    source s = {bytes, count, 0};
    int code = 0;
    GifFileType *file = lib.DGifOpen(&s, read_gif, &code);
    if (file == NULL) { giflib_failure(error, capacity, "open the file", code); return 1; }
    *width = file->SWidth;
    *height = file->SHeight;
    // Record by record (Docs/command-line.md#raster-checks): every block of the file is read
    // through giflib's decoder; the first image's codes are decoded into pixels, each later
    // image's data sub-blocks are read to their terminator without decoding.
    int images = 0, status = 0, delay = -1;
    const char *failure = NULL;
    uint8_t *first = NULL;
    GifRecordType type = UNDEFINED_RECORD_TYPE;
    while (status == 0 && failure == NULL && type != TERMINATE_RECORD_TYPE) {
        if (lib.DGifGetRecordType(file, &type) == GIF_ERROR) { failure = "read a record"; break; }
        if (type == EXTENSION_RECORD_TYPE) {
            int function = 0;
            GifByteType *block = NULL;
            if (lib.DGifGetExtension(file, &function, &block) == GIF_ERROR) { failure = "read an extension"; break; }
            if (function == GRAPHICS_EXT_FUNC_CODE && block != NULL) {
                GraphicsControlBlock gcb = {0};
                delay = lib.DGifExtensionToGCB(block[0], block + 1, &gcb) == GIF_OK ? gcb.DelayTime : -1;
            }
            while (block != NULL) {
                if (lib.DGifGetExtensionNext(file, &block) == GIF_ERROR) { failure = "read an extension"; break; }
            }
        } else if (type == IMAGE_DESC_RECORD_TYPE) {
            if (lib.DGifGetImageDesc(file) == GIF_ERROR) { failure = "read an image descriptor"; break; }
            GifImageDesc *d = &file->Image;
            if (d->Left < 0 || d->Top < 0 || d->Width <= 0 || d->Height <= 0 || d->Left + d->Width > *width
                || d->Top + d->Height > *height || d->Interlace || (d->ColorMap == NULL && file->SColorMap == NULL)) {
                put(error, capacity, "an image lies outside the screen, is interlaced or has no palette");
                status = 1;
                break;
            }
            if (images < delay_capacity) delays[images] = delay;
            delay = -1;
            if (images == 0 && rgb != NULL) {
                ColorMapObject *map = d->ColorMap ? d->ColorMap : file->SColorMap;
                size_t pixels = (size_t)*width * *height;
                if (pixels * 3 > rgb_capacity || d->Left != 0 || d->Top != 0 || d->Width != *width
                    || d->Height != *height || (first = malloc(pixels)) == NULL) {
                    put(error, capacity, "the first frame does not cover the screen with a palette");
                    status = 1;
                    break;
                }
                if (lib.DGifGetLine(file, first, (int)pixels) == GIF_ERROR) { failure = "decode the first frame"; break; }
                for (size_t i = 0; i < pixels; i++) {
                    int index = first[i];
                    GifColorType c = index < map->ColorCount ? map->Colors[index] : (GifColorType){0, 0, 0};
                    rgb[3 * i] = c.Red; rgb[3 * i + 1] = c.Green; rgb[3 * i + 2] = c.Blue;
                }
            } else {
                int code_size = 0;
                GifByteType *block = NULL;
                if (lib.DGifGetCode(file, &code_size, &block) == GIF_ERROR) { failure = "read an image's data"; break; }
                while (block != NULL) {
                    if (lib.DGifGetCodeNext(file, &block) == GIF_ERROR) { failure = "read an image's data"; break; }
                }
                if (failure) break;
            }
            images++;
        }
    }
    if (failure) {
        giflib_failure(error, capacity, failure, file->Error);
        status = 1;
    }
    *frames = images;
    free(first);
    lib.DGifCloseFile(file, &code);
    return status;
}

// MARK: - WebP

int rr_webp_encode(int width, int height, int frames, const uint8_t *rgb, const int *delays_ms, const uint8_t *icc,
                   size_t icc_count, rr_bytes *out, char *error, size_t capacity) {
    out->bytes = NULL;
    out->count = 0;
    WebPAnimEncoderOptions options;
    WebPConfig config;
    if (!lib.WebPAnimEncoderOptionsInitInternal(&options, WEBP_MUX_ABI_VERSION)
        || !lib.WebPConfigInitInternal(&config, WEBP_PRESET_DEFAULT, 75, WEBP_ENCODER_ABI_VERSION)) {
        put(error, capacity, "libwebp: version mismatch");
        return 1;
    }
    options.anim_params.loop_count = 0;
    options.anim_params.bgcolor = 0xffffffff;
    // Lossless: the UI's flat colours and text stay exact, and the files stay small.
    config.lossless = 1;
    config.quality = 75;
    config.method = 4;
    WebPAnimEncoder *encoder = lib.WebPAnimEncoderNewInternal(width, height, &options, WEBP_MUX_ABI_VERSION);
    if (encoder == NULL) { put(error, capacity, "libwebp cannot start an animation"); return 1; }
    int timestamp = 0, failed = 0;
    for (int k = 0; k < frames && !failed; k++) {
        WebPPicture picture;
        if (!lib.WebPPictureInitInternal(&picture, WEBP_ENCODER_ABI_VERSION)) { failed = 1; break; }
        picture.use_argb = 1;
        picture.width = width;
        picture.height = height;
        failed = !lib.WebPPictureImportRGB(&picture, rgb + (size_t)k * width * height * 3, width * 3)
            || !lib.WebPAnimEncoderAdd(encoder, &picture, timestamp, &config);
        lib.WebPPictureFree(&picture);
        timestamp += delays_ms[k];
    }
    WebPData data = {NULL, 0};
    if (!failed) failed = !lib.WebPAnimEncoderAdd(encoder, NULL, timestamp, NULL)
        || !lib.WebPAnimEncoderAssemble(encoder, &data);
    if (failed) {
        const char *reason = lib.WebPAnimEncoderGetError(encoder);
        snprintf(error, capacity, "libwebp cannot write the animation: %s", reason && *reason ? reason : "unknown error");
        lib.WebPAnimEncoderDelete(encoder);
        return 1;
    }
    lib.WebPAnimEncoderDelete(encoder);
    if (icc_count > 0) {
        // The colour profile goes in an ICCP chunk (WebP container specification, "Color
        // profile"), which the muxer adds with the VP8X flag that announces it.
        WebPMux *mux = lib.WebPMuxCreateInternal(&data, 1, WEBP_MUX_ABI_VERSION);
        WebPData profile = {icc, icc_count}, tagged = {NULL, 0};
        int ok = mux != NULL && lib.WebPMuxSetChunk(mux, "ICCP", &profile, 1) == WEBP_MUX_OK
            && lib.WebPMuxAssemble(mux, &tagged) == WEBP_MUX_OK;
        if (mux) lib.WebPMuxDelete(mux);
        lib.WebPFree((void *)data.bytes);
        if (!ok) { put(error, capacity, "libwebp cannot add the colour profile"); return 1; }
        data = tagged;
    }
    size_t grown = 0;
    int status = append(out, &grown, data.bytes, data.size);
    lib.WebPFree((void *)data.bytes);
    if (status) { put(error, capacity, "out of memory"); rr_free(out); }
    return status;
}

int rr_webp_decode(const uint8_t *bytes, size_t count, int *width, int *height, int *frames, int *delays_ms,
                   int delay_capacity, uint8_t *rgb, size_t rgb_capacity, char *error, size_t capacity) {
    WebPAnimDecoderOptions options;
    if (!lib.WebPAnimDecoderOptionsInitInternal(&options, WEBP_DEMUX_ABI_VERSION)) {
        put(error, capacity, "libwebp: version mismatch");
        return 1;
    }
    options.color_mode = MODE_RGBA;
    WebPData data = {bytes, count};
    WebPAnimDecoder *decoder = lib.WebPAnimDecoderNewInternal(&data, &options, WEBP_DEMUX_ABI_VERSION);
    if (decoder == NULL) { put(error, capacity, "libwebp cannot read the animation"); return 1; }
    WebPAnimInfo info;
    lib.WebPAnimDecoderGetInfo(decoder, &info);
    *width = (int)info.canvas_width;
    *height = (int)info.canvas_height;
    int k = 0, previous = 0, status = 0;
    uint8_t *pixels = NULL;
    int timestamp = 0;
    while (lib.WebPAnimDecoderGetNext(decoder, &pixels, &timestamp)) {
        if (k < delay_capacity) delays_ms[k] = timestamp - previous;
        previous = timestamp;
        if (k == 0 && rgb != NULL) {
            if ((size_t)*width * *height * 3 > rgb_capacity) { status = 1; break; }
            for (size_t i = 0; i < (size_t)*width * *height; i++) {
                // Over white, as the viewer shows an opaque picture.
                unsigned a = pixels[4 * i + 3];
                for (int c = 0; c < 3; c++) rgb[3 * i + c] = (uint8_t)((pixels[4 * i + c] * a + 255 * (255 - a)) / 255);
            }
        }
        k++;
    }
    *frames = k;
    if (status) put(error, capacity, "the WebP is larger than expected");
    lib.WebPAnimDecoderDelete(decoder);
    return status;
}

// MARK: - Temporary paths and signals (Docs/command-line.md, "Signals leave nothing behind")

// The handler may run on any thread at any moment, so it only reads: the arrays only grow (new
// ones are filled before they are published, and old ones are never freed during the run), and
// taking a path off only clears its slot.
static char **volatile temporary_slots;
static unsigned char *volatile temporary_folders;
static volatile int temporary_used, temporary_capacity;
// Threads take turns changing the list (the renderer may set up beside the layout); the handler
// takes no lock.
static pthread_mutex_t temporary_lock = PTHREAD_MUTEX_INITIALIZER;

static int add_temporary(const char *path, int folder) {
    if (temporary_used == temporary_capacity) {
        int capacity = temporary_capacity ? 2 * temporary_capacity : 64;
        char **slots = calloc((size_t)capacity, sizeof *slots);
        unsigned char *folders = calloc((size_t)capacity, 1);
        if (slots == NULL || folders == NULL) { free(slots); free(folders); return 1; }
        for (int k = 0; k < temporary_used; k++) { slots[k] = temporary_slots[k]; folders[k] = temporary_folders[k]; }
        temporary_folders = folders;
        temporary_slots = slots;
        temporary_capacity = capacity;
    }
    char *copy = strdup(path);
    if (copy == NULL) return 1;
    temporary_folders[temporary_used] = folder ? 1 : 0;
    temporary_slots[temporary_used] = copy;
    temporary_used += 1;
    return 0;
}

int rr_temporary_add(const char *path, int folder) {
    pthread_mutex_lock(&temporary_lock);
    int failed = add_temporary(path, folder);
    pthread_mutex_unlock(&temporary_lock);
    return failed;
}

static void remove_temporary(const char *path) {
    for (int k = temporary_used - 1; k >= 0; k--) {
        if (temporary_slots[k] == NULL || strcmp(temporary_slots[k], path) != 0) continue;
        temporary_slots[k] = NULL;
        if (k == temporary_used - 1) temporary_used -= 1;
        return;
    }
}

void rr_temporary_remove(const char *path) {
    pthread_mutex_lock(&temporary_lock);
    remove_temporary(path);
    pthread_mutex_unlock(&temporary_lock);
}

static void remove_temporary_paths(void) {
    // The count first: `add_temporary` publishes grown arrays before it counts past the old ones.
    int count = temporary_used;
    char **slots = temporary_slots;
    unsigned char *folders = temporary_folders;
    if (slots == NULL || folders == NULL) return;
    for (int pass = 0; pass < 2; pass++) {
        for (int k = count - 1; k >= 0; k--) {
            if (folders[k] != pass || slots[k] == NULL) continue;
            if (pass) rmdir(slots[k]); else unlink(slots[k]);
        }
    }
}

// Async-signal-safe: unlink, rmdir, signal and raise.
static void end_by_signal(int number) {
    remove_temporary_paths();
    signal(number, SIG_DFL);
    raise(number);
}

void rr_install_signal_handlers(void) {
    signal(SIGPIPE, SIG_IGN);
    const int handled[3] = {SIGINT, SIGTERM, SIGHUP};
    sigset_t set;
    sigemptyset(&set);
    for (int k = 0; k < 3; k++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = end_by_signal;
        sigemptyset(&action.sa_mask);
        sigaction(handled[k], &action, NULL);
        sigaddset(&set, handled[k]);
    }
    // A parent may hand the process these signals blocked (a mask is inherited across exec):
    // unblocked here, so that a ^C or a kill still ends the run and cleans up.
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}
