/// Why a scan produced no ticket, as `error_code` in a `TicketScanResponse`.
public enum ScanErrorCode: String, Sendable, Codable, CaseIterable {
    /// The upload is larger than 10 MB.
    case imageTooLarge = "image_too_large"
    /// The upload is not a readable JPEG or PNG.
    case invalidImage = "invalid_image"
    /// The text recogniser failed on the image.
    case ocrFailed = "ocr_failed"
    /// The image is readable but is not a UC Davis parking notice.
    case notATicket = "not_a_ticket"
    /// The image is a notice, but none of its date, time and location could be read.
    case fieldsUnreadable = "fields_unreadable"

    /// A sentence a student can act on, shown by the apps as `error_message`.
    public var message: String {
        switch self {
        case .imageTooLarge:
            "The photo is larger than 10 MB. Try again with a smaller photo."
        case .invalidImage:
            "The photo could not be opened. Try again with a JPEG or PNG photo of the notice."
        case .ocrFailed:
            "The text on the photo could not be read. Try retaking the photo in better light."
        case .notATicket:
            "This does not look like a UC Davis parking notice. Try again with the whole notice in the frame."
        case .fieldsUnreadable:
            "The notice's date, time and location could not be read. Try retaking the photo closer and without glare."
        }
    }
}
