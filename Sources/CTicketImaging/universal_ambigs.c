// See CTicketImaging.h: Tesseract 5.0.3 (Debian's build) spends most of an engine's
// initialisation (about 34 of 40 ms) building its table of universal character ambiguities
// (`UnicharAmbigs::LoadUniversal`: each of its entries inserted into a sorted linked list).
// Only the legacy engine reads that table: its classifier and its dictionary permuter.
// Tesseract built without the legacy engine (DISABLED_LEGACY_ENGINE) never loads it, and the
// LSTM engine, the only one the pipeline runs (OEM_LSTM_ONLY), recognises the same without
// it: every corpus response is byte for byte the same.
//
// libtesseract calls `LoadUniversal` through its procedure linkage table, so the definition
// below, in the executable, comes first for it, as `pixWriteMem` does for Leptonica's
// (line_image_store.c): the table stays empty. A Tesseract whose method has another name or
// signature simply calls its own.
#define _GNU_SOURCE
#include "CTicketImaging.h"

#include <dlfcn.h>

#define CTICKETIMAGING_LOAD_UNIVERSAL _ZN9tesseract13UnicharAmbigs13LoadUniversalERKNS_10UNICHARSETEPS1_

/// `void tesseract::UnicharAmbigs::LoadUniversal(const UNICHARSET &encoder_set,
/// UNICHARSET *unicharset)`: leaves the ambiguity table as `InitUnicharAmbigs` made it, empty.
void CTICKETIMAGING_LOAD_UNIVERSAL(void *ambigs, const void *encoder_set, void *unicharset);
void CTICKETIMAGING_LOAD_UNIVERSAL(void *ambigs, const void *encoder_set, void *unicharset) {
    (void)ambigs;
    (void)encoder_set;
    (void)unicharset;
}

#define CTICKETIMAGING_STRING(name) CTICKETIMAGING_STRING_(name)
#define CTICKETIMAGING_STRING_(name) #name

int CTicketImaging_skipsUniversalAmbiguities(void) {
    return dlsym(RTLD_DEFAULT, CTICKETIMAGING_STRING(CTICKETIMAGING_LOAD_UNIVERSAL)) == (void *)CTICKETIMAGING_LOAD_UNIVERSAL;
}
