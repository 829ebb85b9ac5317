import TicketPipeline

/// What kind of fallback a step is, for tests that take kinds out of the default ladder.
extension ReadingStep {
    var isReread: Bool {
        if case .reread = self { true } else { false }
    }

    var isFieldCloseUps: Bool {
        if case .fieldCloseUps = self { true } else { false }
    }

    var isDeblurred: Bool {
        if case .deblurred = self { true } else { false }
    }

    /// The edge sharpness below which this step deconvolves, for a deconvolution step.
    var deblurBelowSharpness: Float? {
        if case .deblurred(_, let belowSharpness, _) = self { belowSharpness } else { nil }
    }

    /// The blurs this step deconvolves for, for a deconvolution step.
    var deblurSigmas: [Float]? {
        if case .deblurred(let sigmas, _, _) = self { sigmas } else { nil }
    }
}
