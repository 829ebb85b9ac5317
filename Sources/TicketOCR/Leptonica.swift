internal import CTesseract

/// Process-wide Leptonica settings.
enum Leptonica {
    /// Leptonica reports problems by printing to stderr; we report them as Swift errors
    /// instead, so its messages are switched off once, before the first call.
    static let silenced: Void = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }()
}
