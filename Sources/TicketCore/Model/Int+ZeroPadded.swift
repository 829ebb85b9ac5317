extension Int {
    /// The decimal digits of a non-negative number, left-padded with zeros to `width`.
    func zeroPadded(_ width: Int) -> String {
        let digits = String(self)
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
