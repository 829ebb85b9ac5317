/// JSON text for single values, for writers that lay out their own objects (to keep the
/// contract's key order, which `JSONEncoder` on Linux does not).
public enum JSONLiteral {
    /// `value` as a JSON string literal, escaped, or `null`.
    ///
    /// ```swift
    /// JSONLiteral.string("12\" slip")   // "12\" slip", its quotes included
    /// JSONLiteral.string(nil)           // null
    /// ```
    public static func string(_ value: String?) -> String {
        guard let value else { return "null" }
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                text +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
