// See CTicketImaging.h: how sharp a photo's edges are, and Wiener deconvolution of a blurred
// photo by Fourier transform.
#include "CTicketImaging.h"
#include "pix_rows.h"

#include <leptonica/allheaders.h>
#include <math.h>
#include <stdlib.h>

/// Interleaved complex values: re, im.
typedef float CTicketImaging_complex[2];

/// The smallest power of two at least `n`.
static int CTicketImaging_powerOfTwo(int n) {
    int power = 1;
    while (power < n) power <<= 1;
    return power;
}

/// In-place radix-2 Fourier transform of the `n` values of `line` (`n` a power of two);
/// `inverse` uses the conjugate roots and does not divide by `n`.
static void CTicketImaging_fft(CTicketImaging_complex *line, int n, int inverse) {
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1) j ^= bit;
        j ^= bit;
        if (i < j) {
            const float re = line[i][0], im = line[i][1];
            line[i][0] = line[j][0], line[i][1] = line[j][1];
            line[j][0] = re, line[j][1] = im;
        }
    }
    for (int length = 2; length <= n; length <<= 1) {
        const double angle = (inverse ? 2 : -2) * M_PI / length;
        const float step_re = (float)cos(angle), step_im = (float)sin(angle);
        for (int start = 0; start < n; start += length) {
            float root_re = 1, root_im = 0;
            for (int k = 0; k < length / 2; k++) {
                float *even = line[start + k], *odd = line[start + k + length / 2];
                const float re = odd[0] * root_re - odd[1] * root_im;
                const float im = odd[0] * root_im + odd[1] * root_re;
                odd[0] = even[0] - re, odd[1] = even[1] - im;
                even[0] += re, even[1] += im;
                const float next_re = root_re * step_re - root_im * step_im;
                root_im = root_re * step_im + root_im * step_re;
                root_re = next_re;
            }
        }
    }
}

/// The Gaussian's transfer function at each of the `n` frequencies of a transform of length
/// `n`, for one axis: exp(-2 pi^2 sigma^2 f^2).
static void CTicketImaging_gaussianResponse(float *response, int n, float sigma) {
    for (int k = 0; k < n; k++) {
        const double frequency = (double)(k <= n / 2 ? k : k - n) / n;
        response[k] = (float)exp(-2 * M_PI * M_PI * sigma * sigma * frequency * frequency);
    }
}

/// Rows are transformed this many at a time, so that moving them to and from the transposed
/// spectrum touches whole cache lines (8 complex floats are 64 bytes).
enum { CTicketImaging_rowBlock = 8 };

int CTicketImaging_deblurGaussian(struct Pix *gray, const float *sigmas, int count, float noise_to_signal,
                                  struct Pix **outs) {
    for (int index = 0; index < count; index++) outs[index] = NULL;
    const int width = pixGetWidth(gray), height = pixGetHeight(gray);
    if (pixGetDepth(gray) != 8 || pixGetColormap(gray) || width <= 0 || height <= 0 || count < 0
        || !(noise_to_signal > 0)) {
        return CTICKETIMAGING_CORRUPT;
    }
    for (int index = 0; index < count; index++) {
        if (!(sigmas[index] > 0)) return CTICKETIMAGING_CORRUPT;
    }
    // The image is mirrored into a canvas of powers of two at least 8 pixels wider and taller
    // on each side, so that the transform's wrap-around joins mirrored pixels, not opposite
    // edges of the photo.
    const int columns = CTicketImaging_powerOfTwo(width + 16), rows = CTicketImaging_powerOfTwo(height + 16);
    if ((size_t)columns * (size_t)rows > ((size_t)1 << 26)) return CTICKETIMAGING_TOO_LARGE;
    const int left = (columns - width) / 2, top = (rows - height) / 2;
    // The image is real, so the transform of each row at horizontal frequency columns - u is
    // the conjugate of that at u: only the frequencies 0...columns / 2 are kept.
    const int kept = columns / 2 + 1;
    const size_t cells = (size_t)kept * (size_t)rows;
    // The spectrum is kept transposed: `spectrum[u * rows + v]` is horizontal frequency u,
    // vertical frequency v, so that the vertical transforms run along contiguous memory.
    CTicketImaging_complex *spectrum = malloc(cells * sizeof *spectrum);
    CTicketImaging_complex *work = malloc(cells * sizeof *work);
    CTicketImaging_complex *lines = malloc((size_t)CTicketImaging_rowBlock * columns * sizeof *lines);
    uint8_t *bytes = malloc((size_t)pixGetWpl(gray) * 4);
    float *across = malloc((size_t)columns * sizeof *across), *down = malloc((size_t)rows * sizeof *down);
    if (!spectrum || !work || !lines || !bytes || !across || !down) {
        free(spectrum), free(work), free(lines), free(bytes), free(across), free(down);
        return CTICKETIMAGING_NO_MEMORY;
    }
    // Forward: each canvas row transformed, stored as a column of the transposed spectrum,
    // then each of those transformed along the vertical frequencies.
    for (int first = 0; first < rows; first += CTicketImaging_rowBlock) {
        for (int offset = 0; offset < CTicketImaging_rowBlock; offset++) {
            CTicketImaging_complex *line = lines + (size_t)offset * columns;
            CTicketImaging_unpackRow(gray, CTicketImaging_reflected(first + offset - top, height), bytes);
            for (int x = 0; x < columns; x++) {
                line[x][0] = bytes[CTicketImaging_reflected(x - left, width)];
                line[x][1] = 0;
            }
            CTicketImaging_fft(line, columns, 0);
        }
        for (int u = 0; u < kept; u++) {
            for (int offset = 0; offset < CTicketImaging_rowBlock; offset++) {
                spectrum[(size_t)u * rows + first + offset][0] = lines[(size_t)offset * columns + u][0];
                spectrum[(size_t)u * rows + first + offset][1] = lines[(size_t)offset * columns + u][1];
            }
        }
    }
    for (int u = 0; u < kept; u++) CTicketImaging_fft(spectrum + (size_t)u * rows, rows, 0);

    int status = CTICKETIMAGING_OK;
    const float scale = 1.0f / ((float)columns * (float)rows);
    for (int index = 0; index < count && status == CTICKETIMAGING_OK; index++) {
        // The Wiener filter of a Gaussian blur, H / (H^2 + noise_to_signal), H being separable.
        CTicketImaging_gaussianResponse(across, columns, sigmas[index]);
        CTicketImaging_gaussianResponse(down, rows, sigmas[index]);
        for (int u = 0; u < kept; u++) {
            const CTicketImaging_complex *from = spectrum + (size_t)u * rows;
            CTicketImaging_complex *to = work + (size_t)u * rows;
            for (int v = 0; v < rows; v++) {
                const float response = across[u] * down[v];
                const float gain = response / (response * response + noise_to_signal);
                to[v][0] = from[v][0] * gain, to[v][1] = from[v][1] * gain;
            }
            CTicketImaging_fft(to, rows, 1);
        }
        PIX *out = pixCreate(width, height, 8);
        if (!out) {
            status = CTICKETIMAGING_NO_MEMORY;
            break;
        }
        // Inverse along the rows, for the canvas rows that are the image's.
        for (int first = top - top % CTicketImaging_rowBlock; first < top + height; first += CTicketImaging_rowBlock) {
            for (int u = 0; u < kept; u++) {
                for (int offset = 0; offset < CTicketImaging_rowBlock; offset++) {
                    lines[(size_t)offset * columns + u][0] = work[(size_t)u * rows + first + offset][0];
                    lines[(size_t)offset * columns + u][1] = work[(size_t)u * rows + first + offset][1];
                }
            }
            for (int offset = 0; offset < CTicketImaging_rowBlock; offset++) {
                CTicketImaging_complex *line = lines + (size_t)offset * columns;
                for (int u = kept; u < columns; u++) line[u][0] = line[columns - u][0], line[u][1] = -line[columns - u][1];
            }
            for (int offset = 0; offset < CTicketImaging_rowBlock; offset++) {
                const int y = first + offset - top;
                if (y < 0 || y >= height) continue;
                CTicketImaging_complex *line = lines + (size_t)offset * columns;
                CTicketImaging_fft(line, columns, 1);
                l_uint32 *row = pixGetData(out) + (size_t)y * pixGetWpl(out);
                for (int x = 0; x < width; x++) {
                    const float value = line[x + left][0] * scale;
                    SET_DATA_BYTE(row, x, value <= 0 ? 0 : value >= 255 ? 255 : (int)lrintf(value));
                }
            }
        }
        outs[index] = out;
    }
    free(spectrum), free(work), free(lines), free(bytes), free(across), free(down);
    if (status != CTICKETIMAGING_OK) {
        for (int index = 0; index < count; index++) pixDestroy(&outs[index]);
    }
    return status;
}

int CTicketImaging_edgeSharpness(struct Pix *gray, float *sharpness) {
    *sharpness = -1;
    const int width = pixGetWidth(gray), height = pixGetHeight(gray);
    if (pixGetDepth(gray) != 8 || pixGetColormap(gray) || width <= 0 || height <= 0) return CTICKETIMAGING_CORRUPT;
    if (width < 3 || height < 3) return CTICKETIMAGING_OK;
    // Gradient magnitudes (central differences, halved) stay under 181; ratios are counted in
    // hundredths up to 8.
    enum { gradients = 256, ratios = 801 };
    size_t gradient_counts[gradients] = {0}, ratio_counts[ratios] = {0};
    uint8_t *rows = malloc((size_t)3 * pixGetWpl(gray) * 4);
    if (!rows) return CTICKETIMAGING_NO_MEMORY;
    const size_t stride = (size_t)pixGetWpl(gray) * 4;
    // Two passes: the gradients' distribution, then the ratios at the strong ones.
    int threshold = 0;
    for (int pass = 0; pass < 2; pass++) {
        CTicketImaging_unpackRow(gray, 0, rows);
        CTicketImaging_unpackRow(gray, 1, rows + stride);
        for (int y = 1; y < height - 1; y++) {
            const uint8_t *above = rows + (size_t)((y - 1) % 3) * stride, *here = rows + (size_t)(y % 3) * stride;
            uint8_t *below = rows + (size_t)((y + 1) % 3) * stride;
            CTicketImaging_unpackRow(gray, y + 1, below);
            for (int x = 1; x < width - 1; x++) {
                const int dx = here[x + 1] - here[x - 1], dy = below[x] - above[x];
                const float gradient = sqrtf((float)(dx * dx + dy * dy)) / 2;
                if (pass == 0) {
                    gradient_counts[(int)gradient] += 1;
                } else if (gradient > threshold) {
                    const int laplacian = abs(here[x + 1] + here[x - 1] + below[x] + above[x] - 4 * here[x]);
                    const int hundredths = (int)lrintf(100 * laplacian / gradient);
                    ratio_counts[hundredths < ratios ? hundredths : ratios - 1] += 1;
                }
            }
        }
        if (pass == 0) {
            // The 97th percentile of the gradients, at least 20 grey levels a pixel.
            const size_t total = (size_t)(width - 2) * (size_t)(height - 2), wanted = total - total * 3 / 100;
            size_t seen = 0;
            for (threshold = 0; threshold < gradients - 1 && seen + gradient_counts[threshold] <= wanted; threshold++) {
                seen += gradient_counts[threshold];
            }
            if (threshold < 20) threshold = 20;
        }
    }
    free(rows);
    size_t strong = 0;
    for (int index = 0; index < ratios; index++) strong += ratio_counts[index];
    if (strong < 100) return CTICKETIMAGING_OK;
    size_t seen = 0;
    int median = 0;
    while (seen + ratio_counts[median] <= strong / 2) seen += ratio_counts[median++];
    *sharpness = median / 100.0f;
    return CTICKETIMAGING_OK;
}
