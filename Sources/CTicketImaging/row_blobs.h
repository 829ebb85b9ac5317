// Blobs of ink found from the runs of each row, shared by text_line_count.c and
// line_shapes.c: the closing along rows and the 8-connected components that Leptonica finds
// bit by bit (`pixCloseBrick`, `pixConnComp`), from runs of bytes instead.
#ifndef CTICKETIMAGING_ROW_BLOBS_H
#define CTICKETIMAGING_ROW_BLOBS_H

#include <leptonica/allheaders.h>
#include <stdint.h>

/// A run of ink in a row (closed across short gaps): its first and last column, its row, and
/// the run it joins in a blob.
typedef struct { int start, end, row, parent; } CTicketImaging_run;

/// One byte per pixel of a 1 bpp `PIX` (1 = ink), or NULL when out of memory.
uint8_t *CTicketImaging_unpacked(PIX *pix, int width, int height);

/// The blob of the run `index`: the index of its first run, which roots it.
int CTicketImaging_root(CTicketImaging_run *runs, int index);

/// The runs of ink of `image` (one byte per pixel, 1 = ink), row after row, each closed
/// across gaps of fewer than `join` pixels, and joined into 8-connected blobs: two runs of
/// adjacent rows touching directly or diagonally have the same `CTicketImaging_root`. The
/// runs are stored into a new array `*runs` (freed with `free`); returns their number, or -1
/// when out of memory.
int CTicketImaging_rowBlobs(const uint8_t *image, int width, int height, int join, CTicketImaging_run **runs);

#endif
