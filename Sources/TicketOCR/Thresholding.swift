/// How Tesseract turns a grey image into black and white before it finds the layout and
/// reads the lines (its `thresholding_method`).
public enum Thresholding: Sendable, Equatable {
    /// One threshold for the whole image, Otsu's: Tesseract's default.
    case global
    /// Sauvola's threshold over each pixel's neighbourhood (a third of an inch across at the
    /// image's resolution, Tesseract's default): a pixel is ink when it is darker than its
    /// neighbourhood's mean by `factor` of it, less where the neighbourhood varies. Print
    /// faded to mid grey stays ink beside solid banners, which the global threshold keeps
    /// alone.
    case local(factor: Float)

    /// The Tesseract parameters that select it.
    var parameters: [(name: String, value: String)] {
        switch self {
        case .global: [("thresholding_method", "0")]
        case .local(let factor): [("thresholding_method", "2"), ("thresholding_kfactor", "\(factor)")]
        }
    }
}
