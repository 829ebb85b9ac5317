public import TicketOCR

/// Turns an upright decoded photo into the image Tesseract reads best: the slip cropped out,
/// evened out and scaled so that its text is the size the LSTM model was trained on, then
/// turned so that its text stands upright, and straightened.
///
/// ```swift
/// let preprocessor = Preprocessor()
/// let slip = preprocessor.normalisedTextBlock(in: decoded.image)
///     ?? preprocessor.normalisedPage(in: decoded.image)
/// for degrees in preprocessor.orientationCandidates(for: slip) {
///     let prepared = preprocessor.oriented(slip, degrees: degrees)
///     // recognise prepared ...
/// }
/// ```
public struct Preprocessor: Sendable {
    public var options: PreprocessOptions

    public init(options: PreprocessOptions = PreprocessOptions()) {
        self.options = options
    }

    /// The block of printed text cut out of `image`, scaled so that its characters are
    /// ``PreprocessOptions/characterHeight`` pixels tall (its long side at most
    /// ``PreprocessOptions/maxSlipSide``), with shading evened out; nil when no block of text
    /// stands out. Faint print (``TextRegion/faint``) is despeckled before it is enlarged, so
    /// that the noise that broke it does not grow into blots (motion-111 of `samples/` reads
    /// only so); applied to every crop enlarged 1.5x or more, the same median costs dates and
    /// times.
    ///
    /// Print smaller than ``PreprocessOptions/finerBelowCharacterHeight`` is cut from `finer`,
    /// the same photo at a finer scale, when it is given and finer.
    ///
    /// - Parameters:
    ///   - marks: the marks of `image`'s thumbnail (``printMarks(of:)``), when they were found
    ///     already.
    ///   - finer: makes the same photo at a finer scale (a JPEG decoded at full size), asked
    ///     for only when the print is small.
    public func normalisedTextBlock(
        in image: GrayImage,
        marks: PrintMarks? = nil,
        finer: (() -> GrayImage?)? = nil
    ) -> GrayImage? {
        let finder = TextRegionFinder()
        guard let region = finder.locate(in: image, marks: marks ?? finder.marks(of: image)) else { return nil }
        let (crop, characterHeight) = cut(region, from: image, finer: finer)
        var result = region.faint ? crop.despeckled() : crop
        if characterHeight > 0 {
            let toCharacters = min(4, max(0.25, options.characterHeight / characterHeight))
            result = result.scaled(by: min(Float(toCharacters), scaleToCap(result)))
        }
        return evened(result)
    }

    /// `region` of `image` cut out, and its characters' height in the cut: from `finer`'s
    /// image when the print is small and that image is finer than `image`.
    private func cut(_ region: TextRegion, from image: GrayImage, finer: (() -> GrayImage?)?) -> (GrayImage, Double) {
        guard region.characterHeight > 0, region.characterHeight < options.finerBelowCharacterHeight,
            let fine = finer?(), fine.width > image.width
        else { return (image.cropped(to: region.rect), region.characterHeight) }
        let factor = Double(fine.width) / Double(image.width)
        let rect = region.rect.scaled(by: factor, margin: 0, within: (fine.width, fine.height))
        return (fine.cropped(to: rect), region.characterHeight * factor)
    }

    /// The slip's paper in `image` stood square (``PaperQuadrilateral``,
    /// ``GrayImage/rectified(_:)``): a slip photographed at an angle, whose lines converge and
    /// whose letters shrink and lean towards its far edge, as if scanned flat. Nil when no
    /// four-sided sheet of paper stands out. The paper is looked for on the thumbnail of
    /// `marks`, the photo's marks, when given.
    public func rectifiedPaper(in image: GrayImage, marks: PrintMarks? = nil) -> GrayImage? {
        PaperQuadrilateral.find(in: marks?.thumbnail ?? image, scaledBy: marks?.factor ?? 1).flatMap { image.rectified($0) }
    }

    /// The character-sized marks of `image`'s thumbnail, which ``rowsOfPrint(of:)`` and
    /// ``normalisedTextBlock(in:marks:)`` work on.
    public func printMarks(of image: GrayImage) -> PrintMarks {
        TextRegionFinder().marks(of: image)
    }

    /// The rows of print among `marks`, a look made before any reading (``PrintRows``): how
    /// many marks the three longest hold (letters follow one another along lines of print,
    /// while the marks of a scene's texture or of a blank page's noise lie scattered), how
    /// many are straight (six marks or more whose centres lie on a straight line, as print is
    /// set, and not on the wandering chains that grass, gravel or rock make), and how many
    /// marks there are for each straight row.
    public func rowsOfPrint(of marks: PrintMarks) -> RowsOfPrint {
        TextRegionFinder().rowsOfPrint(of: marks)
    }

    /// `marks` looked at again for print fainter than its usual ink finds: the marks that the
    /// fainter ink found become the usual ones, and fainter ones still are found.
    public func fainterLook(at marks: PrintMarks) -> PrintMarks {
        TextRegionFinder().fainterLook(at: marks)
    }

    /// Which way the lines of print among `marks` run, when their rows tell: an upright or
    /// upside-down photo's along its width, a sideways one's along its height.
    public func printDirection(of marks: PrintMarks) -> PrintDirection? {
        TextRegionFinder().printDirection(of: marks)
    }

    /// The whole of `image`, a portrait one scaled to ``PreprocessOptions/pageWidth`` (a scan
    /// of the slip), any one to at most ``PreprocessOptions/maxSlipSide`` on its long side,
    /// with shading evened out.
    public func normalisedPage(in image: GrayImage) -> GrayImage {
        let toPage = image.width < image.height ? min(4, Float(options.pageWidth) / Float(image.width)) : 1
        let factor = min(toPage, scaleToCap(image))
        return evened(factor == 1 ? image : image.scaled(by: factor))
    }

    /// The factor that scales `image`'s long side to ``PreprocessOptions/maxSlipSide``.
    private func scaleToCap(_ image: GrayImage) -> Float {
        Float(options.maxSlipSide) / Float(max(image.width, image.height))
    }

    private func evened(_ image: GrayImage) -> GrayImage {
        let even = options.normaliseBackground ? image.backgroundNormalised() : image
        return options.stretchContrast ? stretchedContrast(of: even) : even
    }

    /// Leptonica's upright confidence below which a prepared slip reads upside down
    /// (``looksUpsideDown(_:)``). The first images of `samples/` read the right way up measure
    /// down to -5.9 (wide-tinyprint-12mp-160; a steep photo, wide-steep-183, -8.4), those read
    /// upside down -6.95 to -11.0 (wide-rot180-154, rot90-12mp-042, rot180-043).
    static let upsideDownConfidence: Float = -6

    /// The side of the tiles of ``stretchedContrast(of:)``, in character heights: two
    /// characters hold print and paper both, so each tile's darkest print becomes black.
    static let contrastTileInCharacters = 2.0
    /// The least difference between a tile's darkest and lightest grey for its contrast to be
    /// stretched; tiles of paper alone, whose differences are the photo's noise, take their
    /// neighbours' stretch instead.
    static let contrastMinimumDifference = 70

    /// A slip evened out, its contrast stretched tile by tile
    /// (``GrayImage/contrastNormalised(tile:minimumDifference:)``): print faded to mid grey,
    /// which Tesseract's global threshold drops on a page that also holds solid banners,
    /// turns as dark as the banners.
    public func stretchedContrast(of slip: GrayImage) -> GrayImage {
        slip.contrastNormalised(
            tile: Int(options.characterHeight * Self.contrastTileInCharacters),
            minimumDifference: Self.contrastMinimumDifference
        )
    }

    /// The rotations worth trying on a normalised slip, in degrees clockwise, most likely
    /// first.
    ///
    /// Text lines run along the slip's width whichever way it lies: the slip is turned in
    /// 15° steps over half a circle, and the turn that shows the most line-shaped blobs gives
    /// the lines' axis. The two ways along it are tried, the one nearer upright first, unless
    /// the slip prepared that way looks upside down (``looksUpsideDown(_:)``); up and down are
    /// otherwise left to the reading, since upside-down text does not read as a notice.
    /// Without line-shaped blobs, the four quarter turns are tried.
    ///
    /// When the rows of the photo's marks showed that its print runs along its height
    /// (`direction`, ``printDirection(of:)``), the axis is looked for within 45° of that way
    /// only: the characters of dense lines of sideways print join across the gaps between
    /// lines into blobs as line-shaped as the lines, and without `direction` such a notice is
    /// read sideways first (rot270-047 of `samples/`: 8.8 s and its time unread, against 0.8 s
    /// and every field read). Print found to run along the width is not held to it: so held,
    /// `samples/` read 1 time fewer and 1 location more, with 1 more photo with a wrong value,
    /// and the held-out split 1 time more, 1 location and 1 lot fewer, and 1 more photo with a
    /// wrong value. Without line-shaped blobs, such a photo's two sideways turns are tried
    /// before upright and upside down: the faint, blurred print of rot90-12mp-039 of
    /// `samples/` leaves no line-shaped blobs beside its solid banner, and read upright first
    /// it takes 5.5 s instead of 0.9 s, for the same fields.
    public func orientationCandidates(for slip: GrayImage, direction: PrintDirection? = nil) -> [Float] {
        guard let axis = slip.textLineAxis(characterHeight: options.characterHeight, direction: direction) else {
            return direction == .alongHeight ? [90, 270, 0, 180] : [0, 180, 90, 270]
        }
        let nearUpright = axis > 90 ? axis - 180 : axis
        return [nearUpright, nearUpright + 180]
    }

    /// Whether `prepared`, a slip turned along its lines' axis (``oriented(_:degrees:)``),
    /// reads upside down by its letters' ascenders and descenders
    /// (``BinaryImage/uprightConfidence()``, below ``upsideDownConfidence``).
    public func looksUpsideDown(_ prepared: GrayImage) -> Bool {
        (BinaryImage(darkPixelsOf: prepared)?.uprightConfidence() ?? 0) < Self.upsideDownConfidence
    }

    /// The normalised slip turned clockwise by `degrees` and straightened, with the dark
    /// surroundings at its edges whitened and, with ``PreprocessOptions/turnReversePrint``, its
    /// labels printed white on black turned black on white (``ReversePrint``), and with
    /// ``PreprocessOptions/binariseAtPrintLevel`` black and white at its print's own level:
    /// exactly what Tesseract receives.
    ///
    /// A slip whose lines Leptonica's skew search finds tilted by half a degree or more, with
    /// confidence, is turned by that angle. Otherwise, with ``PreprocessOptions/levelLines``,
    /// its lines are levelled one by one (``GrayImage/linesLevelled(characterHeight:)``): a
    /// slip photographed at an angle has converging lines, so no one angle stands out and
    /// Tesseract would read it as tilted as it was taken. exif8-12mp-028's lines measure from
    /// 9.3° below its header down to -6.6° at its foot, and its header, steeper still, reads
    /// only once levelled.
    public func oriented(_ slip: GrayImage, degrees: Float) -> GrayImage {
        let straight = straightened(slip.rotated(degrees: degrees))
        let turned = options.turnReversePrint ? straight.reversePrintTurned(characterHeight: options.characterHeight) : straight
        return options.binariseAtPrintLevel ? turned.binarisedAtPrintLevel() : turned
    }

    private func straightened(_ turned: GrayImage) -> GrayImage {
        // The Otsu ink of the turned slip serves both the skew search and the whitening.
        let ink = BinaryImage(darkPixelsOf: turned)
        guard options.deskew else { return turned.borderDarknessWhitened(darkPixels: ink) }
        if let skew = ink?.textSkew(range: options.maxSkewDegrees), abs(skew) >= 0.5 {
            return turned.rotated(degrees: skew).borderDarknessWhitened()
        }
        let whitened = turned.borderDarknessWhitened(darkPixels: ink)
        guard options.levelLines else { return whitened }
        return whitened.linesLevelled(characterHeight: options.characterHeight)?.borderDarknessWhitened() ?? whitened
    }

    /// The part of a prepared image that holds `words` (their boxes, from Tesseract), with a
    /// margin around it, enlarged by `scale`: a few words to recognise again on their own,
    /// on a pixel grid of their own. Nil without any word.
    public func closeUp(of words: ArraySlice<RecognizedLine.Box>, in image: GrayImage, scale: Float = 1.5) -> GrayImage? {
        guard let box = RecognizedLine.Box.enclosing(words).map(Rect.init) else { return nil }
        let margin = (x: box.height / 2, y: box.height / 3)
        let rect = Rect(
            x: max(0, box.x - margin.x),
            y: max(0, box.y - margin.y),
            width: box.width + 2 * margin.x,
            height: box.height + 2 * margin.y
        )
        return image.cropped(to: rect).scaled(by: scale)
    }

    /// The part of a prepared image inside `box`, clipped to the image.
    public func region(_ box: RecognizedLine.Box, of image: GrayImage) -> GrayImage {
        image.cropped(to: Rect(box))
    }

    /// The ``closeUp(of:in:scale:)`` of `words` with the slant of their strokes taken out
    /// (``GrayImage/deslanted()``): perspective leans a slip's letters differently from line to
    /// line, so the slant is measured on these words alone. Upright, the doubted time of
    /// glare-091 reads again at confidence 70 or more; as it leans, it does not.
    public func uprightCloseUp(of words: ArraySlice<RecognizedLine.Box>, in image: GrayImage, scale: Float = 1.5) -> GrayImage? {
        guard let enlarged = closeUp(of: words, in: image, scale: scale) else { return nil }
        return enlarged.deslanted() ?? enlarged
    }

    /// One text line of a prepared image on its own, for a reading of its own: the
    /// ``uprightCloseUp(of:in:scale:)`` of the words of its widest run (``printedRun(of:)``),
    /// cut down to its own rows (``GrayImage/middleLine()``) without the slivers of the lines
    /// above and below (on the corpus that reads lowlight-12mp-064's time; done to the close-up
    /// of a doubted value's words too, it loses glare-091's time and misreads a location).
    /// Nil without any word, or when the run's words are over three times
    /// ``PreprocessOptions/characterHeight`` tall: no line of print on a normalised slip is,
    /// only a block of marks that Tesseract took for one line. The scales a scan uses, and what
    /// they read on the corpus, are in ``ScanConfiguration``'s ladder.
    public func lineCloseUp(of words: [RecognizedLine.Box], in image: GrayImage, scale: Float) -> GrayImage? {
        let run = Self.printedRun(of: words)
        guard !run.isEmpty, Double(run.map(\.height).sorted()[run.count / 2]) <= 3 * options.characterHeight else {
            return nil
        }
        guard let upright = uprightCloseUp(of: run[...], in: image, scale: scale) else { return nil }
        return upright.middleLine() ?? upright
    }

    /// The run of `words`, left to right, with gaps under twice their median height, that
    /// spans the widest: a line's print without the marks Tesseract added to it from the
    /// slip's edge or the background far to its side, which would take the slant measure.
    static func printedRun(of words: [RecognizedLine.Box]) -> [RecognizedLine.Box] {
        let ordered = words.sorted { $0.x < $1.x }
        guard !ordered.isEmpty else { return [] }
        let height = ordered.map(\.height).sorted()[ordered.count / 2]
        var runs: [[RecognizedLine.Box]] = []
        for word in ordered {
            if let last = runs.last?.last, word.x - (last.x + last.width) < 2 * height {
                runs[runs.count - 1].append(word)
            } else {
                runs.append([word])
            }
        }
        func span(_ run: [RecognizedLine.Box]) -> Int { run.map { $0.x + $0.width }.max()! - run[0].x }
        return runs.max { span($0) < span($1) }!
    }
}
