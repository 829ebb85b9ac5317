// See CTicketImaging.h: the grey histogram and the global threshold of an 8-bit image, as
// Leptonica's `pixGetGrayHistogram` and `pixThresholdToBinary` compute them. Leptonica reads
// and writes each pixel through its generic accessors; here bytes are read straight from the
// rows, and the threshold compares 16 pixels at once (SSE2) and packs them into bits. Every
// scan thresholds each slip several times (Otsu's dark pixels for the border, the levelling,
// the straightening).
#include "CTicketImaging.h"
#include "pix_rows.h"

#include <leptonica/allheaders.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

int CTicketImaging_grayHistogram(struct Pix *gray, int step, double counts[256]) {
    for (int value = 0; value < 256; value++) counts[value] = 0;
    const int width = pixGetWidth(gray), height = pixGetHeight(gray);
    if (pixGetDepth(gray) != 8 || pixGetColormap(gray) != NULL || step < 1) return CTICKETIMAGING_CORRUPT;
    // Four sets of integer tallies taken in turn: paper is mostly one grey value, and a
    // single set would wait on the increment of the same counter at every pixel.
    uint32_t tallies[4][256] = {{0}};
    for (int y = 0; y < height; y += step) {
        // Pixel x at byte x ^ 3 (`CTicketImaging_rowBytes`).
        const uint8_t *row = CTicketImaging_rowBytes(gray, y);
        int x = 0, set = 0;
        for (; x + 3 * step < width; x += 4 * step) {
            tallies[0][row[x ^ 3]]++;
            tallies[1][row[(x + step) ^ 3]]++;
            tallies[2][row[(x + 2 * step) ^ 3]]++;
            tallies[3][row[(x + 3 * step) ^ 3]]++;
        }
        for (; x < width; x += step, set++) tallies[set][row[x ^ 3]]++;
    }
    for (int value = 0; value < 256; value++) {
        counts[value] = (double)tallies[0][value] + tallies[1][value] + tallies[2][value] + tallies[3][value];
    }
    return CTICKETIMAGING_OK;
}

/// Bit (31 - p) of the result set for each pixel p of a 32-pixel word of `row` (Leptonica's
/// memory order: pixel p at byte p ^ 3) darker than `threshold` (1...255), `count` of them.
static inline uint32_t CTicketImaging_darkBits(const uint8_t *row, int count, int threshold) {
#if defined(__SSE2__)
    if (count == 32) {
        // v < threshold as v == min(v, threshold - 1), for the unsigned bytes SSE2 compares.
        const __m128i limit = _mm_set1_epi8((char)(threshold - 1));
        const __m128i low = _mm_loadu_si128((const __m128i *)row), high = _mm_loadu_si128((const __m128i *)(row + 16));
        const uint32_t bytes = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(low, limit), low))
            | (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(high, limit), high)) << 16;
        // Bit b of `bytes` is memory byte b, pixel b ^ 3, which belongs at bit 31 - (b ^ 3) =
        // b ^ 28: nibbles swapped within each byte (b ^ 4), then the bytes reversed (b ^ 24).
        const uint32_t nibbles = ((bytes & 0x0F0F0F0Fu) << 4) | ((bytes >> 4) & 0x0F0F0F0Fu);
        return __builtin_bswap32(nibbles);
    }
#endif
    uint32_t bits = 0;
    for (int pixel = 0; pixel < count; pixel++) bits |= (uint32_t)(row[pixel ^ 3] < threshold) << (31 - pixel);
    return bits;
}

int CTicketImaging_darkPixels(struct Pix *gray, int threshold, struct Pix **out) {
    *out = NULL;
    const int width = pixGetWidth(gray), height = pixGetHeight(gray);
    if (pixGetDepth(gray) != 8 || pixGetColormap(gray) != NULL || width <= 0 || height <= 0) {
        return CTICKETIMAGING_CORRUPT;
    }
    PIX *binary = pixCreate(width, height, 1);
    if (binary == NULL) return CTICKETIMAGING_NO_MEMORY;
    pixCopyResolution(binary, gray);
    pixCopyInputFormat(binary, gray);
    // A threshold of 0 or less takes no pixel, one of 256 or more takes them all.
    if (threshold <= 0) {
        *out = binary;
        return CTICKETIMAGING_OK;
    }
    if (threshold > 255) {
        pixSetAll(binary);
        pixSetPadBits(binary, 0);
        *out = binary;
        return CTICKETIMAGING_OK;
    }
    const int binary_wpl = pixGetWpl(binary);
    for (int y = 0; y < height; y++) {
        const uint8_t *row = CTicketImaging_rowBytes(gray, y);
        l_uint32 *line = (l_uint32 *)CTicketImaging_rowBytes(binary, y);
        // Each word reads only the row's own 32 pixels; the last one's pad bits stay clear.
        for (int word = 0; word < binary_wpl; word++) {
            const int count = width - 32 * word < 32 ? width - 32 * word : 32;
            line[word] = CTicketImaging_darkBits(row + 32 * word, count, threshold);
        }
    }
    *out = binary;
    return CTICKETIMAGING_OK;
}
