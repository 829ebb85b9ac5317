/// Character classes and the repairs for characters that OCR confuses on thermal print.
extension Character {
    /// True for `0`...`9`.
    var isASCIIDigit: Bool { isASCII && isWholeNumber }

    /// True for `A`...`Z` and `a`...`z`.
    var isASCIILetter: Bool { isASCII && isLetter }

    /// True for ASCII letters and digits.
    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }

    /// True for characters that OCR reads for the digit 1 or for a `/` separator.
    var isOneLike: Bool { "1lI|i!".contains(self) }

    /// The digit this character stands for in a digit position, or nil when it is no digit.
    ///
    /// Digits map to themselves; `O o D Q @` to 0, `l I | i !` to 1, `S s` to 5, `B` to 8,
    /// `Z z` to 2, `G` to 6, `g` to 9 and `T` to 7.
    var repairedDigit: Character? {
        if isASCIIDigit { return self }
        switch self {
        case "O", "o", "D", "Q", "@": return "0"
        case "l", "I", "|", "i", "!": return "1"
        case "S", "s": return "5"
        case "B": return "8"
        case "Z", "z": return "2"
        case "G": return "6"
        case "g": return "9"
        case "T": return "7"
        default: return nil
        }
    }

    /// The upper-case letter this character stands for in a word, or nil when it is no letter.
    ///
    /// Letters are upper-cased; `0` reads as O, `1 | !` as I, `5` as S, `8` as B, `6` as G.
    var repairedLetter: Character? {
        if isASCIILetter { return Character(uppercased()) }
        switch self {
        case "0": return "O"
        case "1", "|", "!": return "I"
        case "5": return "S"
        case "8": return "B"
        case "6": return "G"
        default: return nil
        }
    }
}
