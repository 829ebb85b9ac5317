import TicketOCR

/// The check of the fixtures' README: both images reduced to 32x32 grey, normalised to zero
/// mean and unit deviation; the mean absolute difference is about 0.08 or less for the same
/// picture and 0.5 or more for a wrongly rotated one.
enum ImageSimilarity {
    static func difference(_ a: GrayImage, _ b: GrayImage) -> Double {
        zip(thumbnail(a), thumbnail(b)).map { abs($0 - $1) }.reduce(0, +) / 1024
    }

    private static func thumbnail(_ image: GrayImage) -> [Double] {
        var cells = [Double](repeating: 0, count: 1024)
        var counts = [Double](repeating: 0, count: 1024)
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width, by: 3) {
                let cell = (y * 32 / image.height) * 32 + x * 32 / image.width
                cells[cell] += Double(image.pixel(x: x, y: y))
                counts[cell] += 1
            }
        }
        let means = zip(cells, counts).map { $0 / max($1, 1) }
        let mean = means.reduce(0, +) / 1024
        let deviation = (means.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 1024).squareRoot()
        return means.map { ($0 - mean) / max(deviation, 1e-9) }
    }
}
