// swift-tools-version:6.2
// TicketScan: reads UC Davis parking notices from phone photos.
//
// Dependencies point one way: TicketCore (pure Swift) <- TicketPipeline <- ticketscan;
// CTicketImaging / CTesseract (C) <- TicketOCR <- TicketPreprocessing <- TicketPipeline.

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
        .library(name: "TicketPipeline", targets: ["TicketPipeline"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
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
        .target(
            name: "TicketOCR",
            dependencies: ["CTesseract", "CTicketImaging"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TicketPreprocessing",
            dependencies: ["TicketOCR", "CTesseract"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TicketPipeline",
            dependencies: ["TicketCore", "TicketOCR", "TicketPreprocessing"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ticketscan",
            dependencies: [
                "TicketPipeline",
                "TicketCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "TicketCoreTests", dependencies: ["TicketCore"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TicketOCRTests",
            dependencies: ["TicketOCR", "CTesseract"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TicketPreprocessingTests",
            dependencies: ["TicketPreprocessing", "TicketOCR"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TicketPipelineTests",
            dependencies: ["TicketPipeline", "TicketCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TicketScanCLITests",
            dependencies: ["ticketscan", "TicketPipeline", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
    ]
)
