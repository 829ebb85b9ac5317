// See CTicketImaging.h: the slant of the upright strokes of a line of print.
#include "CTicketImaging.h"

#include <leptonica/allheaders.h>
#include <math.h>
#include <stdlib.h>

int CTicketImaging_slant(struct Pix *ink, float max_degrees, float step_degrees, float *degrees) {
    *degrees = 0;
    const int width = pixGetWidth(ink), height = pixGetHeight(ink);
    if (pixGetDepth(ink) != 1 || width <= 0 || height <= 0 || !(max_degrees >= 0) || max_degrees >= 80
        || !(step_degrees > 0)) {
        return CTICKETIMAGING_CORRUPT;
    }
    // The x of every ink pixel, row by row: each trial shear walks them once.
    const l_uint32 *data = pixGetData(ink);
    const int wpl = pixGetWpl(ink);
    size_t total = 0;
    for (int y = 0; y < height; y++) {
        for (int word = 0; word < wpl; word++) total += (size_t)__builtin_popcount(data[(size_t)y * wpl + word]);
    }
    if (total == 0) return CTICKETIMAGING_OK;
    int *xs = malloc(total * sizeof *xs), *row_ends = malloc((size_t)height * sizeof *row_ends);
    const int reach = (int)ceil(height * tan(max_degrees * M_PI / 180) / 2) + 1;
    const int columns = width + 2 * reach;
    int *counts = malloc((size_t)columns * sizeof *counts);
    if (!xs || !row_ends || !counts) {
        free(xs), free(row_ends), free(counts);
        return CTICKETIMAGING_NO_MEMORY;
    }
    size_t next = 0;
    for (int y = 0; y < height; y++) {
        for (int word = 0; word < wpl; word++) {
            // Leptonica keeps the first pixel of each 32-bit word in its most significant bit.
            for (l_uint32 bits = data[(size_t)y * wpl + word]; bits;) {
                const int offset = __builtin_clz(bits);
                bits &= ~(0x80000000u >> offset);
                // The bits past the last pixel of a row are padding, not ink.
                if (32 * word + offset < width) xs[next++] = 32 * word + offset;
            }
        }
        row_ends[y] = (int)next;
    }
    double best_score = -1;
    const int steps = (int)floor(max_degrees / step_degrees);
    for (int step = -steps; step <= steps; step++) {
        const double tangent = tan(step * step_degrees * M_PI / 180);
        for (int column = 0; column < columns; column++) counts[column] = 0;
        int start = 0;
        for (int y = 0; y < height; y++) {
            // Row y moves by (y - middle) tan: the strokes' feet one way, their tops the other.
            const int shift = reach + (int)lround((y - (height - 1) / 2.0) * tangent);
            for (int index = start; index < row_ends[y]; index++) counts[xs[index] + shift] += 1;
            start = row_ends[y];
        }
        double score = 0;
        for (int column = 0; column < columns; column++) score += (double)counts[column] * counts[column];
        // Ties go to the smaller slant.
        if (score > best_score || (score == best_score && fabs(step * step_degrees) < fabs(*degrees))) {
            best_score = score;
            *degrees = step * step_degrees;
        }
    }
    free(xs), free(row_ends), free(counts);
    return CTICKETIMAGING_OK;
}
