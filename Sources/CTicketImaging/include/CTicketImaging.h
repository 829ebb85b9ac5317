// CTicketImaging: the one place where libjpeg and libpng are called, the image kernels that
// Leptonica computes too slowly (local_threshold.c, scale.c, text_line_count.c, quarter_turn.c,
// dark_pixels.c, background_norm.c), the levelling of text lines that perspective slants
// unevenly (line_shapes.c), and the slant of a line's strokes (slant.c), and the deconvolution
// of a blurred photo (deblur.c).
//
// libjpeg reports errors by calling `error_exit`, whose default implementation calls `exit()`,
// and libpng's default handler prints to stderr; a replacement must not return: it has to
// `longjmp`. Swift cannot call `setjmp`, so every call of these libraries sits in this C target
// behind a `setjmp`, and each function returns a status code and the library's own message
// instead of printing or ending the process.
#ifndef CTICKETIMAGING_H
#define CTICKETIMAGING_H

#include <stddef.h>
#include <stdint.h>

struct Pix;

/// Size of the message buffer every function fills on failure (libjpeg's JMSG_LENGTH_MAX).
#define CTICKETIMAGING_MESSAGE_SIZE 200

/// Status codes returned by the functions of this module.
typedef enum CTicketImaging_status {
    CTICKETIMAGING_OK = 0,
    /// The bytes are not a decodable JPEG: truncated, corrupt or unsupported. See the message.
    CTICKETIMAGING_CORRUPT = 1,
    /// The header declares more pixels than the caller allows (refused before allocating), a
    /// side beyond libjpeg's 65500 px, or an image needing more decoder memory than allowed.
    CTICKETIMAGING_TOO_LARGE = 2,
    /// An allocation failed.
    CTICKETIMAGING_NO_MEMORY = 3
} CTicketImaging_status;

/// Decodes a JPEG straight to 8-bit grey into a new Leptonica `PIX` (freed with `pixDestroy`).
///
/// libjpeg's DCT scaling shrinks the image while decoding: the largest factor n/8 (n = 1...8)
/// whose output long side is at most `target_long_side` is used (0 decodes at full size).
/// libjpeg warnings (a truncated file, corrupt entropy data) are treated as errors.
///
/// - Parameters:
///   - max_source_pixels: images whose header declares more pixels are refused with
///     `CTICKETIMAGING_TOO_LARGE` before any pixel memory is allocated.
///   - max_memory: bound on libjpeg's own working memory (progressive coefficient buffers).
///   - source_width, source_height: receive the header's dimensions (also on TOO_LARGE).
///   - out: receives the decoded image on success, is left NULL otherwise.
int CTicketImaging_decodeJPEGGray(const uint8_t *data, size_t size,
                                  uint64_t max_source_pixels, uint32_t target_long_side,
                                  size_t max_memory, int *source_width, int *source_height,
                                  struct Pix **out, char message[CTICKETIMAGING_MESSAGE_SIZE]);

/// Decodes a PNG of any bit depth, palette, alpha or interlacing to 8-bit grey into a new
/// Leptonica `PIX` (freed with `pixDestroy`). Nothing is printed: a truncated or corrupt file
/// returns `CTICKETIMAGING_CORRUPT` with libpng's message.
///
/// - Parameters:
///   - max_source_pixels: images whose header declares more pixels are refused with
///     `CTICKETIMAGING_TOO_LARGE` before any pixel memory is allocated.
///   - source_width, source_height: receive the header's dimensions (also on TOO_LARGE).
///   - out: receives the decoded image on success, is left NULL otherwise.
int CTicketImaging_decodePNGGray(const uint8_t *data, size_t size, uint64_t max_source_pixels,
                                 int *source_width, int *source_height, struct Pix **out,
                                 char message[CTICKETIMAGING_MESSAGE_SIZE]);

/// `gray` scaled by `scale` into a new `PIX` (freed with `pixDestroy`), exactly as Leptonica's
/// `pixScaleGeneral(gray, scale, scale, 0, 0)` scales it. For an 8-bit grey image without
/// colormap, shrinking by a factor below 0.7 (area mapping) and scaling by one from 0.7 up
/// (linear interpolation) are computed separably, in about a third of Leptonica's time;
/// Leptonica's special factors (1/16 to 1/2, 1, 2, 4) and other images go to Leptonica.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when the
/// result would be less than a pixel wide or high.
int CTicketImaging_scale(struct Pix *gray, float scale, struct Pix **out);

/// `gray` (8 bpp, no colormap) turned clockwise by `quarter_turns` quarter turns, into a new
/// `PIX` (freed with `pixDestroy`): pixel for pixel what Leptonica's `pixRotateOrth` gives, with
/// the resolution and input format carried over, in under half its time for quarter and
/// three-quarter turns (half turns and none go to Leptonica).
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `gray` is not a non-empty 8-bit image without colormap.
int CTicketImaging_turned8(struct Pix *gray, int quarter_turns, struct Pix **out);

/// The grey histogram of `gray` (8 bpp, no colormap) from every `step`-th pixel of every
/// `step`-th row, as Leptonica's `pixGetGrayHistogram(gray, step)` counts it, into `counts`.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `gray` is not an 8-bit image without colormap or `step` is below 1 (`counts` all zero).
int CTicketImaging_grayHistogram(struct Pix *gray, int step, double counts[256]);

/// The pixels of `gray` (8 bpp, no colormap) darker than `threshold`, into a new 1 bpp `PIX`
/// (1 = dark, freed with `pixDestroy`): pixel for pixel what Leptonica's
/// `pixThresholdToBinary(gray, threshold)` gives.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `gray` is not a non-empty 8-bit image without colormap.
int CTicketImaging_darkPixels(struct Pix *gray, int threshold, struct Pix **out);

/// `gray` (8 bpp, no colormap) with its background evened out and its levels stretched, into a
/// new `PIX` (freed with `pixDestroy`): pixel for pixel what `pixGammaTRC(NULL,
/// pixBackgroundNormSimple(gray, NULL, NULL), 1.0, 0, white_level)` gives. Leptonica makes
/// the background map; applying it and stretching the levels are one pass here.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `gray` is not a non-empty 8-bit image without colormap.
int CTicketImaging_backgroundNormalised(struct Pix *gray, int white_level, struct Pix **out);

/// The ink of the 8-bit grey image `gray` by Sauvola's local threshold, into a new 1 bpp
/// `PIX` (1 = ink, freed with `pixDestroy`): a pixel is ink when it is darker than
/// m (1 - `factor` (1 - s / 128)), where m and s are the mean and standard deviation of the
/// square window of half-width `half_window` around it (the image mirrored at its edges).
/// Every pixel is decided exactly as by Leptonica's `pixSauvolaBinarize(gray, half_window,
/// factor, 1, ...)`, rounding included.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, `CTICKETIMAGING_TOO_LARGE` when
/// the window is wider than 263 pixels or than the image less two pixels (which Leptonica
/// refuses too), or `CTICKETIMAGING_CORRUPT` when `gray` is not a non-empty 8-bit image or
/// `half_window` is negative.
int CTicketImaging_sauvolaInk(struct Pix *gray, int half_window, float factor, struct Pix **out);

/// Counts text-line-shaped blobs in turned copies of the 1 bpp image `ink` (1 = ink): for
/// each of the `count` turns `degrees[i]` (clockwise, sampled, on a canvas grown to keep
/// every pixel, white brought in; 0 is the image itself), marks are joined across gaps of
/// fewer than `join` pixels along rows, and the 8-connected blobs at least 4 and at most
/// `tallest` pixels tall and at least five times as wide as tall are counted into
/// `along[i]`; the same along columns (blobs five times as tall as wide) into `across[i]`,
/// which is the count of the turn 90 degrees further.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `ink` is not a non-empty 1 bpp image.
int CTicketImaging_countTextLines(struct Pix *ink, const float *degrees, int count, int join, int tallest,
                                  int *along, int *across);

/// A text line's blob: its centroid, its skew (the clockwise turn, in degrees, that levels
/// its major axis: positive when it rises to the right) and its length along that axis.
typedef struct CTicketImaging_lineShape {
    double x, y, skew, length;
} CTicketImaging_lineShape;

/// The line-shaped blobs of the 1 bpp image `ink` (1 = ink): marks joined across gaps of fewer
/// than `join` pixels along rows, then 8-connected, each kept when its box is at least
/// `min_length` pixels wide and three times as wide as tall. The first `capacity` go into
/// `shapes`, in the order of their top rows; `count` receives how many there are in all.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `ink` is not a non-empty 1 bpp image.
int CTicketImaging_lineShapes(struct Pix *ink, int join, int min_length, CTicketImaging_lineShape *shapes,
                              int capacity, int *count);

/// The 8-bit grey `gray` with text lines whose skew changes linearly down the image levelled,
/// into a new `PIX` of the same size (freed with `pixDestroy`): row y of the result is the
/// line through the source's (width / 2, y) with the skew `skew_at_top + skew_change * y`
/// degrees (see `CTicketImaging_lineShape`), interpolated between source rows, white beyond
/// the source. Columns stay where they are: each is shifted up or down, not turned.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `gray` is not a non-empty 8-bit image without colormap.
int CTicketImaging_levelLines(struct Pix *gray, double skew_at_top, double skew_change, struct Pix **out);

/// The slant of the upright strokes of the 1 bpp image `ink` (1 = ink), in degrees: the
/// horizontal shear, among the multiples of `step_degrees` up to `max_degrees` either way, that
/// stacks the ink into the fewest, fullest columns (the largest sum of squared column counts),
/// positive when the strokes lean right (their tops to the right of their feet). Print sheared
/// by perspective or set in italics reads upright again when its rows are shifted by
/// `(y - middle) * tan(slant)`. 0 for an image without ink; ties go to the smaller slant.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `ink` is not a non-empty 1 bpp image, `max_degrees` is not within 0 to 80 or `step_degrees`
/// is not positive.
int CTicketImaging_slant(struct Pix *ink, float max_degrees, float step_degrees, float *degrees);

/// How sharp the edges of the 8-bit grey `gray` are, into `sharpness`: the median, over its
/// strongest edges (the 3% of pixels of steepest gradient, and at least 20 grey levels a
/// pixel), of the 4-neighbour Laplacian's magnitude over the gradient's (central differences).
/// The ratio falls as a blur widens edges: about 1.3 to 2 on sharp photos of print, under 0.8
/// on the corpus's blurred ones. -1 when fewer than 100 pixels are such edges (a blank page).
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY`, or `CTICKETIMAGING_CORRUPT` when
/// `gray` is not a non-empty 8-bit image without colormap.
int CTicketImaging_edgeSharpness(struct Pix *gray, float *sharpness);

/// The 8-bit grey `gray` deconvolved for `count` Gaussian blurs, `sigmas[i]` pixels each, into
/// new `PIX`es `outs[i]` (freed with `pixDestroy`): the Wiener filter H / (H^2 +
/// `noise_to_signal`) of the blur's transfer function H, applied to the Fourier transform of
/// the image mirrored into a canvas of powers of two, computed once for all the sigmas.
/// Values are rounded and clamped to 0...255.
///
/// Returns `CTICKETIMAGING_OK`, `CTICKETIMAGING_NO_MEMORY` (no `outs` then),
/// `CTICKETIMAGING_TOO_LARGE` when the canvas would exceed 2^26 pixels, or
/// `CTICKETIMAGING_CORRUPT` when `gray` is not a non-empty 8-bit image without colormap, a sigma
/// is not positive or `noise_to_signal` is not.
int CTicketImaging_deblurGaussian(struct Pix *gray, const float *sigmas, int count, float noise_to_signal,
                                  struct Pix **outs);

#endif
