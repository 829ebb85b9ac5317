public import TicketCore
public import TicketOCR
public import TicketPreprocessing

/// Everything a scan depends on besides the image and the clock.
public struct ScanConfiguration: Sendable {
    /// The lots that locations are mapped to.
    public var catalogue: LotCatalogue
    /// Size limits and DCT scaling of the decoder.
    public var decodeLimits: DecodeLimits
    /// Slip finding, deskew, normalisation and scale.
    public var preprocess: PreprocessOptions
    /// The fewest character-sized marks that the three longest rows of print in a photo hold
    /// together (``RowsOfPrint/marksInLongestRows``, measured on its thumbnail in 0.01 to
    /// 0.08 s) for the photo to be read at all; a photo with fewer is answered `not_a_ticket`
    /// before any reading. Nil reads every photo. The faintest notice of `samples/`
    /// (motion-111) shows 19; 11 of the 28 real photos of `samples-scenes/` (a starry sky, a
    /// brick wall, a cat, flowers) and the blank negatives show fewer than 12, and are refused
    /// in about 0.05 s instead of after up to 54 s of readings. Every response of both corpus
    /// splits stays the same.
    ///
    /// A photo with too few is looked at again for fainter print
    /// (``Preprocessor/fainterLook(at:)``) before it is refused, and read as that look's
    /// marks show: thermal print faded to a grey near its paper's, on a slip in even light,
    /// shows almost none by the usual ink. Of 65 notices with faded print made by the tuning
    /// set's generator with six other seeds, 2 were refused before any reading; looked at
    /// again, both are read, with their times right. Every response of both corpus splits
    /// stays the same (the held-out split's 2 notices refused so are read, and show no notice
    /// yet), and the 28 real scenes are all refused: 8 of them before any reading, and the cat
    /// and the two flowers, which the fainter look lets through, after one or two readings,
    /// in at most 0.24 s.
    public var minimumMarksInRows: Int? = 12
    /// The most marks a photo's thumbnail may show for each straight row of print
    /// (``RowsOfPrint/marksPerStraightRow``) for the photo to be read as print from its first
    /// reading; a photo with more, or without any straight row, is read as texture
    /// (``uprightPrint``) until a reading holds a clear line: with automatic layout only,
    /// never as a single block, which reads grass, gravel or a cliff's rock as dozens of lines
    /// of junk at up to two seconds a reading, and, without a notice, not deconvolved. Nil
    /// reads every photo as print first.
    ///
    /// Every legible notice of `samples/` shows a straight row for every 254 marks or fewer
    /// (the faintest, motion-111, one among 254; a dot-matrix one, wide-dotmatrix-174, one
    /// among 214). Of the 17 real photos of `samples-scenes/` that pass
    /// ``minimumMarksInRows``, 11 show no straight row (a photo of words on a landscape is
    /// refused in 2.9 s instead of 5.9 s), and five more one among 452 to 2,900 marks (grass,
    /// a coffee cup and a wall in China at 12 MP, a portrait with words, the coffee cup at
    /// 600x400): the first four take 17.7 s instead of 27.7 s (the portrait 1.4 s instead of
    /// 5.6 s), the coffee cup at 600x400 (452 marks a straight row) 0.73 s instead of 3.1 s,
    /// and every response and reading of both corpus splits stays the same. No photo of
    /// `samples/` with a straight row shows more than 326 marks for each (a City of Davis
    /// citation, negative-citydavis-132), so none is read differently: 350 leaves a margin
    /// above it and the notices' 254.
    public var maximumMarksPerStraightRow: Int? = 350
    /// The longest side, in pixels, of the text block cut from a photo read as texture from its
    /// first reading (``maximumMarksPerStraightRow``), and of the whole photo when it is read,
    /// in place of ``PreprocessOptions/maxSlipSide`` when smaller. Tesseract's time grows with
    /// the area it reads: the marks of grass or a patterned wall, taken for print 10 px tall,
    /// enlarge the whole frame to 2400 px, and a 12 MP photo is read whole at 2016 px. At 1200
    /// px every response of both corpus splits stays the same (the held-out split makes 1,094
    /// readings instead of 1,076). The 28 real scenes, `batch --jobs 2`: capping the text
    /// block took them from 42.5 s to 20.7 s (grass at 12 MP from 10.3 s to 5.4 s), and
    /// capping the whole photo too from 20.8 s to 14.9 s in another run (grass from 5.4 s to
    /// 2.3 s, no scene over 3 s), each pair one run after the other.
    public var textureSlipSide = 1200
    /// The most orientations read of each image of a photo read as texture from its first
    /// reading (``maximumMarksPerStraightRow``): its likeliest alone, where a photo read as
    /// print is read in both ways along its lines' axis (or in four quarter turns without
    /// one). Nil reads all its likely orientations. The texture of grass or gravel reads as
    /// junk whichever way it is turned: the 28 real scenes of `samples-scenes/` are refused in
    /// 3.7 s instead of 7.0 s (`batch --jobs 1`, one run after the other; grass at 12 MP in
    /// 0.66 s instead of 1.26 s), and every response, confidence and first reading of both
    /// corpus splits stays the same (the held-out split makes 1,248 readings instead of
    /// 1,265). No notice of `samples/` is read as texture from its first reading; one that
    /// were, photographed upside down, would be read the right way up only by the steps
    /// that find their own orientation (the paper stood square).
    public var textureTurns: Int? = 1
    /// The page segmentations tried on each orientation, in order, until the readings agree
    /// on all three fields: a single block first (a cropped slip), then automatic layout
    /// (a crop with background left in it).
    public var segmentations: [PageSegmentation] = [.singleBlock, .automatic]
    /// The page segmentations tried on each orientation of the whole photo but its likeliest,
    /// once a text block was found and read (without one, the whole photo is read as the
    /// block is): automatic layout alone. Read as a single block, the background around a
    /// slip reads as dozens of lines of junk, at up to a second a turn; automatic layout
    /// leaves it out. The likeliest turn keeps the single block: some notices show only
    /// there, after their text block failed. Every response of both corpus splits stays the
    /// same.
    public var wholePhotoSegmentations: [PageSegmentation] = [.automatic]
    /// The page segmentations tried on the whole photo's likeliest turn when its text block
    /// read as upright print that is no notice (a bill, a receipt, a flyer): automatic layout
    /// first, whose reading of the same print ends the photo's readings, then a single block.
    /// Read as a single block first, the background around such print reads as dozens of
    /// lines of junk before the automatic layout reads the print again: `samples/`' gas
    /// station receipt is refused in 0.39 s instead of 0.90 s, its flyer in 0.40 s instead of
    /// 0.85 s, and the slowest of its negatives and of `samples-scenes/` in 0.72 s instead of
    /// 0.90 s (one worker, the faster of two runs). Every response of both corpus splits
    /// stays the same; skipping the single block there instead lost a notice of the held-out
    /// split.
    public var afterOtherPrintSegmentations: [PageSegmentation] = [.automatic, .singleBlock]
    /// How the photo is read: each step in turn, each only while it can still change the
    /// answer (``ReadingStep``). The two first are the readings every photo gets; the others
    /// are fallbacks, which a photo reaches only when those left it no notice or a field
    /// unread. The figures are those of the corpus in `samples/`, where each step was tuned:
    ///
    /// - ``ReadingStep/textBlock``; then, when it showed no notice and no other upright print,
    ///   the block again with its contrast stretched in its likeliest turn
    ///   (``ReadingStep/contrastStretched(turns:then:)``, below); then
    ///   ``ReadingStep/wholePhoto`` when neither showed a notice. Read before the whole photo
    ///   rather than after the second looks, the stretched block reads in full a notice of
    ///   `samples/` that was answered `not_a_ticket` (wide-exif6-12mp-148: dates 89.2% to
    ///   89.8%, times 88.7% to 89.2%, locations 89.8% to 90.3%) and one more date of the
    ///   held-out split (79.8% to 80.6%), every other response the same, in 8 and 20 fewer
    ///   readings (1,460 and 1,228): a block whose print stretched shows the notice needs no
    ///   whole photo read first. A block whose print has faded
    ///   (``Preprocessor/printIsFaded(in:)``) is read the other way round, stretched in its
    ///   first readings and as it is in the stretched step: `samples/` reads 1 more date
    ///   (90.3%) and 1 time right and 1 fewer, with 2 photos fewer with a wrong value (10);
    ///   the held-out split 1 more date (81.5%) and 1 more recency flag (86.3%), every other
    ///   figure the same; 1,494 and 1,203 readings. Stretched first whenever Tesseract's
    ///   local threshold is chosen instead, the held-out split lost 2.4 points of locations
    ///   and gained 2 photos with a wrong value.
    /// - ``ReadingStep/rectified(then:)``, the slip's paper stood square
    ///   (``Preprocessor/rectifiedPaper(in:)``) and read whole as a scan of itself, when those
    ///   readings left a field unread and showed no other upright print. `samples/` reads 3
    ///   more dates, 6 more locations, 7 more lots and 1 more recency flag, 1 time fewer, and
    ///   answers a steeply photographed notice in full (wide-steep-185), for 2 more photos
    ///   with a wrong value; the held-out split 1 more date, 4 more times, 4 more locations,
    ///   2 more lots and 4 more recency flags, with 2 photos fewer with a wrong value. Run only
    ///   for photos without any field, it read 1 date, 4 locations and 4 lots fewer on
    ///   `samples/` (and 1 time more), and 1 time, 1 location and 1 recency flag fewer on the
    ///   held-out split, with 1 more photo with a wrong value there. Read with the text
    ///   block found in it first, a faint slip's block was its header alone, which showed the
    ///   notice and ended the readings without a field.
    /// - ``ReadingStep/noticeRegion``, the notice's image cut down to its print
    ///   (``NoticeRegion``), when a field is still unread: every response of `samples/` stays
    ///   the same, and the held-out split reads 1 more time, 2 more locations and 1 more lot,
    ///   with 1 photo fewer with a wrong value. Put before ``ReadingStep/rectified(then:)``, it
    ///   fills fields that the paper stood square fills too and so keeps those readings from
    ///   replacing the scan's: `samples/` loses a time. With its values taken as a first
    ///   reading's (able to contradict the readings before it, and without the floor of
    ///   rereads), `samples/` loses a date and a time, one of them to a wrong value.
    /// - ``ReadingStep/secondLooks(scale:)``, a second, differently failing reading of each
    ///   value that one reading alone gave: its line alone, enlarged 2x, a scale no close-up
    ///   uses, so that no line image is read twice. `samples/` reads 1 more location and lot
    ///   (1 recency flag fewer, on a notice whose time was wrong before and after), the
    ///   held-out split 1 more location and lot; photos with a wrong value fall from 13 to 12
    ///   and from 7 to 6, for 40 to 60 ms more a notice. Enlarged 1.5x instead, as the first
    ///   close-up is, the held-out split lost a date.
    /// - ``ReadingStep/contrastStretched(turns:then:)``, the whole photo again with the slip's
    ///   contrast stretched in tiles of two characters (``Preprocessor/stretchedContrast(of:)``),
    ///   when no reading showed a notice or other upright print. With the block and the whole
    ///   photo both stretched here, after the second looks: every response of `samples/` stays
    ///   the same, and the held-out split reads 4 more dates, 2 more times, 4 more locations
    ///   and 4 more lots (`not_a_ticket` precision 43.9% to 58.1%), for 2 more photos with a
    ///   wrong value. As the first reading instead it lost `samples/` 4.7 points of dates and added 7
    ///   hallucinations: stretching also darkens the noise of photos whose print was legible.
    ///   Each image is read stretched in its likeliest turn only: every response of both
    ///   splits stays the same as with every turn, and the real scenes of `samples-scenes/`
    ///   take 17% less time, the negatives of `samples/` 9% less. Not for a photo whose
    ///   thumbnail and readings showed texture (``maximumMarksPerStraightRow``,
    ///   ``UprightPrint/showsTexture(by:)``, no clear line): the real scenes take 7.0 s
    ///   instead of 11.5 s, and every response of both splits stays the same; left out for
    ///   every photo whose readings alone showed texture, the held-out split answered 2 more
    ///   notices `not_a_ticket`.
    /// - ``ReadingStep/binarisedAtPrintLevel(turns:then:)``, the block, the whole photo and
    ///   the slip's paper stood square again, black and white at their print's own level,
    ///   when still no reading showed a notice or other upright print: thermal print faded to
    ///   within 60 greys of its paper beside a solid banner or a wiper, which both the global
    ///   threshold and the stretched tiles leave grey. The held-out split reads 1 more date,
    ///   2 more times, 3 more locations and 2 more lots (`not_a_ticket` precision 66.7% to
    ///   72.0%), 71 faded notices of the tuning generator's other seeds 2 more of each field,
    ///   and no photo gets a wrong value; `samples/` stays the same. Without the paper stood
    ///   square, half of that. It reads 2 photos of `samples/`, 6 of the held-out split and 1
    ///   of the 28 real scenes, for 1% to 3% more reading time. Read only after a reading
    ///   showed a notice's banner or header, the held-out split lost a notice; Tesseract's
    ///   local threshold at a Sauvola factor of 0.1 here instead read no more field of the
    ///   faded notices.
    /// - ``ReadingStep/doubtRechecks``.
    /// - Close-ups of field lines (``Preprocessor/lineCloseUp(of:in:scale:)``): the first at
    ///   1.5x fills 5 fields of 3 notices and no wrong value (4 when the close-ups are not cut
    ///   to their own rows; 2x, 2.5x or 3x instead, one date fewer); at 2.25x and 3x after it,
    ///   two agreeing readings fill 2 dates more (rot90-045, rot180-046) and no wrong value.
    ///   They come before the rereads: a step of close-ups takes about 0.06 s, a reread 0.3 to
    ///   0.7 s, and a field they fill spares the rereads that would have filled it. Every
    ///   response of both corpus splits stays the same (close-ups fill 5 fields of `samples/`
    ///   and 2 of the held-out split that rereads filled), and `samples/` takes 2.6% less time.
    /// - Rereads of the notice's image (``Reread``): Tesseract's misreadings change with the size,
    ///   sharpness, stroke width and greys of the print. Reduced 0.65x first, it fills 2 fields on
    ///   `samples/` and none on the held-out split, and no wrong value; without it `samples/` loses
    ///   a time (exif7-037) and the held-out split nothing, for 19 and 42 readings fewer (as tuned
    ///   behind a reread enlarged 1.25x: 0.6x and 0.7x filled 2 and 4 fields where it filled 3,
    ///   0.75x and 0.8x added wrong times). An enlarged reread before it fills no field on either
    ///   split that the rereads after it leave unread, and is not made: without it every response
    ///   of both stays the same, for 5% less reading time on `samples/` and 7% on the held-out
    ///   split (1.5x added a wrong time). Sharpened next (half-width 4, fraction 1), it fills 3
    ///   more fields of 3 notices (blur, motion, a coffee stain) and no wrong value; half-width 3
    ///   at fractions 0.7 to 1.5 and 5 at 1 fill 2 or 3, half-width 2 fills 2 at fraction 0.5 and
    ///   adds a wrong time at 1. With its strokes thinned by 2 px then, it fills motion-12mp-069's
    ///   location; with its greys lightened (gamma 2) last, lowlight-087's location (gamma 1.5 and
    ///   3, the same); neither adds a wrong value. Sharpened and enlarged 1.25x instead filled one
    ///   date, but neither half-width 3 or 5 nor 1.5x did the same: not kept.
    ///   A reread's value counts only when every word of it is sure
    ///   (``TicketParser/changedImage``). Recognised only down to the banner below the
    ///   fields, rereads take about a quarter less time on both corpus splits, for the same
    ///   responses.
    /// - Deconvolution of a blurred photo, for Gaussian blurs of 1, 1.5, 2 and 3 px: the first
    ///   three fill blur-12mp-059 (read as no notice without them), exif8-12mp-026's date,
    ///   blur-094's location and motion-106's time, and no wrong value; the 3 px blur fills one
    ///   more time on `samples/` and one more location and lot on the held-out split, and no
    ///   wrong value, for 1% and 6% more reading time (blurs of 1, 2 and 3 px instead lose
    ///   `samples/` a date and a time). Photos count as blurred below an edge sharpness
    ///   (``GrayImage/edgeSharpness``) of 0.8: sharp photos of print measure 1 to 2, the
    ///   corpus's blurred ones under 0.8 (up to 1.0 filled nothing more on either split, for
    ///   6% and 21% more reading time); blank pages, stains and
    ///   receipts, which deconvolution only makes slower to read (up to 25 s more), stay out.
    ///   Each deconvolved photo is read as the photo itself is, without rereads or close-ups,
    ///   and only while it could still change a field: the same responses on both corpus
    ///   splits, for a sixth less deconvolution time on the held-out split. A photo that
    ///   showed no notice and only texture (``UprightPrint/showsTexture(by:)``, and no clear
    ///   line) is not deconvolved either: the same responses on both splits, and the real
    ///   scenes and negatives take 15% less time (grass at 12 MP 13.5 s instead of 24.6 s, a
    ///   coffee cup at 12 MP 3.4 s instead of 8.8 s).
    public var ladder: [ReadingStep] = [
        .textBlock,
        .contrastStretched(turns: 1, then: [.textBlock]),
        .wholePhoto,
        .rectified(then: [.wholePhoto]),
        .noticeRegion,
        .secondLooks(scale: 2),
        .contrastStretched(turns: 1, then: [.wholePhoto]),
        .binarisedAtPrintLevel(turns: 1, then: [.textBlock, .wholePhoto, .rectified(then: [.wholePhoto])]),
        .doubtRechecks,
        .fieldCloseUps(scales: [1.5, 2.25, 3]),
        .reread(.scaled(0.65)),
        .reread(.sharpened(halfWidth: 4, fraction: 1)),
        .reread(.strokesThinned(width: 3)),
        .reread(.lightened(gamma: 2)),
        .deblurred(sigmas: [1, 1.5, 2, 3], belowSharpness: 0.8, then: [.textBlock, .wholePhoto, .doubtRechecks]),
    ]
    /// What tells that a reading which shows no notice, and no phrase of one
    /// (``PageReading/mayBePartOfNotice``), was of upright print, so that the image it was
    /// made from is read no further (no other segmentation, no other orientation) and no
    /// retouched or deconvolved copy of the photo is read. On both corpus splits it leaves
    /// every response the same. A bill read upright at once is answered after that one
    /// reading, in 0.45 s; a Sacramento citation whose slip edges read as junk lines above
    /// and below its print, in 0.70 s instead of 8.3 s (when every word's confidence was
    /// averaged, the junk pulled it under the bar and the photo went through every fallback,
    /// 33 readings).
    ///
    /// It also tells texture: once a reading of the photo showed many lines of junk and none
    /// showed a clear line (``UprightPrint/showsTexture(by:)``), each image of the photo is
    /// read with automatic layout only, in every step left, instead of also as a single
    /// block, which reads texture as dozens of lines at up to a second each. The real photos
    /// of `samples-scenes/` take 39% less time (grass at 12 MP 21.7 s instead of 39.0 s, a
    /// coffee cup at 12 MP 7.2 s instead of 15.5 s), and every figure of both corpus splits
    /// stays the same. Skipping the fallbacks of such a photo instead took 47% off, but two
    /// notices of the held-out split were then answered `not_a_ticket`.
    public var uprightPrint = UprightPrint()
    /// Seconds of a photo's scan after which its readings stop: no further reading of it is
    /// started (the first always is), and the one under way stops at the next word, keeping
    /// the words it read; the scan then answers with what its readings so far agree on. Nil
    /// for no limit. Only the preprocessing of the image under way and Tesseract's layout
    /// analysis of it run on past the budget. A cap for servers, for batches of thousands and
    /// for impatient callers: most photos read in a fraction of a second, but a hard one
    /// (blurred, dark, stained) can take 20 s of rereads, close-ups and deconvolved readings,
    /// which are what read its last fields, and a photo of foliage or gravel, whose texture
    /// Tesseract takes for thousands of letters, a minute.
    public var readingBudget: Double?

    public init(
        catalogue: LotCatalogue = .default,
        decodeLimits: DecodeLimits = DecodeLimits(),
        preprocess: PreprocessOptions = PreprocessOptions()
    ) {
        self.catalogue = catalogue
        self.decodeLimits = decodeLimits
        self.preprocess = preprocess
    }
}
