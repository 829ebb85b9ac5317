// See CTicketImaging.h: an 8-bit image turned by quarter turns, as Leptonica's `pixRotateOrth`
// turns it. Leptonica reads the source down a column for each destination row, one pixel at a
// time; here blocks of 8x8 pixels are transposed in eight 64-bit registers and written as rows
// of 8 bytes.
#include "CTicketImaging.h"
#include "pix_rows.h"

#include <leptonica/allheaders.h>
#include <stdlib.h>

/// Transposes the 8x8 bytes held in `rows` (byte k of rows[j] is column k of row j) in place:
/// blocks of four, two, then one byte swap across the diagonal.
static inline void CTicketImaging_transpose8x8(uint64_t rows[8]) {
    for (int j = 0; j < 4; j++) {
        const uint64_t a = rows[j], b = rows[j + 4];
        rows[j] = (a & 0x00000000FFFFFFFFull) | (b << 32);
        rows[j + 4] = (a >> 32) | (b & 0xFFFFFFFF00000000ull);
    }
    for (int j = 0; j < 8; j += (j % 2 == 1) ? 3 : 1) {
        const uint64_t a = rows[j], b = rows[j + 2], mask = 0x0000FFFF0000FFFFull;
        rows[j] = (a & mask) | ((b & mask) << 16);
        rows[j + 2] = ((a >> 16) & mask) | (b & ~mask);
    }
    for (int j = 0; j < 8; j += 2) {
        const uint64_t a = rows[j], b = rows[j + 1], mask = 0x00FF00FF00FF00FFull;
        rows[j] = (a & mask) | ((b & mask) << 8);
        rows[j + 1] = ((a >> 8) & mask) | (b & ~mask);
    }
}

/// Turns `source` a quarter clockwise (`clockwise` = 1) or anticlockwise (0) into `target`,
/// which is `source` with width and height swapped: clockwise, source row y becomes target
/// column height - 1 - y; anticlockwise, source column x becomes target row width - 1 - x.
/// `target` is written in memory order (pixel c of a row at byte c), swapped afterwards.
static int CTicketImaging_quarterTurn(PIX *source, PIX *target, int clockwise) {
    const int width = pixGetWidth(source), height = pixGetHeight(source);
    const size_t stride = (size_t)pixGetWpl(source) * 4, target_stride = (size_t)pixGetWpl(target) * 4;
    uint8_t *band = malloc(8 * stride);
    if (band == NULL) return CTICKETIMAGING_NO_MEMORY;
    uint8_t *target_bytes = (uint8_t *)pixGetData(target);
    for (int top = 0; top < height; top += 8) {
        const int rows = height - top < 8 ? height - top : 8;
        for (int y = 0; y < rows; y++) CTicketImaging_unpackRow(source, top + y, band + (size_t)y * stride);
        int x = 0;
        if (rows == 8) {
            for (; x + 8 <= width; x += 8) {
                uint64_t block[8];
                for (int y = 0; y < 8; y++) memcpy(&block[y], band + (size_t)y * stride + (size_t)x, 8);
                CTicketImaging_transpose8x8(block);
                for (int k = 0; k < 8; k++) {
                    // Byte j of block[k] is source row top + j of column x + k.
                    if (clockwise) {
                        const uint64_t reversed = __builtin_bswap64(block[k]);
                        memcpy(target_bytes + (size_t)(x + k) * target_stride + (size_t)(height - 8 - top), &reversed, 8);
                    } else {
                        memcpy(target_bytes + (size_t)(width - 1 - x - k) * target_stride + (size_t)top, &block[k], 8);
                    }
                }
            }
        }
        for (; x < width; x++) {
            for (int y = 0; y < rows; y++) {
                const size_t row = clockwise ? (size_t)x : (size_t)(width - 1 - x);
                const size_t column = clockwise ? (size_t)(height - 1 - top - y) : (size_t)(top + y);
                target_bytes[row * target_stride + column] = band[(size_t)y * stride + (size_t)x];
            }
        }
    }
    free(band);
    // Leptonica keeps the first pixel of each 32-bit word in its most significant byte.
    pixEndianByteSwap(target);
    pixSetPadBits(target, 0);
    return CTICKETIMAGING_OK;
}

int CTicketImaging_turned8(struct Pix *gray, int quarter_turns, struct Pix **out) {
    *out = NULL;
    if (pixGetDepth(gray) != 8 || pixGetColormap(gray) != NULL || pixGetWidth(gray) <= 0 || pixGetHeight(gray) <= 0) {
        return CTICKETIMAGING_CORRUPT;
    }
    const int turns = ((quarter_turns % 4) + 4) % 4;
    if (turns == 0 || turns == 2) {
        PIX *result = turns == 0 ? pixCopy(NULL, gray) : pixRotate180(NULL, gray);
        if (result == NULL) return CTICKETIMAGING_NO_MEMORY;
        *out = result;
        return CTICKETIMAGING_OK;
    }
    PIX *target = pixCreateNoInit(pixGetHeight(gray), pixGetWidth(gray), 8);
    if (target == NULL) return CTICKETIMAGING_NO_MEMORY;
    // As pixRotate90: the resolution and input format come along.
    pixCopyResolution(target, gray);
    pixCopyInputFormat(target, gray);
    const int status = CTicketImaging_quarterTurn(gray, target, turns == 1);
    if (status != CTICKETIMAGING_OK) {
        pixDestroy(&target);
        return status;
    }
    *out = target;
    return CTICKETIMAGING_OK;
}
