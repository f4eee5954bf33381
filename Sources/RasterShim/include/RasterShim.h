#ifndef RASTERSHIM_H
#define RASTERSHIM_H

// librsvg and cairo (drawing the validated SVG frames to pixels), fontconfig (the pinned faces
// they draw with), giflib and libwebp (animated encoders), behind the few calls mockgen's raster
// formats need. Like TextShim.h it includes no library header and uses plain C types only.
//
// Each group of libraries is opened with dlopen by its rr_load_* call, on first use: a run that
// writes HTML or SVG never loads them. Calls are not thread-safe (mockgen draws frames in turn).

#include <stddef.h>
#include <stdint.h>

#define RASTERSHIM_MESSAGE_CAPACITY 512

/// Bytes allocated by the shim; release them with rr_free.
typedef struct {
    uint8_t *bytes;
    size_t count;
} rr_bytes;

void rr_free(rr_bytes *bytes);

/// Opens librsvg, cairo, GLib's object system and fontconfig, once per process. Returns 0, or 1
/// with a message naming the library and the Debian package that provides it.
int rr_load_renderer(char *error, size_t capacity);

/// A font file held in memory (a sealed memfd) and the name it opens by, /proc/self/fd/N:
/// returns the descriptor, or -1 when the system has no such files or no /proc to name them.
int rr_font_in_memory(const uint8_t *bytes, size_t count, const char *name, char *path, size_t capacity);

/// Closes a descriptor from rr_font_in_memory (a check that failed after it).
void rr_close_font(int fd);

/// Makes a fontconfig configuration that holds only `paths` the current one, the one librsvg's
/// text (Pango) draws with: no other face can be chosen, whatever the SVG asks for. Returns 0,
/// or 1 with a message.
int rr_use_fonts(const char *const *paths, int count, char *error, size_t capacity);

/// The file (and face index) the pinned configuration draws `family` at `weight` with.
int rr_pinned_font_file(const char *family, int weight, char *path, size_t capacity, int *index);

/// An opaque RGB drawing surface (cairo's RGB24).
typedef struct rr_canvas rr_canvas;

/// NULL when cairo cannot make a surface that large (its limit is 32,767 px a side).
rr_canvas *rr_canvas_create(int width, int height, uint32_t background_rgb);
/// Paints every pixel of `canvas` `background_rgb` (0xRRGGBB), as `rr_canvas_create` does.
void rr_canvas_paint(rr_canvas *canvas, uint32_t background_rgb);
void rr_canvas_destroy(rr_canvas *canvas);

/// Draws the SVG document `svg` into the rectangle x, y, width, height (pixels) of the canvas.
/// Returns 0, or 1 with librsvg's message.
int rr_canvas_draw_svg(rr_canvas *canvas, const char *svg, size_t length, double x, double y,
                       double width, double height, char *error, size_t capacity);

/// The canvas as packed RGB, 3 bytes a pixel, row after row (`out` holds width * height * 3).
void rr_canvas_rgb(rr_canvas *canvas, uint8_t *out);

/// Replaces the canvas's pixels with packed RGB (width * height * 3 bytes).
void rr_canvas_set_rgb(rr_canvas *canvas, const uint8_t *rgb);

/// The size an SVG document declares, in pixels (its width and height at 96 dpi).
int rr_svg_size(const char *svg, size_t length, double *width, double *height, char *error, size_t capacity);

/// The canvas as a PNG file (cairo's writer). Returns 0, or 1 with cairo's message.
int rr_canvas_png(rr_canvas *canvas, rr_bytes *out, char *error, size_t capacity);

/// Reads the first image of a PNG (cairo's reader). Returns 0 and its size; with `rgb` (capacity
/// at least width * height * 3) also its pixels, composed over white.
int rr_png_decode(const uint8_t *bytes, size_t count, int *width, int *height, uint8_t *rgb, size_t rgb_capacity,
                  char *error, size_t capacity);

/// Opens giflib.
int rr_load_gif(char *error, size_t capacity);

/// A GIF89a of one image: the rectangle `rect` (left, top, width, height) of a `width` x `height`
/// screen, its `indices` row by row into its own palette of `palette_size` RGB colours, with
/// no global colour table (so the image begins at byte 13 and the file's last byte is the
/// trailer: an animation is put together from such images). `transparent` is the index whose
/// pixels stay transparent (-1: none); it needs a palette entry, which giflib's power-of-two
/// table provides after the colours.
int rr_gif_encode_image(int width, int height, const int rect[4], const uint8_t *indices, const uint8_t *palette,
                        int palette_size, int transparent, rr_bytes *out, char *error, size_t capacity);
/// The same file written through giflib's encoder (EGifPutLine): the reference the tests hold
/// `rr_gif_encode_image`'s LZW codes to, byte for byte.
int rr_gif_encode_image_giflib(int width, int height, const int rect[4], const uint8_t *indices,
                               const uint8_t *palette, int palette_size, int transparent, rr_bytes *out, char *error,
                               size_t capacity);

/// Reads a GIF record by record (every block through giflib's decoder; the first image's codes
/// decoded, each later image's data sub-blocks read to their end): its screen size, frame
/// count, each frame's delay (up to `delay_capacity`) and the first frame's pixels as RGB
/// (capacity at least width * height * 3). Fails when an image lies outside the screen.
int rr_gif_decode(const uint8_t *bytes, size_t count, int *width, int *height, int *frames, int *delays,
                  int delay_capacity, uint8_t *rgb, size_t rgb_capacity, char *error, size_t capacity);

/// Opens libwebp's animation encoder and demuxer.
int rr_load_webp(char *error, size_t capacity);

/// A lossless animated WebP that loops forever: frame k is `rgb[k * width * height * 3 ...]`, shown
/// `delays_ms[k]` milliseconds; `icc` (`icc_count` bytes, none when 0) is its colour profile.
int rr_webp_encode(int width, int height, int frames, const uint8_t *rgb, const int *delays_ms, const uint8_t *icc,
                   size_t icc_count, rr_bytes *out, char *error, size_t capacity);

/// Reads an animated WebP: canvas size, frame count, delays in ms, the first frame as RGB.
int rr_webp_decode(const uint8_t *bytes, size_t count, int *width, int *height, int *frames, int *delays_ms,
                   int delay_capacity, uint8_t *rgb, size_t rgb_capacity, char *error, size_t capacity);

/// The paths a run made that are not yet in place (Docs/command-line.md, "Signals leave nothing behind"), held here in C so
/// that the signal handler runs no Swift: a Swift runtime call may allocate (lazy type metadata),
/// and a signal that lands while the interrupted thread holds malloc's lock would then never
/// return. Lists `path` (a folder, `folder` nonzero, is removed after the files). Call with the
/// handled signals blocked on the calling thread. Returns nonzero when out of memory.
int rr_temporary_add(const char *path, int folder);

/// Takes the newest entry equal to `path` off the list. Call with the handled signals blocked.
void rr_temporary_remove(const char *path);

/// SIGINT, SIGTERM and SIGHUP: remove every listed path (files, then folders, newest first, with
/// unlink and rmdir only), then end the process by the same signal. SIGPIPE is ignored.
void rr_install_signal_handlers(void);

#endif
