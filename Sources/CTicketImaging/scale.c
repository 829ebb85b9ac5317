// See CTicketImaging.h: `pixScaleGeneral(gray, scale, scale, 0, 0)` with its two general
// grey cases computed here, in a third of Leptonica's time, to exactly its pixels.
#include "CTicketImaging.h"
#include "scaling.h"

int CTicketImaging_scaleByLeptonica(PIX *gray, float scale, PIX **out) {
    *out = pixScaleGeneral(gray, scale, scale, 0, 0);
    return *out ? CTICKETIMAGING_OK : CTICKETIMAGING_NO_MEMORY;
}

int CTicketImaging_scale(struct Pix *gray, float scale, struct Pix **out) {
    *out = NULL;
    // Leptonica's special factors (exact halvings and doublings), other depths, colormaps.
    const int special = scale == 0.5f || scale == 0.25f || scale == 0.125f || scale == 0.0625f
        || scale == 1.0f || scale == 2.0f || scale == 4.0f;
    if (pixGetDepth(gray) != 8 || pixGetColormap(gray) || !(scale > 0) || special) {
        return CTicketImaging_scaleByLeptonica(gray, scale, out);
    }
    // Compared in double precision, as Leptonica compares: 0.7f is below 0.7.
    return scale < 0.7 ? CTicketImaging_scaleByAreaMap(gray, scale, out) : CTicketImaging_scaleLinear(gray, scale, out);
}
