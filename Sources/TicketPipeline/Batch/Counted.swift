/// `count` and `noun`, the noun in the plural unless the count is 1: `1 photo`, `0 photos`,
/// `3 devices, sockets or pipes`.
/// - Parameter plural: the plural when it is not `noun` + `s`.
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
