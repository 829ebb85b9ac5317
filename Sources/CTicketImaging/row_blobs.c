// See row_blobs.h.
#include "row_blobs.h"
#include "pix_rows.h"

#include <stdlib.h>
#include <string.h>

uint8_t *CTicketImaging_unpacked(PIX *pix, int width, int height) {
    // Each row is unpacked whole, pad bits included, and the next row starts over the pad:
    // room for the last row's pad at the end.
    uint8_t *bytes = malloc((size_t)width * (size_t)height + 32);
    if (!bytes) return NULL;
    for (int y = 0; y < height; y++) CTicketImaging_unpackBits(pix, y, bytes + (size_t)y * (size_t)width);
    return bytes;
}

int CTicketImaging_root(CTicketImaging_run *runs, int index) {
    while (runs[index].parent != index) {
        runs[index].parent = runs[runs[index].parent].parent;
        index = runs[index].parent;
    }
    return index;
}

int CTicketImaging_rowBlobs(const uint8_t *image, int width, int height, int join, CTicketImaging_run **out) {
    *out = NULL;
    size_t capacity = 1024, count = 0;
    CTicketImaging_run *runs = malloc(capacity * sizeof *runs);
    if (!runs) return -1;
    size_t above_first = 0, above_end = 0;  // the runs of the row above
    for (int y = 0; y < height; y++) {
        const uint8_t *row = image + (size_t)y * (size_t)width;
        const size_t first = count;
        for (int x = 0; x < width;) {
            // The next run of ink: from the next 1 to the 0 after it (memchr scans a vector at
            // a time).
            const uint8_t *ink = memchr(row + x, 1, (size_t)(width - x));
            if (!ink) break;
            x = (int)(ink - row);
            const uint8_t *gap = memchr(row + x, 0, (size_t)(width - x));
            const int end = gap ? (int)(gap - row) - 1 : width - 1;
            if (count > first && x - runs[count - 1].end - 1 < join) {
                runs[count - 1].end = end;
            } else {
                if (count == capacity) {
                    capacity *= 2;
                    CTicketImaging_run *grown = realloc(runs, capacity * sizeof *runs);
                    if (!grown) { free(runs); return -1; }
                    runs = grown;
                }
                runs[count] = (CTicketImaging_run){x, end, y, (int)count};
                count++;
            }
            x = end + 1;
        }
        // A run touching a run of the row above, directly or diagonally, joins its blob.
        size_t above = above_first;
        for (size_t index = first; index < count; index++) {
            while (above < above_end && runs[above].end < runs[index].start - 1) above++;
            for (size_t other = above; other < above_end && runs[other].start <= runs[index].end + 1; other++) {
                const int a = CTicketImaging_root(runs, (int)index), b = CTicketImaging_root(runs, (int)other);
                if (a != b) runs[a > b ? a : b].parent = a > b ? b : a;
            }
        }
        above_first = first;
        above_end = count;
    }
    *out = runs;
    return (int)count;
}
