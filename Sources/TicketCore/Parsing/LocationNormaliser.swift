/// Turns a printed location into its canonical form: upper case, single spaces, OCR noise
/// repaired, stray punctuation dropped.
///
/// ```swift
/// LocationNormaliser.words(of: "L0T l5.")            // ["LOT", "15"], repaired
/// LocationNormaliser.words(of: "PAVlLION STRUCTURE") // ["PAVILION", "STRUCTURE"], repaired
/// ```
///
/// A lot is `LOT` (read with `L0T`, `Lot`, `|OT`, `LOF`, `Lor` noise, or a stroke in front:
/// `ILOT`, `I LOT`) and a number of one to three digits, with or without a space (`LOT15`);
/// digit repairs (`l5`, `1S` → `15`) apply to that number only. Other words get letter
/// repairs (`0` → `O`, a lower-case `l` amid capitals → `I`); tokens of digits stay digits.
/// A lot without a number, a number with characters that are no digit, a lot number
/// followed by more digits, a word of mixed case noise (`PAVILIo`), a lone damaged lot
/// (`LOTS`, `BOTS`), a banner's tail (`CLE INFORMATION`) and a date or time
/// (`DATE 07/07/2024`) are uncertain and give nil; lower-case junk after a lot number is
/// dropped (`LOT 5 i`), as a repair.
enum LocationNormaliser {
    /// Parses a location that runs to the end of `input` or to the next field label
    /// (`LOT 15 Time: 10:42` gives `LOT 15`).
    /// - Parameter input: The text after a location label; on success it is advanced to the
    ///   end or to the next label, on failure it is left unchanged.
    /// - Returns: The canonical location, e.g. `LOT 15`, or nil when none can be read.
    static func parse(_ input: inout Substring) -> ScannedValue<String>? {
        let end = nextLabel(in: input) ?? input.endIndex
        guard let location = canonical(input[..<end]) else { return nil }
        input = input[end...]
        return location
    }

    /// The canonical form of `text`, all of it a location: its ``words(of:)`` with single
    /// spaces (`L0T l5.` gives `LOT 15`, repaired); nil when it holds no readable location.
    static func canonical(_ text: Substring) -> ScannedValue<String>? {
        words(of: text).map { ScannedValue(value: $0.value.joined(separator: " "), isRepaired: $0.isRepaired) }
    }

    /// Where a later word of `text` is a field label with its colon, like `Time:`.
    private static func nextLabel(in text: Substring) -> Substring.Index? {
        var rest = text.drop(while: \.isWhitespace)
        rest.read(while: { !$0.isWhitespace })
        while !rest.isEmpty {
            rest.skipSpaces()
            var probe = rest
            let token = rest.read(while: { !$0.isWhitespace })
            if let last = token.last, ":;".contains(last), LabelMatcher.match(&probe) != nil {
                return token.startIndex
            }
        }
        return nil
    }

    /// The canonical words of a location, or nil when it holds no readable location.
    static func words(of text: Substring) -> ScannedValue<[String]>? {
        let tokens = significantTokens(of: text)
        guard !tokens.isEmpty else { return nil }
        guard let lot = lotTokens(tokens) else {
            guard let words = plainWords(tokens), words.value.joined().filter(\.isASCIILetter).count >= 3,
                !isDamagedLot(words.value), !isBannerTail(words.value), !holdsDateOrTime(words.value)
            else { return nil }
            return words
        }
        guard let number = lot.number.flatMap(lotNumber) else { return nil }
        let trailing = droppingTrailingJunk(lot.trailing)
        guard let others = plainWords(trailing.tokens), others.value.first?.first?.isASCIIDigit != true,
            !holdsDateOrTime(others.value)
        else {
            return nil
        }
        return ScannedValue(
            value: ["LOT", number.value] + others.value,
            isRepaired: lot.isPrefixRepaired || number.isRepaired || others.isRepaired || trailing.dropped
        )
    }

    /// The whitespace-separated tokens of `text` from the first with a letter or digit on.
    static func significantTokens(of text: Substring) -> ArraySlice<Substring> {
        ArraySlice(text.split(whereSeparator: \.isWhitespace).drop { !$0.contains(where: \.isASCIIAlphanumeric) })
    }

    /// A location's tokens read as a lot: whether its noisy `LOT` needed a repair, the token
    /// that holds its number (glued to `LOT` as in `LOT15`, or the next one; nil without
    /// one) and the tokens after that; a stroke in front of `LOT` counts as a repair
    /// (``droppingLeadingStroke(_:)``). Nil when the first token, such a stroke aside, is no
    /// `LOT`.
    static func lotTokens(
        _ tokens: ArraySlice<Substring>
    )
        -> (isPrefixRepaired: Bool, number: Substring?, trailing: ArraySlice<Substring>)?
    {
        let (tokens, struck) = droppingLeadingStroke(tokens)
        guard let first = tokens.first, let lot = lotPrefix(first) else { return nil }
        let (rest, repaired) = (tokens.dropFirst(), lot.isRepaired || struck)
        if !lot.number.isEmpty { return (repaired, lot.number, rest) }
        return (repaired, rest.first, rest.dropFirst())
    }

    /// `tokens` without the stroke OCR reads in front of a clean `LOT` from a rule or the
    /// slip's edge beside it: a lone `I`, `l`, `|` or `1` before it (`I LOT 47`) or one glued
    /// to it (`ILOT 25`); whether one was dropped.
    private static func droppingLeadingStroke(_ tokens: ArraySlice<Substring>) -> (ArraySlice<Substring>, Bool) {
        guard let first = tokens.first, let stroke = first.first, "Il|1".contains(stroke) else { return (tokens, false) }
        if first.count == 1, tokens.dropFirst().first?.hasPrefix("LOT") == true { return (tokens.dropFirst(), true) }
        guard first.dropFirst().hasPrefix("LOT") else { return (tokens, false) }
        return ([first.dropFirst()] + tokens.dropFirst(), true)
    }

    /// Splits a token that starts with a noisy `LOT` into that word and the number glued
    /// to it; nil when the token is another word (`LOTUS`, `LOTS`).
    private static func lotPrefix(_ token: Substring) -> (number: Substring, isRepaired: Bool)? {
        let chars = Array(token.prefix(3))
        let suffix = token.dropFirst(3).trimming(while: isStrayMark)
        guard chars.count == 3, "Ll1|Ii".contains(chars[0]), "Oo0DQ".contains(chars[1]),
            "Tt7FfIYr".contains(chars[2]), suffix.isEmpty || suffix.contains(where: \.isASCIIDigit)
        else { return nil }
        let repaired = !"Ll".contains(chars[0]) || !"Oo".contains(chars[1]) || !"Tt".contains(chars[2])
        return (suffix, repaired)
    }

    /// A lot number of one to three digits, with digit repairs and stray marks dropped;
    /// nil when a trailing `|` or `!` could be a 1 or junk (`15|` is 15 or 151), or when a
    /// `?` stands where OCR lost a character (`4?` is no lot 4).
    private static func lotNumber(_ token: Substring) -> ScannedValue<String>? {
        let trimmed = token.trimming(while: isStrayMark)
        let digits = trimmed.compactMap(\.repairedDigit)
        guard !token.contains("?"), (1...3).contains(digits.count), digits.count == trimmed.count,
            let last = trimmed.last, !"|!".contains(last)
        else { return nil }
        return ScannedValue(value: String(digits), isRepaired: !trimmed.elementsEqual(digits))
    }

    /// True for punctuation that OCR adds around a value, as opposed to a misread digit.
    private static func isStrayMark(_ char: Character) -> Bool {
        !char.isASCIIAlphanumeric && char.repairedDigit == nil
    }

    /// Upper-cases words with letter repairs, dropping tokens of stray marks; nil when a
    /// token has as many digits as letters (`25B02040` is a code, not a misread word).
    private static func plainWords(_ tokens: some Sequence<Substring>) -> ScannedValue<[String]>? {
        var words: [String] = []
        var repaired = false
        for token in tokens {
            let core = token.trimming { !$0.isASCIIAlphanumeric }
            guard !core.isEmpty else { continue }
            guard !isMixedCaseNoise(core) else { return nil }
            let letters = core.filter(\.isASCIILetter).count
            guard letters == 0 || letters > core.filter(\.isASCIIDigit).count else { return nil }
            let word = repairedWord(core)
            words.append(word.value)
            repaired = repaired || word.isRepaired
        }
        return ScannedValue(value: words, isRepaired: repaired)
    }

    /// A word with letter repairs, or the token unchanged when it holds digits only.
    static func repairedWord(_ token: Substring) -> ScannedValue<String> {
        guard token.contains(where: \.isASCIILetter) else {
            return ScannedValue(value: token.uppercased(), isRepaired: false)
        }
        let capitals = token.filter(\.isUppercase).count
        let onlyLowercaseIsL = token.allSatisfy { !$0.isLowercase || $0 == "l" }
        var word = ""
        var repaired = false
        for char in token {
            if char == "l", capitals >= 2, onlyLowercaseIsL {
                word.append("I")
                repaired = true
            } else if let letter = char.repairedLetter {
                word.append(letter)
                repaired = repaired || !char.isASCIILetter
            } else {
                word.append(char)
            }
        }
        return ScannedValue(value: word, isRepaired: repaired)
    }
}
