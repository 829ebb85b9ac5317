// The model's bytes are included at compile time with C23's #embed, which clang accepts in
// the C dialect SwiftPM compiles with (as an extension, hence the pragma). Functions rather
// than the array itself, since Swift imports an array of unknown size poorly.
#include "CTicketModel.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char traineddata[] = {
#embed "ticketscan.traineddata"
};

const char *CTicketModel_traineddata(void) { return traineddata; }

size_t CTicketModel_traineddataSize(void) { return sizeof(traineddata); }
