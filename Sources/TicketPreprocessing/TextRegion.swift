/// Where a photo's printed text is and how large it is printed.
struct TextRegion: Equatable {
    /// The box holding the densest cluster of characters, in the searched image's pixels.
    var rect: Rect
    /// The median height of its characters, in the searched image's pixels.
    var characterHeight: Double
    /// Whether its print was found only by the second, fainter look for ink
    /// (``TextRegionFinder/fainterInkFactor``): print so faint that the noise of the photo
    /// broke it into specks.
    var faint = false
}
