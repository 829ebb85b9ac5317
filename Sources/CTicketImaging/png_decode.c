// See CTicketImaging.h: libpng, like libjpeg, reports errors through a handler that must not
// return (its default prints "libpng error: ..." to stderr and longjmps), so the `setjmp`
// and the whole decode live here, with handlers that keep the message instead of printing.
#include "CTicketImaging.h"

#include <leptonica/allheaders.h>
#include <png.h>
#include <stdio.h>
#include <string.h>

/// The PNG bytes being read and the first error message.
typedef struct CTicketImaging_pngSource {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char message[CTICKETIMAGING_MESSAGE_SIZE];
} CTicketImaging_pngSource;

/// Replaces libpng's error handler, which prints: keep the message, jump back.
static void CTicketImaging_pngError(png_structp png, png_const_charp message) {
    CTicketImaging_pngSource *source = (CTicketImaging_pngSource *)png_get_error_ptr(png);
    snprintf(source->message, sizeof(source->message), "%s", message);
    png_longjmp(png, 1);
}

/// Replaces libpng's warning handler, which prints: benign warnings are dropped.
static void CTicketImaging_pngWarning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// Feeds libpng from memory; running out of bytes is an error (a truncated file).
static void CTicketImaging_pngRead(png_structp png, png_bytep out, png_size_t length) {
    CTicketImaging_pngSource *source = (CTicketImaging_pngSource *)png_get_io_ptr(png);
    if (length > source->size - source->offset) png_error(png, "truncated PNG data");
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

int CTicketImaging_decodePNGGray(const uint8_t *data, size_t size, uint64_t max_source_pixels,
                                 int *source_width, int *source_height, struct Pix **out,
                                 char message[CTICKETIMAGING_MESSAGE_SIZE]) {
    CTicketImaging_pngSource source = {data, size, 0, ""};
    PIX *volatile pix = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, CTicketImaging_pngError,
                                             CTicketImaging_pngWarning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    *out = NULL;
    *source_width = 0;
    *source_height = 0;
    message[0] = '\0';
    if (png == NULL || info == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        snprintf(message, CTICKETIMAGING_MESSAGE_SIZE, "cannot create a PNG decoder");
        return CTICKETIMAGING_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        snprintf(message, CTICKETIMAGING_MESSAGE_SIZE, "%s", source.message);
        png_destroy_read_struct(&png, &info, NULL);
        PIX *failed = pix;
        pixDestroy(&failed);
        return CTICKETIMAGING_CORRUPT;
    }
    png_set_read_fn(png, &source, CTicketImaging_pngRead);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    *source_width = (int)width;
    *source_height = (int)height;
    if ((uint64_t)width * height > max_source_pixels) {
        snprintf(message, CTICKETIMAGING_MESSAGE_SIZE, "image of %ux%u pixels exceeds the limit", width, height);
        png_destroy_read_struct(&png, &info, NULL);
        return CTICKETIMAGING_TOO_LARGE;
    }
    // Whatever the stored format, deliver 8-bit grey without alpha.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_strip_alpha(png);
    png_byte colour = png_get_color_type(png, info);
    if (colour & PNG_COLOR_MASK_COLOR) png_set_rgb_to_gray_fixed(png, 1, -1, -1);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);

    pix = pixCreateNoInit((l_int32)width, (l_int32)height, 8);
    if (pix == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        snprintf(message, CTICKETIMAGING_MESSAGE_SIZE, "cannot allocate %ux%u pixels", width, height);
        return CTICKETIMAGING_NO_MEMORY;
    }
    l_uint32 *pixels = pixGetData(pix);
    l_int32 wordsPerLine = pixGetWpl(pix);
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, (png_bytep)(pixels + (size_t)y * wordsPerLine), NULL);
        }
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    // Rows were written in memory order; Leptonica addresses bytes within 32-bit words.
    pixEndianByteSwap(pix);
    *out = pix;
    return CTICKETIMAGING_OK;
}
