// Tesseract 5 (Debian's 5.3.0) keeps every line image it hands the LSTM as a PNG in memory
// (`ImageData::SetPixInternal` calls `pixWriteMem(..., IFF_PNG)`) and decodes it again before
// recognising it: zlib's default level spends 6% of a batch's time compressing bytes that are
// decoded a moment later. The `pixWriteMem` below, defined in the executable, comes first in
// the dynamic linker's search for every library that calls it, and writes such PNGs
// uncompressed: the same pixels, for no deflate and a trivial inflate.
//
// It reads the `PIX`'s `special` field, whose place in the struct is that of the Leptonica
// headers it was compiled with. When the Leptonica loaded at run time is another version,
// every call goes to Leptonica's own function unchanged.
#define _GNU_SOURCE
#include "CLineImageStore.h"

#include <dlfcn.h>
#include <leptonica/allheaders.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef l_ok (*CLineImageStore_writeMem)(l_uint8 **, size_t *, PIX *, l_int32);

/// Leptonica's own `pixWriteMem`, found after this one in the dynamic linker's search.
static CLineImageStore_writeMem CLineImageStore_leptonica;
/// 1 when the Leptonica loaded is the version of the headers this file was compiled with.
static int CLineImageStore_sameVersion;
static pthread_once_t CLineImageStore_lookupOnce = PTHREAD_ONCE_INIT;

static void CLineImageStore_lookUp(void) {
    CLineImageStore_leptonica = (CLineImageStore_writeMem)dlsym(RTLD_NEXT, "pixWriteMem");
    char expected[32];
    snprintf(expected, sizeof expected, "leptonica-%d.%d.", LIBLEPT_MAJOR_VERSION, LIBLEPT_MINOR_VERSION);
    char *loaded = getLeptonicaVersion();
    CLineImageStore_sameVersion = loaded && strncmp(loaded, expected, strlen(expected)) == 0;
    lept_free(loaded);
}

/// Leptonica's `pixWriteMem`, except that a PNG whose compression nobody chose (the `PIX`'s
/// special field unset, see `pixSetZlibCompression`) is stored without compression. The
/// `PIX` is left as it was.
l_ok pixWriteMem(l_uint8 **pdata, size_t *psize, PIX *pix, l_int32 format) {
    pthread_once(&CLineImageStore_lookupOnce, CLineImageStore_lookUp);
    // Leptonica is linked in, so its definition is always found; failing is an error return.
    if (!CLineImageStore_leptonica) return 1;
    // Leptonica 1.82 declares the PIX struct in pix.h; it has no getter for `special`.
    if (!CLineImageStore_sameVersion || format != IFF_PNG || !pix || pix->special != 0) {
        return CLineImageStore_leptonica(pdata, psize, pix, format);
    }
    pixSetZlibCompression(pix, 0);
    l_ok status = CLineImageStore_leptonica(pdata, psize, pix, format);
    pixSetSpecial(pix, 0);
    return status;
}

int CLineImageStore_isActive(void) {
    pthread_once(&CLineImageStore_lookupOnce, CLineImageStore_lookUp);
    return dlsym(RTLD_DEFAULT, "pixWriteMem") == (void *)pixWriteMem && CLineImageStore_sameVersion;
}
