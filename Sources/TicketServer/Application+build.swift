public import Hummingbird
public import Logging
public import TicketPipeline
public import TicketSightings

/// The `ticketscan serve` application: `POST /ticket-scan`, `GET /health`, `GET /metrics`.
///
/// The caller owns the store and the pool: after `runService()` returns (SIGTERM or SIGINT,
/// once the scans in flight have been answered), shut the pool down and close the store.
///
/// ```swift
/// let app = try await buildApplication(settings: settings, store: store, pool: pool, logger: logger)
/// try await app.runService()
/// pool.shutdown()
/// try await store.close()
/// ```
/// - Throws: ``WeakSecretError`` when the settings' JWT secret is too short.
public func buildApplication(
    settings: ServerSettings,
    store: some SightingStore,
    pool: ScannerPool,
    metrics: ServerMetrics = ServerMetrics(),
    logger: Logger
) async throws -> some ApplicationProtocol {
    let router = try await buildRouter(settings: settings, store: store, pool: pool, metrics: metrics)
    let idle = settings.idleTimeout.components
    return Application(
        router: router,
        server: .http1(configuration: .init(idleTimeout: .seconds(idle.seconds) + .nanoseconds(idle.attoseconds / 1_000_000_000))),
        configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "ticketscan"),
        logger: logger
    )
}

/// The routes of ``buildApplication(settings:store:pool:metrics:logger:)``, for in-process tests.
/// - Throws: ``WeakSecretError`` when the settings' JWT secret is too short.
public func buildRouter(
    settings: ServerSettings,
    store: some SightingStore,
    pool: ScannerPool,
    metrics: ServerMetrics
) async throws -> Router<ScanRequestContext> {
    let endpoint = ScanEndpoint(
        settings: settings,
        store: store,
        pool: pool,
        tokens: try await DeviceTokens(secret: settings.jwtSecret),
        metrics: metrics
    )
    let router = Router(context: ScanRequestContext.self)
    router.add(middleware: JSONErrorMiddleware(methods: ["/ticket-scan": .post, "/health": .get, "/metrics": .get]))
    router.post("ticket-scan", use: endpoint.handle)
    router.get("health") { _, _ in
        Response(
            status: .ok,
            headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(string: "{\"status\":\"ok\",\"workers\":\(pool.workers)}"))
        )
    }
    router.get("metrics") { _, _ in
        Response(
            status: .ok,
            headers: [.contentType: "text/plain; version=0.0.4"],
            body: .init(byteBuffer: ByteBuffer(string: metrics.exposition(slotsTaken: pool.depth)))
        )
    }
    return router
}

/// Runs the server until SIGTERM or SIGINT, then lets the scans in flight finish, stops the
/// pool's workers and closes the store, in that order (also when the server fails to start:
/// a port in use, a weak secret).
public func runServer(settings: ServerSettings, store: some SightingStore, pool: ScannerPool, logger: Logger) async throws {
    do {
        let app = try await buildApplication(settings: settings, store: store, pool: pool, logger: logger)
        try await app.runService()
    } catch {
        pool.shutdown()
        try? await store.close()
        throw ServerStartError(binding: settings.host, port: settings.port, failedWith: error) ?? error
    }
    pool.shutdown()
    try await store.close()
}
