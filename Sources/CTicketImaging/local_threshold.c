// See CTicketImaging.h: Sauvola's local threshold, as Leptonica's `pixSauvolaBinarize`
// decides it, from sliding window sums in one pass over the image. Leptonica first builds a
// mirrored copy, a summed-area table of doubles and three intermediate images; on the 12 MP
// sample's thumbnail, this takes 3.9 ms less. The threshold's scale, a square root and a few
// operations in double precision, is looked up by variance: 5.4 -> 3.8 ms again.
#include "CTicketImaging.h"
#include "pix_rows.h"

#include <leptonica/allheaders.h>
#include <math.h>
#include <stdlib.h>

/// Row `row` of the 8-bit `gray` as bytes into `bytes`, with `margin` pixels reflected at
/// each end: `bytes[x]` is the pixel at column x - `margin`.
static void CTicketImaging_reflectedRow(PIX *gray, int row, int margin, uint8_t *bytes) {
    const int width = pixGetWidth(gray);
    CTicketImaging_unpackRow(gray, row, bytes + margin);
    for (int x = 0; x < margin; x++) {
        bytes[x] = bytes[margin + CTicketImaging_reflected(x - margin, width)];
        bytes[margin + width + x] = bytes[margin + CTicketImaging_reflected(width + x, width)];
    }
}

/// Variances below this have their threshold scale in a table: a window of bytes has a
/// variance of at most 127.5^2, and Leptonica's rounding of the mean square adds less than one.
enum { CTicketImaging_variances = 16384 };

/// Sauvola's scale of the local mean for a window of `variance` (mean square less squared
/// mean, as Leptonica rounds them): 1 - `factor` (1 - s / 128), with s the single-precision
/// root, in Leptonica's mix of single and double precision. A negative variance (NaN root)
/// is computed the same way as in Leptonica.
static inline double CTicketImaging_sauvolaScale(int variance, float factor) {
    const float deviation = sqrtf((float)variance);
    return 1.0 - factor * (1.0 - deviation / 128.);
}

int CTicketImaging_sauvolaInk(struct Pix *gray, int half_window, float factor, struct Pix **out) {
    *out = NULL;
    const int width = pixGetWidth(gray), height = pixGetHeight(gray);
    if (pixGetDepth(gray) != 8 || width <= 0 || height <= 0 || half_window < 0) return CTICKETIMAGING_CORRUPT;
    // Column sums of the values and of their squares over the window's rows, for the
    // columns of the image reflected by `half_window` at each side. A window of up to 263
    // pixels a side keeps the sums of squares within 32 bits (255^2 * 263^2 < 2^32).
    const int side = 2 * half_window + 1;
    if (side > 263) return CTICKETIMAGING_TOO_LARGE;
    // Like Leptonica, no window wider or taller than the image less two pixels.
    if (width < side + 2 || height < side + 2) return CTICKETIMAGING_TOO_LARGE;
    const int extended = width + 2 * half_window;
    uint32_t *sums = calloc((size_t)extended, sizeof *sums);
    uint32_t *squares = calloc((size_t)extended, sizeof *squares);
    // Rows as bytes: the current one, and the ones entering and leaving the window, reflected
    // at their ends.
    const size_t row_bytes = (size_t)pixGetWpl(gray) * 4 + 2 * (size_t)half_window;
    uint8_t *current = malloc(row_bytes), *entering = malloc(row_bytes), *leaving = malloc(row_bytes);
    PIX *ink = pixCreate(width, height, 1);
    double *scales = malloc(CTicketImaging_variances * sizeof *scales);
    if (!sums || !squares || !current || !entering || !leaving || !ink || !scales) {
        free(sums);
        free(squares);
        free(current);
        free(entering);
        free(leaving);
        free(scales);
        pixDestroy(&ink);
        return CTICKETIMAGING_NO_MEMORY;
    }
    for (int y = -half_window; y < half_window; y++) {
        CTicketImaging_reflectedRow(gray, CTicketImaging_reflected(y, height), half_window, entering);
        for (int x = 0; x < extended; x++) {
            sums[x] += entering[x];
            squares[x] += (uint32_t)entering[x] * entering[x];
        }
    }
    // The threshold's scale for each variance a window of bytes can have, computed once.
    for (int variance = 0; variance < CTicketImaging_variances; variance++) {
        scales[variance] = CTicketImaging_sauvolaScale(variance, factor);
    }
    // Leptonica's arithmetic, so that the decisions are exactly its own: the mean is the
    // window's sum times the single-precision 1/n, cut to an integer; the mean square is
    // rounded to the nearest integer; the deviation is the single-precision root of their
    // difference; the threshold is cut to an integer; a pixel below it is ink.
    const float mean_norm = 1.0f / ((float)side * (float)side);
    const double square_norm = 1.0 / ((float)side * (float)side);
    l_uint32 *ink_data = pixGetData(ink);
    const int ink_wpl = pixGetWpl(ink);
    for (int y = 0; y < height; y++) {
        // The window's rows become y - half_window ... y + half_window.
        CTicketImaging_reflectedRow(gray, CTicketImaging_reflected(y + half_window, height), half_window, entering);
        if (y > 0) {
            CTicketImaging_reflectedRow(gray, CTicketImaging_reflected(y - half_window - 1, height), half_window, leaving);
        } else {
            memset(leaving, 0, row_bytes);
        }
        for (int x = 0; x < extended; x++) {
            sums[x] += (uint32_t)entering[x] - leaving[x];
            squares[x] += (uint32_t)entering[x] * entering[x] - (uint32_t)leaving[x] * leaving[x];
        }
        uint32_t sum = 0, square = 0;
        for (int x = 0; x < side - 1; x++) {
            sum += sums[x];
            square += squares[x];
        }
        CTicketImaging_unpackRow(gray, y, current);
        l_uint32 *ink_line = ink_data + (size_t)y * (size_t)ink_wpl;
        uint32_t bits = 0;
        for (int x = 0; x < width; x++) {
            sum += sums[x + side - 1];
            square += squares[x + side - 1];
            const int mean = (uint8_t)(mean_norm * (float)sum);
            const int mean_square = (int)(uint32_t)(square_norm * square + 0.5);
            const int variance = mean_square - mean * mean;
            const int threshold = (unsigned)variance < CTicketImaging_variances
                ? (int)(mean * scales[variance])
                : (int)(mean * CTicketImaging_sauvolaScale(variance, factor));
            bits |= (uint32_t)((int)current[x] < threshold) << (31 - (x & 31));
            if ((x & 31) == 31 || x == width - 1) {
                ink_line[x >> 5] = bits;
                bits = 0;
            }
            sum -= sums[x];
            square -= squares[x];
        }
    }
    free(current);
    free(entering);
    free(leaving);
    free(sums);
    free(squares);
    free(scales);
    *out = ink;
    return CTICKETIMAGING_OK;
}
