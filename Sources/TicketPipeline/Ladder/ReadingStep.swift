/// One rung of the reading ladder (``ScanConfiguration/ladder``): a way of reading the photo
/// that the scan climbs to while its readings so far leave the answer open.
///
/// Each step runs only when it can still change the answer (no notice yet, or a field still
/// unread, depending on the step), and only while the scan is within
/// ``ScanConfiguration/readingBudget``; a step never changes a field that earlier readings
/// settled on (``ReadingConsensus``), and its values count towards settling a field they
/// left in dispute.
public enum ReadingStep: Sendable, Equatable {
    /// The block of text found in the photo (the slip, cropped and normalised), in its likely
    /// orientations, each read with the segmentations of ``ScanConfiguration/segmentations``
    /// in turn until the readings agree on all three fields. The first orientation that reads
    /// as a notice is the last one tried; a reading of upright print that holds no notice
    /// (``ScanConfiguration/uprightPrint``) ends the readings of the block. Runs while no
    /// reading showed a notice.
    case textBlock
    /// The whole photo, normalised, read the same way as ``textBlock``, but after a text
    /// block was read, its turns after the likeliest with the segmentations of
    /// ``ScanConfiguration/wholePhotoSegmentations``: when the block found showed no notice,
    /// the crop was wrong (blur and glare can split a slip's print).
    case wholePhoto
    /// The image the notice was found on, cut down to where its print lies (``NoticeRegion``:
    /// the clear words of its banners, header and labels, with room for its values), read
    /// again as one block when that is well under the image. Fills fields still unread, with
    /// values whose every word the reading is sure of (``TicketParser/changedImage``).
    case noticeRegion
    /// Each field line of the reading that showed the notice whose value rests on one reading
    /// alone (``ReadingConsensus/restsOnOneReading(_:)``), read again on its own, enlarged by
    /// `scale` with its slant taken out: a value the close-up reads surely is a second vote,
    /// which makes the field agreed or disputes it (a disputed field is read again by the
    /// steps after).
    case secondLooks(scale: Float)
    /// Values the parser read but doubted, each read again from its own words, enlarged and
    /// upright; a location that is a lot's long name exactly as is
    /// (``LotCatalogue/isVouchedName(_:)``) needs no second reading. Fills fields still unread.
    case doubtRechecks
    /// The image the notice was found on, changed so (``Reread``), read again as one block.
    /// Fills fields still unread, with values whose every word the reading is sure of
    /// (``TicketParser/changedImage``).
    case reread(Reread)
    /// Each field line of the reading that showed the notice, whose field is still unread,
    /// read again on its own, enlarged by each scale in turn with its slant taken out, until
    /// its close-ups settle on a value (``FieldLineCloseUps``); the second and later scales
    /// only when the line's label was read.
    case fieldCloseUps(scales: [Float])
    /// When the photo's edges are softer than `belowSharpness` (``GrayImage/edgeSharpness``)
    /// and its readings leave it no notice (without having shown other upright print, or
    /// texture, ``UprightPrint/showsTexture(by:)``, and no clear line) or a field unread: the
    /// photo deconvolved for each Gaussian blur of `sigmas`, in pixels of the decoded photo,
    /// each climbing the ladder `then` (in the crop and turn that showed the notice, when one
    /// did). A value that two of them agree on, more often than any other, fills a field still
    /// unread (``ReadingConsensus/addDeblurred(_:)``); the readings stop once fewer than two
    /// could still show a notice.
    case deblurred(sigmas: [Float], belowSharpness: Float, then: [ReadingStep])
    /// When the readings so far show no notice, and no other upright print either: the
    /// ladder `then` climbed again with the slip's contrast stretched tile by tile
    /// (``PreprocessOptions/stretchContrast``), for print faded to mid grey beside solid
    /// banners, which the global threshold of the readings before dropped; each image in its
    /// `turns` likeliest orientations only.
    case contrastStretched(turns: Int, then: [ReadingStep])
    /// When the readings so far show no notice, and no other upright print either: the
    /// ladder `then` climbed again with each image black and white at its print's own level
    /// (``PreprocessOptions/binariseAtPrintLevel``), for thermal print faded so far that
    /// neither the threshold of the readings before nor a stretched contrast brings it out
    /// beside solid banners, an occluder or dark ground; each image in its `turns` likeliest
    /// orientations only.
    case binarisedAtPrintLevel(turns: Int, then: [ReadingStep])
    /// When the readings so far leave a field unread (a photo without a notice has none) and
    /// show no other upright print: the slip's paper stood square
    /// (``Preprocessor/rectifiedPaper(in:)``), read as a photo of its own with the ladder
    /// `then`; what it reads replaces what the scan read when it reads more fields.
    case rectified(then: [ReadingStep])

    /// Whether the step only looks again at values already read (``secondLooks(scale:)``)
    /// rather than reads more of the photo.
    var looksAgain: Bool {
        if case .secondLooks = self { true } else { false }
    }
}
