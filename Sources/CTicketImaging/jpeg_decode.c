// See CTicketImaging.h for why this file exists.
#include "CTicketImaging.h"

#include <leptonica/allheaders.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's error manager extended with the jump target and the first message.
typedef struct CTicketImaging_errorManager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} CTicketImaging_errorManager;

/// Replaces libjpeg's `error_exit` (which calls `exit()`): keep the message, jump back.
static void CTicketImaging_errorExit(j_common_ptr info) {
    CTicketImaging_errorManager *manager = (CTicketImaging_errorManager *)info->err;
    (*info->err->format_message)(info, manager->message);
    longjmp(manager->jump, 1);
}

/// Replaces `emit_message`: trace messages are dropped, warnings (level -1) such as
/// "Premature end of JPEG file" become errors, so a truncated photo is never half-read.
static void CTicketImaging_emitMessage(j_common_ptr info, int level) {
    if (level < 0) {
        CTicketImaging_errorExit(info);
    }
}

/// Replaces `output_message`, which prints to stderr.
static void CTicketImaging_outputMessage(j_common_ptr info) { (void)info; }

/// Whether libjpeg's error `code` refuses the image for its size rather than for its bytes:
/// a side over libjpeg's own 65500 px limit, or working memory beyond `max_memory` (the
/// coefficient buffers of a large progressive image).
static int CTicketImaging_isTooLarge(int code) {
    return code == JERR_IMAGE_TOO_BIG || code == JERR_WIDTH_OVERFLOW || code == JERR_NO_BACKING_STORE
        || code == JERR_OUT_OF_MEMORY;
}

/// Numerator n of the DCT scale n/8 whose long side fits `target`.
static unsigned CTicketImaging_scaleNumerator(JDIMENSION width, JDIMENSION height, uint32_t target) {
    JDIMENSION longSide = width > height ? width : height;
    if (target == 0 || longSide <= target) return 8;
    unsigned numerator = (unsigned)(((uint64_t)target * 8) / longSide);
    return numerator < 1 ? 1 : numerator;
}

/// Converts one CMYK scanline (Adobe's inverted convention, as libjpeg delivers it) to grey.
static void CTicketImaging_cmykToGray(const JSAMPLE *cmyk, l_uint8 *gray, JDIMENSION width) {
    for (JDIMENSION x = 0; x < width; x++) {
        const JSAMPLE *p = cmyk + 4 * x;
        unsigned luma = (299u * p[0] + 587u * p[1] + 114u * p[2]) / 1000u;
        gray[x] = (l_uint8)((luma * p[3]) / 255u);
    }
}

int CTicketImaging_decodeJPEGGray(const uint8_t *data, size_t size,
                                  uint64_t max_source_pixels, uint32_t target_long_side,
                                  size_t max_memory, int *source_width, int *source_height,
                                  struct Pix **out, char message[CTICKETIMAGING_MESSAGE_SIZE]) {
    struct jpeg_decompress_struct info;
    CTicketImaging_errorManager manager;
    PIX *volatile pix = NULL;
    JSAMPLE *volatile cmykRow = NULL;

    *out = NULL;
    *source_width = 0;
    *source_height = 0;
    message[0] = '\0';
    memset(&manager, 0, sizeof(manager));
    memset(&info, 0, sizeof(info));
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = CTicketImaging_errorExit;
    manager.base.emit_message = CTicketImaging_emitMessage;
    manager.base.output_message = CTicketImaging_outputMessage;

    if (setjmp(manager.jump)) {
        snprintf(message, CTICKETIMAGING_MESSAGE_SIZE, "%s", manager.message);
        jpeg_destroy_decompress(&info);
        free(cmykRow);
        PIX *failed = pix;
        pixDestroy(&failed);
        return CTicketImaging_isTooLarge(manager.base.msg_code) ? CTICKETIMAGING_TOO_LARGE
                                                                 : CTICKETIMAGING_CORRUPT;
    }
    jpeg_create_decompress(&info);
    info.mem->max_memory_to_use = (long)max_memory;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);

    *source_width = (int)info.image_width;
    *source_height = (int)info.image_height;
    if ((uint64_t)info.image_width * info.image_height > max_source_pixels) {
        snprintf(message, CTICKETIMAGING_MESSAGE_SIZE, "image of %ux%u pixels exceeds the limit",
                 info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return CTICKETIMAGING_TOO_LARGE;
    }

    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_GRAYSCALE;
    info.scale_num = CTicketImaging_scaleNumerator(info.image_width, info.image_height, target_long_side);
    info.scale_denom = 8;
    jpeg_start_decompress(&info);

    pix = pixCreateNoInit((l_int32)info.output_width, (l_int32)info.output_height, 8);
    if (cmyk) cmykRow = malloc((size_t)info.output_width * 4);
    if (pix == NULL || (cmyk && cmykRow == NULL)) {
        snprintf(message, CTICKETIMAGING_MESSAGE_SIZE, "cannot allocate %ux%u pixels",
                 info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        free(cmykRow);
        PIX *failed = pix;
        pixDestroy(&failed);
        return CTICKETIMAGING_NO_MEMORY;
    }
    l_uint32 *pixels = pixGetData(pix);
    l_int32 wordsPerLine = pixGetWpl(pix);
    while (info.output_scanline < info.output_height) {
        l_uint8 *line = (l_uint8 *)(pixels + (size_t)info.output_scanline * wordsPerLine);
        JSAMPROW row = cmyk ? cmykRow : (JSAMPROW)line;
        jpeg_read_scanlines(&info, &row, 1);
        if (cmyk) CTicketImaging_cmykToGray(cmykRow, line, info.output_width);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(cmykRow);
    // Rows were written in memory order; Leptonica addresses bytes within 32-bit words.
    pixEndianByteSwap(pix);
    *out = pix;
    return CTICKETIMAGING_OK;
}
