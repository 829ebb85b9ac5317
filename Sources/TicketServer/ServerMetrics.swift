import Prometheus
import TicketCore

/// The server's Prometheus metrics: scans by outcome, refused requests by reason, scan
/// latency and the scanner pool's depth, written by `GET /metrics`.
public final class ServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let latency: DurationHistogram
    private let depth: Gauge

    private static var scans: MetricNameDescriptor {
        MetricNameDescriptor(
            namespace: "ticketscan",
            metricName: "scans",
            unitName: "total",
            helpText: "Scans answered with a TicketScanResponse, by outcome: success or the error code."
        )
    }
    private static var refusals: MetricNameDescriptor {
        MetricNameDescriptor(
            namespace: "ticketscan",
            metricName: "requests_refused",
            unitName: "total",
            helpText: "Scan requests refused without a scan, by reason."
        )
    }

    /// A fresh registry with the server's metrics.
    public init() {
        latency = registry.makeDurationHistogram(
            descriptor: MetricNameDescriptor(
                namespace: "ticketscan",
                metricName: "scan_duration",
                unitName: "seconds",
                helpText: "Time from a scan request's arrival to its response, for requests that were scanned."
            ),
            buckets: [
                .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2),
                .seconds(4), .seconds(8), .seconds(16),
            ]
        )
        depth = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "ticketscan",
                metricName: "scan_slots",
                unitName: "taken",
                helpText: "Scans running, waiting for a worker, or being uploaded."
            )
        )
    }

    /// Counts a scan that produced a response, with its outcome: `success` or an error code.
    func recordScan(_ response: TicketScanResponse, elapsed: Duration) {
        registry.makeCounter(descriptor: Self.scans, labels: [("outcome", response.errorCode?.rawValue ?? "success")])
            .increment()
        latency.record(elapsed)
    }

    /// Counts a request refused before or instead of a scan, by its error code.
    func recordRefusal(_ error: APIError) {
        registry.makeCounter(descriptor: Self.refusals, labels: [("reason", error.code)]).increment()
    }

    /// The metrics in Prometheus' text format, with the pool's depth as it is now.
    func exposition(slotsTaken: Int) -> String {
        depth.set(Double(slotsTaken))
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}
