// The two ways `CTicketImaging_scale` (scale.c) scales an 8-bit grey image without colormap,
// each giving exactly Leptonica's pixels.
#ifndef CTICKETIMAGING_SCALING_H
#define CTICKETIMAGING_SCALING_H

#include <leptonica/allheaders.h>

/// `pixScaleGeneral(gray, scale, scale, 0, 0)` itself (scale.c).
int CTicketImaging_scaleByLeptonica(PIX *gray, float scale, PIX **out);

/// Shrinking by `scale` below 0.7 by area mapping, as `pixScaleAreaMap` (area_map_scale.c);
/// Leptonica's own result for factors it handles otherwise.
int CTicketImaging_scaleByAreaMap(PIX *gray, float scale, PIX **out);

/// Scaling by `scale` from 0.7 up by linear interpolation, as `pixScaleGrayLI`'s general
/// case (linear_scale.c).
int CTicketImaging_scaleLinear(PIX *gray, float scale, PIX **out);

#endif
