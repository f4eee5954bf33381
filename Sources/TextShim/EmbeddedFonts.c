#include "TextShim.h"

// The font files of the repository's Fonts/ folder, compiled into the binary with C23's #embed
// (the compiler copies the bytes; a Swift array literal of 17 MB would take minutes to compile),
// so mockgen measures and draws with the same faces on a machine that has none of them installed.
// Fonts/README.md says where each file comes from and what it keeps; EmbeddedFontTests checks the
// bytes against Debian 12's packages.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char inter_regular[] = {
#embed "../../Fonts/Inter-Regular.otf"
};
static const unsigned char inter_medium[] = {
#embed "../../Fonts/Inter-Medium.otf"
};
static const unsigned char inter_semibold[] = {
#embed "../../Fonts/Inter-SemiBold.otf"
};
static const unsigned char inter_bold[] = {
#embed "../../Fonts/Inter-Bold.otf"
};
static const unsigned char noto_cjk_kr_regular[] = {
#embed "../../Fonts/NotoSansCJKkr-Regular.otf"
};
static const unsigned char noto_cjk_kr_bold[] = {
#embed "../../Fonts/NotoSansCJKkr-Bold.otf"
};
static const unsigned char noto_color_emoji[] = {
#embed "../../Fonts/NotoColorEmoji.ttf"
};
static const unsigned char dejavu_sans[] = {
#embed "../../Fonts/DejaVuSans.ttf"
};
static const unsigned char dejavu_sans_bold[] = {
#embed "../../Fonts/DejaVuSans-Bold.ttf"
};
static const unsigned char dejavu_sans_mono[] = {
#embed "../../Fonts/DejaVuSansMono.ttf"
};
static const unsigned char dejavu_sans_mono_bold[] = {
#embed "../../Fonts/DejaVuSansMono-Bold.ttf"
};
static const unsigned char roboto_regular[] = {
#embed "../../Fonts/Roboto-Regular.ttf"
};
static const unsigned char roboto_medium[] = {
#embed "../../Fonts/Roboto-Medium.ttf"
};
static const unsigned char roboto_bold[] = {
#embed "../../Fonts/Roboto-Bold.ttf"
};

#define FILE_ENTRY(name, bytes) {name, bytes, sizeof bytes}
static const ts_font_file files[] = {
    FILE_ENTRY("Inter-Regular.otf", inter_regular),
    FILE_ENTRY("Inter-Medium.otf", inter_medium),
    FILE_ENTRY("Inter-SemiBold.otf", inter_semibold),
    FILE_ENTRY("Inter-Bold.otf", inter_bold),
    FILE_ENTRY("NotoSansCJKkr-Regular.otf", noto_cjk_kr_regular),
    FILE_ENTRY("NotoSansCJKkr-Bold.otf", noto_cjk_kr_bold),
    FILE_ENTRY("NotoColorEmoji.ttf", noto_color_emoji),
    FILE_ENTRY("DejaVuSans.ttf", dejavu_sans),
    FILE_ENTRY("DejaVuSans-Bold.ttf", dejavu_sans_bold),
    FILE_ENTRY("DejaVuSansMono.ttf", dejavu_sans_mono),
    FILE_ENTRY("DejaVuSansMono-Bold.ttf", dejavu_sans_mono_bold),
    FILE_ENTRY("Roboto-Regular.ttf", roboto_regular),
    FILE_ENTRY("Roboto-Medium.ttf", roboto_medium),
    FILE_ENTRY("Roboto-Bold.ttf", roboto_bold),
};

const ts_font_file *ts_font_files(size_t *count) {
    *count = sizeof files / sizeof files[0];
    return files;
}
