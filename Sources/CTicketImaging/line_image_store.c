// See CTicketImaging.h: Tesseract 5.0.3 (Debian's build) keeps every line image it hands the
// LSTM as a PNG in memory (`ImageData::SetPixInternal` calls `pixWriteMem(..., IFF_PNG)`)
// and decodes it again before recognising it. zlib's default level spends 7% of a corpus
// run's cycles compressing bytes that are decoded a moment later. This module's
// `pixWriteMem` takes the place of Leptonica's in the process (the executable's definition
// comes first in the dynamic linker's search, for every library that calls it) and writes
// such PNGs uncompressed: the same pixels, for no deflate and a trivial inflate.
#define _GNU_SOURCE
#include "CTicketImaging.h"

#include <dlfcn.h>
#include <leptonica/allheaders.h>
#include <pthread.h>

typedef l_ok (*CTicketImaging_writeMem)(l_uint8 **, size_t *, PIX *, l_int32);

static CTicketImaging_writeMem CTicketImaging_leptonicaWriteMem;
static pthread_once_t CTicketImaging_lookupOnce = PTHREAD_ONCE_INIT;

static void CTicketImaging_lookUpLeptonica(void) {
    CTicketImaging_leptonicaWriteMem = (CTicketImaging_writeMem)dlsym(RTLD_NEXT, "pixWriteMem");
}

/// Leptonica's `pixWriteMem`, except that a PNG whose compression nobody chose (the `PIX`'s
/// special field unset, see `pixSetZlibCompression`) is stored without compression. The
/// `PIX` is left as it was.
l_ok pixWriteMem(l_uint8 **pdata, size_t *psize, PIX *pix, l_int32 format) {
    pthread_once(&CTicketImaging_lookupOnce, CTicketImaging_lookUpLeptonica);
    // Leptonica is linked in, so its definition is always found; failing is an error return.
    if (!CTicketImaging_leptonicaWriteMem) return 1;
    // Leptonica 1.82 (Debian's) declares the PIX struct in pix.h; it has no getter.
    if (format != IFF_PNG || !pix || pix->special != 0) {
        return CTicketImaging_leptonicaWriteMem(pdata, psize, pix, format);
    }
    pixSetZlibCompression(pix, 0);
    l_ok status = CTicketImaging_leptonicaWriteMem(pdata, psize, pix, format);
    pixSetSpecial(pix, 0);
    return status;
}

int CTicketImaging_storesLineImagesUncompressed(void) {
    return dlsym(RTLD_DEFAULT, "pixWriteMem") == (void *)pixWriteMem;
}
