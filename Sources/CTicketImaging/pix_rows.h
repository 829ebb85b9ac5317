// Rows of Leptonica's 8-bit and 1-bit images as plain bytes, and images mirrored at their
// edges, for the loops of this module.
#ifndef CTICKETIMAGING_PIX_ROWS_H
#define CTICKETIMAGING_PIX_ROWS_H

#include <leptonica/allheaders.h>
#include <stdint.h>
#include <string.h>

/// Row `row` of the 8-bit `gray`, one byte per pixel, into `bytes` (room for 4 * wpl bytes).
static inline void CTicketImaging_unpackRow(PIX *gray, int row, uint8_t *bytes) {
    const int wpl = pixGetWpl(gray);
    const l_uint32 *words = pixGetData(gray) + (size_t)row * (size_t)wpl;
    for (int word = 0; word < wpl; word++) {
        // Leptonica keeps the first pixel of each 32-bit word in its most significant byte.
        const uint32_t big_endian = __builtin_bswap32(words[word]);
        memcpy(bytes + 4 * word, &big_endian, 4);
    }
}

/// Row `row` of `pix` as its bytes lie in memory. Leptonica keeps the first pixel of each 32-bit
/// word in its most significant byte, so on this little-endian machine pixel x of an 8-bit
/// image is byte x ^ 3 of its row.
static inline uint8_t *CTicketImaging_rowBytes(PIX *pix, int row) {
    return (uint8_t *)(pixGetData(pix) + (size_t)row * (size_t)pixGetWpl(pix));
}

/// The eight bits of a byte spread over the eight bytes of a word, first (highest) bit first:
/// byte k of the little-endian word is bit 7 - k of `b`.
#define CTicketImaging_SPREAD(b)                                                              \
    ((uint64_t)(((b) >> 7) & 1) | (uint64_t)(((b) >> 6) & 1) << 8 | (uint64_t)(((b) >> 5) & 1) << 16 \
     | (uint64_t)(((b) >> 4) & 1) << 24 | (uint64_t)(((b) >> 3) & 1) << 32                         \
     | (uint64_t)(((b) >> 2) & 1) << 40 | (uint64_t)(((b) >> 1) & 1) << 48 | (uint64_t)((b) & 1) << 56)
#define CTicketImaging_SPREAD4(b) CTicketImaging_SPREAD(b), CTicketImaging_SPREAD((b) + 1), \
    CTicketImaging_SPREAD((b) + 2), CTicketImaging_SPREAD((b) + 3)
#define CTicketImaging_SPREAD16(b) CTicketImaging_SPREAD4(b), CTicketImaging_SPREAD4((b) + 4), \
    CTicketImaging_SPREAD4((b) + 8), CTicketImaging_SPREAD4((b) + 12)
#define CTicketImaging_SPREAD64(b) CTicketImaging_SPREAD16(b), CTicketImaging_SPREAD16((b) + 16), \
    CTicketImaging_SPREAD16((b) + 32), CTicketImaging_SPREAD16((b) + 48)

/// `CTicketImaging_SPREAD` of every byte value.
static const uint64_t CTicketImaging_spreadBits[256] = {
    CTicketImaging_SPREAD64(0), CTicketImaging_SPREAD64(64), CTicketImaging_SPREAD64(128), CTicketImaging_SPREAD64(192)
};

/// Row `row` of the 1 bpp `binary`, one byte per pixel (1 = set), into `bytes` (room for
/// 32 * wpl bytes: the pad bits of the last word come out too, as 0).
static inline void CTicketImaging_unpackBits(PIX *binary, int row, uint8_t *bytes) {
    const int wpl = pixGetWpl(binary);
    const l_uint32 *words = pixGetData(binary) + (size_t)row * (size_t)wpl;
    for (int word = 0; word < wpl; word++) {
        for (int byte = 0; byte < 4; byte++) {
            memcpy(bytes + 32 * word + 8 * byte, &CTicketImaging_spreadBits[(words[word] >> (24 - 8 * byte)) & 0xFF], 8);
        }
    }
}

/// `index` reflected into [0, `size`) however far outside it lies, as if the image were
/// mirrored at its edges again and again: -1 is 0, -2 is 1, `size` is `size` - 1.
static inline int CTicketImaging_reflected(int index, int size) {
    const int period = 2 * size;
    index %= period;
    if (index < 0) index += period;
    return index < size ? index : period - 1 - index;
}

#endif
