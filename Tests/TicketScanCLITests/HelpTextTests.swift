import ArgumentParser
import Testing

@testable import ticketscan

@Suite("Help texts")
struct HelpTextTests {
    @Test("scan --help teaches the command, pinned word for word")
    func scanHelp() {
        #expect(
            Ticketscan.helpMessage(for: Scan.self, columns: 80) == """
                OVERVIEW: Scan photos of parking notices and print one JSON response per photo.

                One photo gives its TicketScanResponse alone. Several give one line each that
                names its photo, as batch writes them:
                {"file":"a.jpg","response":{...},"confidence":{...},"elapsed_ms":412}. Exits 0
                when every photo was processed, whatever each scan found: a receipt gives
                error_code "not_a_ticket", a corrupt file "invalid_image". On a machine with
                two cores or more, a second Tesseract engine reads a hard photo's next reading
                ahead on the core a scan leaves idle: the answer is the same, sooner. For
                folders of photos, use batch, which fills the cores with photos instead.

                Examples:
                  ticketscan scan ticket.jpg | jq .ticket_location
                  ticketscan scan photos/*.jpg --now 2025-03-07T12:30:00-08:00 --timings
                  ticketscan scan odd.jpg --debug-dir /tmp/seen   # what the scanner saw

                USAGE: ticketscan scan [--now <ISO8601>] [--lots <FILE>] [--tessdata <DIR>] [--budget <SECONDS>] [--timings] [--debug-dir <DIR>] <IMAGE> ...

                ARGUMENTS:
                  <IMAGE>                 JPEG or PNG photos to scan.

                OPTIONS:
                  --now <ISO8601>         Judge recency against this instant instead of the
                                          clock (ISO 8601, e.g. 2025-03-07T12:30:00-08:00).
                  --lots <FILE>           Read the lot catalogue from this JSON file instead of
                                          the built-in one.
                  --tessdata <DIR>        Read with eng.traineddata from this folder (a stock
                                          Tesseract model, such as Debian's in
                                          /usr/share/tesseract-ocr/5/tessdata) instead of
                                          TicketScan's built-in model.
                  --budget <SECONDS>      Stop reading a photo after this many seconds, the
                                          reading under way at its next word, and answer with
                                          what its readings so far agree on. Most photos read
                                          in well under a second; hard ones (blurred, dark,
                                          stained) are read again and again, up to 20 s, for
                                          their last fields, and a photo of foliage for a
                                          minute. Default: no limit, except for serve (3 s).
                  --timings               Print each photo's decode, preprocess, OCR and parse
                                          milliseconds on stderr.
                  --debug-dir <DIR>       Write NAME.upright.png, and NAME.ocr-N.png with its
                                          raw text NAME.ocr-N.txt for each reading, for each
                                          photo into this folder.
                  --version               Show the version.
                  -h, --help              Show help information.

                """
        )
    }
}
