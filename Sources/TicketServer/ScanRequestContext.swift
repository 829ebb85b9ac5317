public import Hummingbird

/// The per-request context of the server. Uploads are streamed by ``ImageUpload`` with their
/// own size limit, never collected whole, so the context's `maxUploadSize` plays no part.
public struct ScanRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
