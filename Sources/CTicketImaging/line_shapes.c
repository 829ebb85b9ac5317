// See CTicketImaging.h: the slant of each text line of a slip, and the slip with every line
// levelled by the slant fitted to its height.
#include "CTicketImaging.h"
#include "pix_rows.h"
#include "row_blobs.h"

#include <math.h>
#include <stdlib.h>

/// The sums over a blob's pixels that give its centroid and second moments, and its box.
typedef struct { double n, sx, sy, sxx, syy, sxy; int left, right, top, bottom; } CTicketImaging_moments;

/// Adds the pixels `start`...`end` of row `y` to `m`, in closed form.
static void CTicketImaging_addRun(CTicketImaging_moments *m, int start, int end, int y) {
    const double n = end - start + 1, sx = n * (start + end) / 2.0;
    // The sum of x^2 over start...end: S(end) - S(start - 1), S(k) = k (k + 1) (2k + 1) / 6.
    const double last = end, before = start - 1.0;
    const double sxx = (last * (last + 1) * (2 * last + 1) - before * (before + 1) * (2 * before + 1)) / 6.0;
    m->n += n;
    m->sx += sx;
    m->sy += n * y;
    m->sxx += sxx;
    m->syy += n * (double)y * y;
    m->sxy += sx * y;
    if (start < m->left) m->left = start;
    if (end > m->right) m->right = end;
    if (y < m->top) m->top = y;
    if (y > m->bottom) m->bottom = y;
}

int CTicketImaging_lineShapes(struct Pix *ink, int join, int min_length, CTicketImaging_lineShape *shapes,
                              int capacity, int *count) {
    *count = 0;
    const int width = pixGetWidth(ink), height = pixGetHeight(ink);
    if (pixGetDepth(ink) != 1 || width <= 0 || height <= 0) return CTICKETIMAGING_CORRUPT;
    uint8_t *bytes = CTicketImaging_unpacked(ink, width, height);
    if (!bytes) return CTICKETIMAGING_NO_MEMORY;
    CTicketImaging_run *runs;
    const int found = CTicketImaging_rowBlobs(bytes, width, height, join, &runs);
    free(bytes);
    if (found < 0) return CTICKETIMAGING_NO_MEMORY;
    CTicketImaging_moments *blobs = malloc((size_t)(found ? found : 1) * sizeof *blobs);
    if (!blobs) { free(runs); return CTICKETIMAGING_NO_MEMORY; }
    for (int index = 0; index < found; index++) {
        blobs[index] = (CTicketImaging_moments){0, 0, 0, 0, 0, 0, width, -1, height, -1};
    }
    for (int index = 0; index < found; index++) {
        CTicketImaging_addRun(&blobs[CTicketImaging_root(runs, index)], runs[index].start, runs[index].end, runs[index].row);
    }
    int lines = 0;
    for (int index = 0; index < found; index++) {
        const CTicketImaging_moments *m = &blobs[index];
        const int box_width = m->right - m->left + 1, box_height = m->bottom - m->top + 1;
        if (m->n == 0 || box_width < min_length || box_width < 3 * box_height) continue;
        const double mx = m->sx / m->n, my = m->sy / m->n;
        const double mu20 = m->sxx / m->n - mx * mx, mu02 = m->syy / m->n - my * my, mu11 = m->sxy / m->n - mx * my;
        // The major axis's direction, clockwise from the x axis (y grows downwards), and its
        // variance, which is a twelfth of the squared length of a uniform bar.
        const double direction = 0.5 * atan2(2 * mu11, mu20 - mu02);
        const double major = (mu20 + mu02) / 2 + sqrt((mu20 - mu02) * (mu20 - mu02) / 4 + mu11 * mu11);
        if (lines < capacity) {
            shapes[lines] = (CTicketImaging_lineShape){mx, my, -direction * 180.0 / M_PI, sqrt(12 * major)};
        }
        lines++;
    }
    free(blobs);
    free(runs);
    *count = lines;
    return CTICKETIMAGING_OK;
}

int CTicketImaging_levelLines(struct Pix *gray, double skew_at_top, double skew_change, struct Pix **out) {
    *out = NULL;
    const int width = pixGetWidth(gray), height = pixGetHeight(gray);
    if (pixGetDepth(gray) != 8 || pixGetColormap(gray) || width <= 0 || height <= 0) return CTICKETIMAGING_CORRUPT;
    const size_t stride = (size_t)pixGetWpl(gray) * 4;
    uint8_t *bytes = malloc((size_t)height * stride);
    PIX *levelled = pixCreate(width, height, 8);
    if (!bytes || !levelled) {
        free(bytes);
        pixDestroy(&levelled);
        return CTICKETIMAGING_NO_MEMORY;
    }
    for (int y = 0; y < height; y++) CTicketImaging_unpackRow(gray, y, bytes + (size_t)y * stride);
    l_uint32 *data = pixGetData(levelled);
    const int wpl = pixGetWpl(levelled);
    const double centre = width / 2.0;
    for (int y = 0; y < height; y++) {
        // Row y is the line through (centre, y) with this row's skew: it rises by tan(skew)
        // per pixel to the right. Its pixels are interpolated between the two source rows.
        const double rise = tan((skew_at_top + skew_change * y) * M_PI / 180.0);
        l_uint32 *line = data + (size_t)y * (size_t)wpl;
        for (int x = 0; x < width; x++) {
            const double source_y = y - rise * (x - centre);
            int value = 255;
            // From row 0 down, truncation is the floor; rows above the image are outside it.
            const int above = source_y >= 0 ? (int)source_y : -1;
            const double fraction = source_y - above;
            if (above >= 0 && above < height - 1) {
                const uint8_t *upper = bytes + (size_t)above * stride + x;
                value = (int)(upper[0] + fraction * (upper[stride] - upper[0]) + 0.5);
            } else if (above == height - 1 && fraction == 0) {
                value = bytes[(size_t)above * stride + x];
            }
            SET_DATA_BYTE(line, x, value);
        }
    }
    free(bytes);
    *out = levelled;
    return CTICKETIMAGING_OK;
}
