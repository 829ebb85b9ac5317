public import Hummingbird

/// The per-request context of the server. Uploads are read by ``ImageUpload`` with their
/// own limit, so the body limit of `collectBody` is the image limit plus room for the form.
public struct ScanRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    public var maxUploadSize: Int { 10_000_000 + ImageUpload.formOverhead }
}
