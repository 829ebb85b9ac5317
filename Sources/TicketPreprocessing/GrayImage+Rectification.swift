internal import CTesseract
import TicketOCR

extension GrayImage {
    /// The paper inside `quad` stood square: a projective transform maps its corners to those
    /// of an upright rectangle of ``PaperQuadrilateral/uprightSize`` (shrunk to fit within
    /// this image when it is larger), read with bilinear interpolation. Nil when the
    /// rectangle would be under 32 px on a side or Leptonica gives no image.
    func rectified(_ quad: PaperQuadrilateral) -> GrayImage? {
        let size = quad.uprightSize
        let fit = min(1, Double(width) / size.width, Double(height) / size.height)
        let (w, h) = (Int(size.width * fit), Int(size.height * fit))
        guard w >= 32, h >= 32 else { return nil }
        var (source, target) = (ptaCreate(4), ptaCreate(4))
        defer {
            ptaDestroy(&source)
            ptaDestroy(&target)
        }
        guard source != nil, target != nil else { return nil }
        let corners = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
        let square = [(0, 0), (w, 0), (w, h), (0, h)]
        for (corner, (x, y)) in zip(corners, square) {
            ptaAddPt(source, Float(corner.x), Float(corner.y))
            ptaAddPt(target, Float(x), Float(y))
        }
        guard let whole = pixProjectivePtaGray(pix, target, source, 255) else { return nil }
        let warped = GrayImage(owning: whole)
        return warped.cropped(to: Rect(x: 0, y: 0, width: w, height: h))
    }
}
