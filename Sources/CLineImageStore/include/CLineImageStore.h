// CLineImageStore: Leptonica's `pixWriteMem` for the executables alone (`ticketscan`,
// `ticketscan-bench`), so that the PNGs Tesseract keeps of its line images are stored without
// compression (line_image_store.c). No library target depends on this one: linked into a
// program, it replaces Leptonica's function for every library in that process, which only the
// program may decide.
#ifndef CLINEIMAGESTORE_H
#define CLINEIMAGESTORE_H

/// 1 when the process's `pixWriteMem` is this module's and stores PNGs uncompressed: the
/// dynamic linker resolves every library's calls to it here, and the Leptonica loaded is the
/// version this module was built against. 0 when Leptonica's own does all the work.
int CLineImageStore_isActive(void);

#endif
