// See CTicketImaging.h: the text-line count behind the slip's text-line axis. Leptonica does
// each step (rotation by sampling, closing, connected components) bit by bit on packed 1 bpp
// rows; here the image is unpacked to one byte per pixel once, each turn is sampled into a
// byte image, and the closing and the components are found from each row's runs of ink.
#include "CTicketImaging.h"
#include "row_blobs.h"

#include <leptonica/allheaders.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/// Narrows [`first`, `last`] to the steps `index` at which `start + index * step` (16.16
/// fixed point) may lie in [0, `size`), with one step to spare at each end.
static void CTicketImaging_clip(int32_t start, int32_t step, int size, int *first, int *last) {
    const double limit = (double)size * 65536.0;
    if (step == 0) {
        if (start < 0 || start >= limit) *last = *first - 1;
        return;
    }
    double low = (0 - (double)start) / step, high = (limit - (double)start) / step;
    if (low > high) { const double swap = low; low = high; high = swap; }
    const int from = (int)floor(low) - 1, to = (int)ceil(high) + 1;
    if (from > *first) *first = from;
    if (to < *last) *last = to;
}

/// `source` turned clockwise by `degrees` about its centre by nearest-neighbour sampling, on
/// a canvas grown to hold every pixel, with white (0) brought in, stored row by row, or
/// column by column when `transposed` (the turned image's rows are then its columns); NULL
/// when out of memory.
static uint8_t *CTicketImaging_turned(const uint8_t *source, int width, int height, float degrees, int transposed,
                                      int *turned_width, int *turned_height) {
    const double radians = degrees * M_PI / 180.0;
    const double c = cos(radians), s = sin(radians);
    const int w = (int)ceil(width * fabs(c) + height * fabs(s) - 1e-6);
    const int h = (int)ceil(width * fabs(s) + height * fabs(c) - 1e-6);
    uint8_t *turned = calloc((size_t)w * (size_t)h, 1);
    if (!turned) return NULL;
    // The source point of (x, y) is R(-degrees) (x - w/2, y - h/2) + (width/2, height/2),
    // followed in 16.16 fixed point along the row (or column) being written.
    const double one = 65536.0;
    const int32_t step_x = (int32_t)lround((transposed ? s : c) * one);
    const int32_t step_y = (int32_t)lround((transposed ? c : -s) * one);
    const int lines = transposed ? w : h, length = transposed ? h : w;
    for (int line = 0; line < lines; line++) {
        const double x = transposed ? line + 0.5 - w / 2.0 : 0.5 - w / 2.0;
        const double y = transposed ? 0.5 - h / 2.0 : line + 0.5 - h / 2.0;
        int32_t sx = (int32_t)lround((width / 2.0 + c * x + s * y) * one);
        int32_t sy = (int32_t)lround((height / 2.0 - s * x + c * y) * one);
        // Only the stretch of the line whose source points can lie inside the source is
        // walked (with a pixel to spare at each end; the test below decides).
        int first = 0, last = length - 1;
        CTicketImaging_clip(sx, step_x, width, &first, &last);
        CTicketImaging_clip(sy, step_y, height, &first, &last);
        uint8_t *row = turned + (size_t)line * (size_t)length;
        sx += first * step_x;
        sy += first * step_y;
        for (int index = first; index <= last; index++, sx += step_x, sy += step_y) {
            const int ix = sx >> 16, iy = sy >> 16;
            if ((unsigned)ix < (unsigned)width && (unsigned)iy < (unsigned)height) {
                row[index] = source[(size_t)iy * (size_t)width + (size_t)ix];
            }
        }
    }
    *turned_width = transposed ? h : w;
    *turned_height = transposed ? w : h;
    return turned;
}

/// How many 8-connected blobs of `image`, closed along its rows by a `join`-pixel brick (a
/// gap of fewer than `join` pixels between two runs of a row filled), are line-shaped: at
/// least 4 and at most `tallest` pixels tall, and at least five times as wide as tall.
/// -1 when out of memory.
static int CTicketImaging_rowLines(const uint8_t *image, int width, int height, int join, int tallest) {
    CTicketImaging_run *runs;
    const int found = CTicketImaging_rowBlobs(image, width, height, join, &runs);
    if (found < 0) return -1;
    const size_t count = (size_t)found;
    // Each blob's box, kept in the slots of its root run: start/end as left/right, and
    // row/`bottom` as top/bottom.
    int *bottom = malloc((count ? count : 1) * sizeof *bottom);
    if (!bottom) { free(runs); return -1; }
    for (size_t index = 0; index < count; index++) bottom[index] = runs[index].row;
    int lines = 0;
    for (size_t index = count; index-- > 0;) {
        const int root = CTicketImaging_root(runs, (int)index);
        if ((size_t)root == index) continue;
        // Roots have the smallest index of their blob, so they hold its top row already.
        if (runs[index].start < runs[root].start) runs[root].start = runs[index].start;
        if (runs[index].end > runs[root].end) runs[root].end = runs[index].end;
        if (bottom[index] > bottom[root]) bottom[root] = bottom[index];
    }
    for (size_t index = 0; index < count; index++) {
        if (runs[index].parent != (int)index) continue;
        const int box_width = runs[index].end - runs[index].start + 1;
        const int box_height = bottom[index] - runs[index].row + 1;
        if (box_height >= 4 && box_height <= tallest && box_width >= 5 * box_height) lines++;
    }
    free(bottom);
    free(runs);
    return lines;
}

int CTicketImaging_countTextLines(struct Pix *ink, const float *degrees, int count, int join, int tallest,
                                  int *along, int *across) {
    const int width = pixGetWidth(ink), height = pixGetHeight(ink);
    if (pixGetDepth(ink) != 1 || width <= 0 || height <= 0) return CTICKETIMAGING_CORRUPT;
    uint8_t *source = CTicketImaging_unpacked(ink, width, height);
    if (!source) return CTICKETIMAGING_NO_MEMORY;
    int status = CTICKETIMAGING_OK;
    for (int index = 0; index < count && status == CTICKETIMAGING_OK; index++) {
        int w = width, h = height, tw = height, th = width;
        uint8_t *turned = degrees[index] == 0 ? source : CTicketImaging_turned(source, width, height, degrees[index], 0, &w, &h);
        uint8_t *transposed = CTicketImaging_turned(source, width, height, degrees[index], 1, &tw, &th);
        if (turned && transposed) {
            along[index] = CTicketImaging_rowLines(turned, w, h, join, tallest);
            across[index] = CTicketImaging_rowLines(transposed, tw, th, join, tallest);
            if (along[index] < 0 || across[index] < 0) status = CTICKETIMAGING_NO_MEMORY;
        } else {
            status = CTICKETIMAGING_NO_MEMORY;
        }
        free(transposed);
        if (turned != source) free(turned);
    }
    free(source);
    return status;
}
