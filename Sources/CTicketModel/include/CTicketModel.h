#ifndef CTICKETMODEL_H
#define CTICKETMODEL_H

#include <stddef.h>

/// TicketScan's recognition model: the bytes of ticketscan.traineddata (Tesseract's format),
/// compiled into the program so that no model file has to be found at run time.
/// scripts/model/train.sh makes the file, and its recipe beside it.
const char *CTicketModel_traineddata(void);

/// The number of bytes `CTicketModel_traineddata()` points to.
size_t CTicketModel_traineddataSize(void);

#endif
