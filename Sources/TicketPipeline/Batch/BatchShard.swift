/// One of N shards of a batch: the photos whose names hash to it, so that N machines (a
/// Kubernetes Indexed Job, a Slurm array, GNU parallel) each scan their own part of one
/// import, and the N outputs together hold exactly the records of the unsharded run.
///
/// The hash is FNV-1a over the name's UTF-8 bytes: it depends on the name alone, never on the
/// machine, the order of the arguments or the other photos, so a photo stays in its shard
/// when photos are added and when a shard is resumed.
///
/// ```swift
/// let shard = BatchShard("2/4")!
/// let mine = photos.filter { shard.contains($0.name) }
/// ```
public struct BatchShard: Sendable, Equatable, CustomStringConvertible {
    /// This shard, from 1 to ``count``.
    public var index: Int
    /// The number of shards.
    public var count: Int

    /// Shard `index` of `count`; nil unless `1 <= index <= count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard written `K/N`, such as `2/4`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the photo named `name` belongs to this shard.
    public func contains(_ name: String) -> Bool {
        Int(Self.hash(name) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of `name`'s UTF-8 bytes.
    static func hash(_ name: String) -> UInt64 {
        name.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
