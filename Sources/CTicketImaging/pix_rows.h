// Rows of Leptonica's 8-bit images as plain bytes, and images mirrored at their edges, for the
// loops of this module.
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

/// `index` reflected into [0, `size`) however far outside it lies, as if the image were
/// mirrored at its edges again and again: -1 is 0, -2 is 1, `size` is `size` - 1.
static inline int CTicketImaging_reflected(int index, int size) {
    const int period = 2 * size;
    index %= period;
    if (index < 0) index += period;
    return index < size ? index : period - 1 - index;
}

#endif
