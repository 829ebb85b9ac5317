// CTesseract: the system headers of Tesseract's C API and of Leptonica, found by pkg-config.
// This header exists only so that the module map can name one umbrella for both libraries:
// TicketOCR's engine needs `TessBaseAPI*` and the `PIX` type it is fed with.
#ifndef CTESSERACT_SHIM_H
#define CTESSERACT_SHIM_H

#include <tesseract/capi.h>
#include <leptonica/allheaders.h>

#endif
