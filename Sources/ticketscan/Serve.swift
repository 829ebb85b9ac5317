#if Server
import ArgumentParser
import Foundation
import Logging
import TicketPipeline
import TicketServer
import TicketSightings

/// `ticketscan serve`: the `POST /ticket-scan` endpoint of the TapOut apps.
struct Serve: AsyncParsableCommand {
    /// Seconds after which a photo's readings stop when `--budget` is not given: a student
    /// waits on the Scan tab, and a worker is held no longer by any photo.
    static let defaultBudget = 3.0

    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve POST /ticket-scan, GET /health and GET /metrics over HTTP.",
        discussion: """
            Scans run on --workers threads, each with its own Tesseract engine, and with a \
            second one that reads a hard photo's next reading ahead while a core stands idle \
            (fewer scans in flight than cores); every response is the same. When every \
            scan slot is taken the server answers 503 with Retry-After instead of queueing \
            without bound. Each photo's readings stop after --budget seconds, 3 by \
            default, so that a photo of something else (foliage, gravel) cannot hold a worker \
            for a minute; hard notices read a little less than without a budget. Photos are \
            read in memory and never stored. SIGTERM or SIGINT stops accepting connections, \
            answers the scans in flight and closes the database.

            Examples:
              TICKETSCAN_JWT_SECRET=... ticketscan serve --port 8080
              ticketscan serve --jwt-secret-file /etc/ticketscan/secret --database sqlite:/var/lib/ticketscan/db.sqlite
            """
    )

    @Option(help: ArgumentHelp("Listen on this address (0.0.0.0 for every address of the machine).", valueName: "ADDRESS"))
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: ArgumentHelp("Listen on this port (0 picks a free one).", valueName: "PORT"))
    var port = 8080

    @Option(parsing: .unconditional, help: ArgumentHelp("Scan on this many worker threads (default: the number of cores).", valueName: "N"))
    var workers: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Allow this many scans in flight (running, waiting or uploading) before answering 503 (default: 4 per worker).",
            valueName: "N"
        )
    )
    var slots: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Allow each device this many scans per sliding hour (the contract's limit is 10; raise it for load tests).",
            valueName: "N"
        )
    )
    var scansPerHour = 10

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Refuse an upload with 408 when its body has not arrived within this many seconds, so a slow or never-ending upload gives its scan slot back.",
            valueName: "SECONDS"
        )
    )
    var uploadTimeout = 60

    @Option(help: ArgumentHelp("Log at this level: trace, debug, info, notice, warning, error or critical.", valueName: "LEVEL"))
    var logLevel = "info"

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var secret: JWTSecretOptions
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if let workers, workers < 1 { throw ValidationError("--workers must be at least 1.") }
        if let slots, slots < 1 { throw ValidationError("--slots must be at least 1.") }
        guard scansPerHour >= 1 else { throw ValidationError("--scans-per-hour must be at least 1.") }
        guard uploadTimeout >= 1 else { throw ValidationError("--upload-timeout must be at least 1 second.") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be a number from 0 to 65535 (0 picks a free port).") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level '\(logLevel)' is not a level.") }
    }

    func run() async throws {
        let jwtSecret = try secret.secret()
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "ticketscan")
        let configuration = try options.engine.configuration(defaultBudget: Self.defaultBudget)
        let store = try await database.open(catalogue: configuration.catalogue, creatingUnnamed: true)
        let workerCount = workers ?? ProcessInfo.processInfo.activeProcessorCount
        let model = options.engine.model
        // A worker whose scan is the only one in flight reads its next readings ahead on the
        // core left idle.
        let spareCores = SpareCores(cores: ProcessInfo.processInfo.activeProcessorCount)
        let pool = try ScannerPool(workers: workerCount, slots: slots ?? 4 * workerCount, spareCores: spareCores) {
            TicketScanner(
                configuration: configuration,
                recognizer: try TesseractRecognizer(model: model),
                readAhead: spareCores.cores > 1 ? ReadAhead(model: model, spareCores: spareCores) : nil
            )
        }
        let pinnedNow = options.now.flatMap(Instant.parse)
        if let pinnedNow {
            logger.warning("--now pins the clock: every scan judges recency against \(pinnedNow)")
        }
        let settings = ServerSettings(
            host: host,
            port: port,
            jwtSecret: jwtSecret,
            rateLimit: ScanRateLimit(scans: scansPerHour, window: 3600),
            pinnedNow: pinnedNow,
            uploadTimeout: .seconds(uploadTimeout)
        )
        logger.info("scanning on \(pool.workers) workers with \(pool.slots) slots")
        try await runServer(settings: settings, store: store, pool: pool, logger: logger)
        logger.info("stopped")
    }
}
#endif
