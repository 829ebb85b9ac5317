// swift-tools-version:6.2
// libFuzzer targets for TicketScan's decoders, its parser and its multipart reader, built with the fuzzer and address
// sanitizers by scripts/fuzz.sh: `swift build --sanitize=fuzzer --sanitize=address`
// instruments this package and the TicketScan modules it uses, and libFuzzer provides `main`.
// A separate package, so that a plain `swift build` of TicketScan never meets executables
// without a `main`.

import PackageDescription

let package = Package(
    name: "ticketscan-fuzz",
    dependencies: [.package(name: "ticketscan", path: "..", traits: [])],
    targets: [
        .executableTarget(name: "fuzz-jpeg", dependencies: [.product(name: "TicketOCR", package: "ticketscan")]),
        .executableTarget(name: "fuzz-png", dependencies: [.product(name: "TicketOCR", package: "ticketscan")]),
        .executableTarget(name: "fuzz-parser", dependencies: [.product(name: "TicketCore", package: "ticketscan")]),
        .executableTarget(name: "fuzz-multipart", dependencies: [.product(name: "TicketMultipart", package: "ticketscan")]),
    ]
)
