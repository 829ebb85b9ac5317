// swift-tools-version:6.2
// TicketScan: reads UC Davis parking notices from phone photos.
//
// Dependencies point one way: TicketCore (pure Swift) <- TicketPipeline <- ticketscan;
// CTicketImaging / CTesseract / CTicketModel (C) <- TicketOCR <- TicketPreprocessing <- TicketPipeline (the C
// targets serve TicketPreprocessing directly too); CLineImageStore (C, replaces a Leptonica
// function process-wide) <- the executables only;
// TicketCore <- TicketSightings (the reporter's protocol) <- TicketSightingsSQLite (GRDB),
//                                                         <- TicketSightingsPostgres (postgres-nio);
// TicketPipeline + TicketSightings + TicketMultipart (pure Swift) <- TicketServer (Hummingbird) <- ticketscan.
//
// The server stack (Hummingbird, jwt-kit, GRDB, swift-prometheus) sits behind
// the trait `Server`, the PostgreSQL store behind `Postgres`; both are on by default.
// `swift build --disable-default-traits` builds the scanning CLI alone in a fraction of the time.

import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ticketscan",
    products: [
        .executable(name: "ticketscan", targets: ["ticketscan"]),
        .library(name: "TicketCore", targets: ["TicketCore"]),
        .library(name: "TicketOCR", targets: ["TicketOCR"]),
        .library(name: "TicketMultipart", targets: ["TicketMultipart"]),
        .library(name: "TicketPipeline", targets: ["TicketPipeline"]),
    ],
    traits: [
        .trait(name: "Server", description: "The `serve` and `admin` commands: HTTP endpoint, JWT, SQLite sighting store."),
        .trait(name: "Postgres", description: "`--database postgres://...`: the sighting store on PostgreSQL.", enabledTraits: ["Server"]),
        .default(enabledTraits: ["Server", "Postgres"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/jwt-kit.git", from: "5.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        .target(name: "TicketCore", swiftSettings: swiftSettings),
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev", "libjpeg-dev", "libpng-dev", "tesseract-ocr-eng"])]
        ),
        .target(
            name: "CTicketImaging",
            dependencies: ["CTesseract"],
            linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("lept")]
        ),
        // Leptonica's `pixWriteMem` replaced for the whole process: only executables depend on it.
        .target(name: "CLineImageStore", dependencies: ["CTesseract"], linkerSettings: [.linkedLibrary("lept")]),
        // The recognition model's bytes (scripts/model/train.sh), compiled in with #embed.
        .target(name: "CTicketModel", exclude: ["ticketscan.traineddata", "ticketscan.recipe"]),
        .target(
            name: "TicketOCR",
            dependencies: ["CTesseract", "CTicketImaging", "CTicketModel"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TicketPreprocessing",
            dependencies: ["TicketOCR", "CTesseract", "CTicketImaging"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TicketPipeline",
            dependencies: ["TicketCore", "TicketOCR", "TicketPreprocessing"],
            swiftSettings: swiftSettings
        ),
        .target(name: "TicketMultipart", swiftSettings: swiftSettings),
        .target(name: "TicketSightings", dependencies: ["TicketCore"], swiftSettings: swiftSettings),
        .target(
            name: "TicketSightingsSQLite",
            dependencies: ["TicketSightings", "TicketCore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TicketSightingsPostgres",
            dependencies: [
                "TicketSightings", "TicketCore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TicketServer",
            dependencies: [
                "TicketPipeline", "TicketSightings", "TicketCore", "TicketMultipart",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ticketscan",
            dependencies: [
                "TicketPipeline",
                "TicketCore",
                "CLineImageStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .target(name: "TicketSightings", condition: .when(traits: ["Server"])),
                .target(name: "TicketSightingsSQLite", condition: .when(traits: ["Server"])),
                .target(name: "TicketSightingsPostgres", condition: .when(traits: ["Postgres"])),
                .target(name: "TicketServer", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ticketscan-bench",
            dependencies: ["TicketPipeline", "TicketPreprocessing", "TicketOCR", "TicketCore", "CLineImageStore"],
            swiftSettings: swiftSettings
        ),
        .target(name: "TicketTestSupport", path: "Tests/TicketTestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "TicketCoreTests", dependencies: ["TicketCore"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TicketOCRTests",
            dependencies: ["TicketOCR", "CTesseract", "CTicketImaging", "TicketTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TicketPreprocessingTests",
            dependencies: ["TicketPreprocessing", "TicketOCR", "TicketTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TicketPipelineTests",
            dependencies: ["TicketPipeline", "TicketCore", "TicketTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TicketSightingsTests",
            dependencies: [
                "TicketSightings", "TicketSightingsSQLite", "TicketSightingsPostgres", "TicketCore", "TicketTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TicketServerTests",
            dependencies: [
                "TicketServer", "TicketSightings", "TicketSightingsSQLite", "TicketSightingsPostgres", "TicketPipeline", "TicketCore",
                "TicketMultipart", "TicketTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TicketScanCLITests",
            dependencies: [
                "ticketscan", "TicketPipeline", "TicketTestSupport", "CLineImageStore", "CTesseract",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
    ]
)
