// See CTicketImaging.h: Leptonica's background normalisation followed by its linear TRC, as
// Leptonica computes them. Leptonica reads every pixel through its generic accessors, to make
// the background map and again to apply it, and then copies the result to stretch its levels.
// Here the map's tiles are summed from byte rows and unpacked masks (the dark pixels from
// dark_pixels.c), and the map is applied and the levels stretched in one pass; the map's own
// small steps (filling, smoothing, inverting) are Leptonica's.
#include "CTicketImaging.h"
#include "pix_rows.h"

#include <leptonica/allheaders.h>
#include <stdlib.h>

/// pixBackgroundNormSimple's parameters: tile size, foreground threshold, minimum background
/// pixels per tile, target background value and the map's smoothing half-widths.
enum {
    CTicketImaging_tileWidth = 10,
    CTicketImaging_tileHeight = 15,
    CTicketImaging_foreground = 60,
    CTicketImaging_minimumCount = 40,
    CTicketImaging_background = 200,
    CTicketImaging_smoothX = 2,
    CTicketImaging_smoothY = 1
};

/// The background map of `gray` as Leptonica's `pixGetBackgroundGrayMap(gray, NULL, ...)`
/// makes it with pixBackgroundNormSimple's parameters (8 bpp, one value per tile), or NULL when
/// it cannot be made. Pixels darker than the foreground threshold, and those within 3 pixels
/// of one, are left out; a complete tile with enough pixels left gets their mean (rounded
/// down); the other tiles are filled from their neighbours (`pixFillMapHoles`).
static PIX *CTicketImaging_backgroundMap(PIX *gray) {
    const int width = pixGetWidth(gray), height = pixGetHeight(gray);
    const int columns = width / CTicketImaging_tileWidth, rows = height / CTicketImaging_tileHeight;
    if (columns < 1 || rows < 1) {
        // No complete tile: Leptonica's own way to its failure.
        PIX *map = NULL;
        pixGetBackgroundGrayMap(gray, NULL, CTicketImaging_tileWidth, CTicketImaging_tileHeight,
                                CTicketImaging_foreground, CTicketImaging_minimumCount, &map);
        return map;
    }
    PIX *dark = NULL;
    if (CTicketImaging_darkPixels(gray, CTicketImaging_foreground, &dark) != CTICKETIMAGING_OK) return NULL;
    // Leptonica's "d7.1 + d1.7": the dark pixels dilated by a 7 x 7 brick, one side at a time.
    PIX *wide = pixDilateBrick(NULL, dark, 7, 1);
    PIX *foreground = wide ? pixDilateBrick(NULL, wide, 1, 7) : NULL;
    pixDestroy(&dark);
    pixDestroy(&wide);
    if (foreground == NULL) return NULL;
    PIX *map = pixCreate((width + CTicketImaging_tileWidth - 1) / CTicketImaging_tileWidth,
                         (height + CTicketImaging_tileHeight - 1) / CTicketImaging_tileHeight, 8);
    uint32_t *sums = calloc((size_t)columns, sizeof *sums), *counts = calloc((size_t)columns, sizeof *counts);
    // A row's pixels as bytes, and its mask as bytes (1 for the foreground left out).
    uint8_t *pixels = malloc((size_t)pixGetWpl(gray) * 4), *left_out = malloc((size_t)pixGetWpl(foreground) * 32);
    if (map == NULL || sums == NULL || counts == NULL || pixels == NULL || left_out == NULL) {
        pixDestroy(&foreground);
        pixDestroy(&map);
        free(sums);
        free(counts);
        free(pixels);
        free(left_out);
        return NULL;
    }
    for (int row = 0; row < rows; row++) {
        for (int column = 0; column < columns; column++) sums[column] = counts[column] = 0;
        for (int y = row * CTicketImaging_tileHeight; y < (row + 1) * CTicketImaging_tileHeight; y++) {
            CTicketImaging_unpackRow(gray, y, pixels);
            CTicketImaging_unpackBits(foreground, y, left_out);
            for (int column = 0; column < columns; column++) {
                uint32_t sum = 0, count = 0;
                for (int x = column * CTicketImaging_tileWidth; x < (column + 1) * CTicketImaging_tileWidth; x++) {
                    // left_out[x] - 1 is 0xFF for a background pixel, 0 for the foreground.
                    sum += pixels[x] & (uint8_t)(left_out[x] - 1);
                    count += 1u - left_out[x];
                }
                sums[column] += sum;
                counts[column] += count;
            }
        }
        for (int column = 0; column < columns; column++) {
            if (counts[column] >= CTicketImaging_minimumCount) {
                pixSetPixel(map, column, row, sums[column] / counts[column]);
            }
        }
    }
    free(pixels);
    free(left_out);
    pixDestroy(&foreground);
    free(sums);
    free(counts);
    if (pixFillMapHoles(map, columns, rows, L_FILL_BLACK) != 0) {
        pixDestroy(&map);
        return NULL;
    }
    pixCopyResolution(map, gray);
    return map;
}

/// The inverse background map of `gray` as pixBackgroundNormSimple makes it (16 bpp, one value
/// per tile: 256 x the target background over the tile's background), or NULL where
/// pixBackgroundNorm would fall back to a copy of the image (no map could be made).
static PIX *CTicketImaging_inverseBackgroundMap(PIX *gray) {
    PIX *map = CTicketImaging_backgroundMap(gray);
    if (map == NULL) return NULL;
    PIX *inverse = pixGetInvBackgroundMap(map, CTicketImaging_background, CTicketImaging_smoothX, CTicketImaging_smoothY);
    pixDestroy(&map);
    return inverse;
}

int CTicketImaging_backgroundNormalised(struct Pix *gray, int white_level, struct Pix **out) {
    *out = NULL;
    const int width = pixGetWidth(gray), height = pixGetHeight(gray);
    if (pixGetDepth(gray) != 8 || pixGetColormap(gray) != NULL || width <= 0 || height <= 0) {
        return CTICKETIMAGING_CORRUPT;
    }
    // The level stretch of pixGammaTRC(gamma 1, black 0, white `white_level`), as a table.
    NUMA *stretch = numaGammaTRC(1.0f, 0, white_level);
    l_int32 *levels = stretch ? numaGetIArray(stretch) : NULL;  // Leptonica's, freed with lept_free
    numaDestroy(&stretch);
    PIX *target = pixCreateTemplate(gray);
    if (levels == NULL || target == NULL) {
        lept_free(levels);
        pixDestroy(&target);
        return CTICKETIMAGING_NO_MEMORY;
    }
    PIX *inverse = CTicketImaging_inverseBackgroundMap(gray);
    const int map_width = inverse ? pixGetWidth(inverse) : 0, map_height = inverse ? pixGetHeight(inverse) : 0;
    l_uint32 *factors = malloc((size_t)(map_width > 0 ? map_width : 1) * sizeof *factors);
    if (factors == NULL) {
        pixDestroy(&inverse);
        lept_free(levels);
        pixDestroy(&target);
        return CTICKETIMAGING_NO_MEMORY;
    }
    for (int y = 0; y < height; y++) {
        // Pixel x at byte x ^ 3 (`CTicketImaging_rowBytes`).
        const uint8_t *source = CTicketImaging_rowBytes(gray, y);
        uint8_t *line = CTicketImaging_rowBytes(target, y);
        if (inverse == NULL) {
            // pixBackgroundNorm returns a copy of the image when it cannot make the map.
            for (int x = 0; x < width; x++) line[x ^ 3] = (uint8_t)levels[source[x ^ 3]];
            continue;
        }
        const int tile_row = y / CTicketImaging_tileHeight;
        // As pixApplyInvBackgroundGrayMap, only pixels in the map's tiles are set.
        if (tile_row >= map_height) continue;
        if (y % CTicketImaging_tileHeight == 0) {
            for (int tile = 0; tile < map_width; tile++) pixGetPixel(inverse, tile, tile_row, &factors[tile]);
        }
        for (int tile = 0; tile < map_width; tile++) {
            const l_uint32 factor = factors[tile];
            const int first = tile * CTicketImaging_tileWidth;
            const int end = first + CTicketImaging_tileWidth < width ? first + CTicketImaging_tileWidth : width;
            for (int x = first; x < end; x++) {
                const l_uint32 even = (source[x ^ 3] * factor) / 256;
                line[x ^ 3] = (uint8_t)levels[even < 255 ? even : 255];
            }
        }
    }
    free(factors);
    pixDestroy(&inverse);
    lept_free(levels);
    *out = target;
    return CTICKETIMAGING_OK;
}
