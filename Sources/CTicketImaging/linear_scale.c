// See scale.c: Leptonica's linearly interpolated grey scaling, computed separably.
// Leptonica weighs the four source pixels around each destination pixel by sixteenths,
// (16 - xf)(16 - yf), xf (16 - yf), ...: a column weight times a row weight. So each source
// row is first interpolated across once per destination column, and the destination rows
// then interpolate between two of those: the same integer sums.
#include "CTicketImaging.h"
#include "pix_rows.h"
#include "scaling.h"

#include <stdlib.h>

int CTicketImaging_scaleLinear(PIX *gray, float scale, PIX **out) {
    *out = NULL;
    const int ws = pixGetWidth(gray), hs = pixGetHeight(gray);
    const int wd = (int)(scale * (float)ws + 0.5), hd = (int)(scale * (float)hs + 0.5);
    if (wd < 1 || hd < 1) return CTICKETIMAGING_CORRUPT;
    const float scale_x = 16. * (float)ws / (float)wd, scale_y = 16. * (float)hs / (float)hd;
    // Each destination column's two source columns (the second clamped to the last, where
    // Leptonica repeats the first) and the sixteenths of the second.
    int *lefts = malloc((size_t)wd * sizeof *lefts), *rights = malloc((size_t)wd * sizeof *rights);
    uint32_t *fractions = malloc((size_t)wd * sizeof *fractions);
    uint8_t *bytes = malloc((size_t)pixGetWpl(gray) * 4);
    uint32_t *rows = malloc(2 * (size_t)wd * sizeof *rows);  // two interpolated source rows
    PIX *scaled = pixCreate(wd, hd, 8);
    if (!lefts || !rights || !fractions || !bytes || !rows || !scaled) {
        free(lefts);
        free(rights);
        free(fractions);
        free(bytes);
        free(rows);
        pixDestroy(&scaled);
        return CTICKETIMAGING_NO_MEMORY;
    }
    for (int j = 0; j < wd; j++) {
        const int position = (int)(scale_x * (float)j);
        lefts[j] = position >> 4;
        rights[j] = lefts[j] > ws - 2 ? lefts[j] : lefts[j] + 1;
        fractions[j] = (uint32_t)(position & 15);
    }
    // Source rows interpolated across, in the slot of their parity: a destination row needs
    // two neighbours (or the last row twice).
    int interpolated[2] = {-1, -1};
    const int wpld = pixGetWpl(scaled);
    l_uint32 *target = pixGetData(scaled);
    for (int i = 0; i < hd; i++) {
        const int position = (int)(scale_y * (float)i);
        const int top = position >> 4, bottom = top > hs - 2 ? top : top + 1;
        const uint32_t fraction = (uint32_t)(position & 15);
        for (int row = top; row <= bottom; row++) {
            if (interpolated[row & 1] == row) continue;
            uint32_t *across = rows + (size_t)(row & 1) * (size_t)wd;
            CTicketImaging_unpackRow(gray, row, bytes);
            for (int j = 0; j < wd; j++) across[j] = (16 - fractions[j]) * bytes[lefts[j]] + fractions[j] * bytes[rights[j]];
            interpolated[row & 1] = row;
        }
        const uint32_t *upper = rows + (size_t)(top & 1) * (size_t)wd, *lower = rows + (size_t)(bottom & 1) * (size_t)wd;
        l_uint32 *line = target + (size_t)i * (size_t)wpld;
        for (int j = 0; j < wd; j++) {
            SET_DATA_BYTE(line, j, ((16 - fraction) * upper[j] + fraction * lower[j] + 128) >> 8);
        }
    }
    free(lefts);
    free(rights);
    free(fractions);
    free(bytes);
    free(rows);
    *out = scaled;
    return CTICKETIMAGING_OK;
}
