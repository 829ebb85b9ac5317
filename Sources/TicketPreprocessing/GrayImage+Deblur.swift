internal import CTesseract
internal import CTicketImaging
public import TicketOCR

extension GrayImage {
    /// How sharp the image's edges are: the median ratio of the Laplacian to the gradient over
    /// its strongest edges (`CTicketImaging_edgeSharpness`), which falls as blur widens them;
    /// nil when the image has hardly any edges, as a blank page.
    public var edgeSharpness: Float? {
        var sharpness: Float = -1
        guard CTicketImaging_edgeSharpness(pix, &sharpness) == Int32(CTICKETIMAGING_OK.rawValue), sharpness >= 0
        else { return nil }
        return sharpness
    }

    /// The image deconvolved for a Gaussian blur of each of `sigmas` (in pixels), against
    /// photos out of focus or shaken: Wiener deconvolution, computed from one Fourier transform
    /// of the image for all of them (`CTicketImaging_deblurGaussian`). `noiseToSignal`
    /// regularises it: the larger, the less noise and JPEG blocking it amplifies, and the less
    /// sharp the result. Empty when the image is too large to transform (over 2^26 pixels once
    /// mirrored into a canvas of powers of two) or memory runs out.
    public func deblurred(sigmas: [Float], noiseToSignal: Float = 0.01) -> [GrayImage] {
        guard !sigmas.isEmpty else { return [] }
        var outs = [UnsafeMutablePointer<PIX>?](repeating: nil, count: sigmas.count)
        let status = CTicketImaging_deblurGaussian(pix, sigmas, Int32(sigmas.count), noiseToSignal, &outs)
        guard status == Int32(CTICKETIMAGING_OK.rawValue) else { return [] }
        return outs.map { GrayImage(owning: $0!) }
    }
}
