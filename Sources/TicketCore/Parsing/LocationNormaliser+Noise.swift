/// The OCR noise around a location that can be told apart from what was printed.
///
/// Notices print locations in capitals, so lower-case letters beside capitals are noise:
/// short lower-case tokens after a lot number are junk to drop (`LOT 5 i`), while a word
/// that mixes them (`PAVILIo`) or a lone word that is `LOT`, or one letter off it, and then
/// digit-like letters (`LOTS`, `BOTS`) is a damaged reading to leave unread, and the tail of
/// a banner (`CLE INFORMATION`) or a date or time (`DATE 07/07/2024`) is no location.
extension LocationNormaliser {
    /// The tokens after a lot number without trailing junk (`i`, `cai a i la`, `"eee`), and
    /// whether any was dropped. Junk is a token of at most three characters with a
    /// lower-case letter and neither capitals nor digits, or one letter repeated at least
    /// three times without digits (the texture of a blurred line); it is only dropped when
    /// everything after the number is junk or stray marks.
    static func droppingTrailingJunk(
        _ tokens: ArraySlice<Substring>
    ) -> (tokens: ArraySlice<Substring>, dropped: Bool) {
        let isJunk = { (token: Substring) in
            let letters = token.filter(\.isLetter).uppercased()
            let isShortLowerCase =
                token.count <= 3 && token.contains(where: \.isLowercase)
                && !token.contains { $0.isUppercase || $0.isASCIIDigit }
            let isRepeatedLetter = letters.count >= 3 && Set(letters).count == 1 && !token.contains(where: \.isASCIIDigit)
            return isShortLowerCase || isRepeatedLetter
        }
        guard tokens.contains(where: isJunk), tokens.allSatisfy({ isJunk($0) || $0.isJunk }) else {
            return (tokens, false)
        }
        return ([], true)
    }

    /// Where the words that vouch for a lot parsed from `text` end: after the lot number when
    /// the trailing junk dropped after it cannot be a digit that OCR lost (its first token
    /// is two or more characters, one of them no look-alike of a digit: `LOT 47 es fe`), so
    /// that the recogniser's doubt about that junk does not discard the lot; the end of
    /// `text` otherwise (`LOT 4 i` may be lot 41, so the `i` keeps its say).
    static func vouchingEnd(of text: Substring) -> Substring.Index {
        guard let lot = lotTokens(significantTokens(of: text)), let number = lot.number,
            droppingTrailingJunk(lot.trailing).dropped, let junk = lot.trailing.first(where: { !$0.isJunk }),
            junk.count >= 2, junk.contains(where: { $0.repairedDigit == nil })
        else { return text.endIndex }
        return number.endIndex
    }

    /// True for a word whose capitals are mixed with lower-case letters other than `l`
    /// (`PAVILIo`, `entRY`): a misread that may have lost letters.
    static func isMixedCaseNoise(_ word: Substring) -> Bool {
        word.filter(\.isUppercase).count >= 2 && word.contains { $0.isLowercase && $0 != "l" }
    }

    /// True when the words are one word that reads as a damaged lot whose number was read as
    /// letters: `LOT`, or one letter off it, followed only by digit-like characters (`LOTS`
    /// and `BOTS` for `LOT 5`). Which digit they were is a guess, so the location is left
    /// unread rather than given as a word no lot is named.
    static func isDamagedLot(_ words: [String]) -> Bool {
        guard words.count == 1, let word = words.first, word.count > 3, word.count <= 5 else { return false }
        return EditDistance.between(word.prefix(3), "LOT") <= 1
            && word.dropFirst(3).allSatisfy { $0.repairedDigit != nil }
    }

    /// True when the words end with the last word of a banner that closes the field block
    /// (``NoticeAnchor/closesFieldBlock``: `INVOICE`, `PAYMENT`, `VEHICLE INFORMATION`), one
    /// letter off allowed: a banner's tail, read as a location when the location's own line was
    /// lost (`CLE INFORMATION` on the line after `Location:`). No lot is named so.
    static func isBannerTail(_ words: [String]) -> Bool {
        guard let last = words.last else { return false }
        return bannerTails.contains { EditDistance.between(Substring(last), $0) <= 1 }
    }

    /// True when a word reads as a date or a time: digits with a `/` or `:` among them
    /// (`07/07/2024`, `14:09`). No lot's name holds one; such words are another field's line
    /// taken for the location's: `Olation Date: 07/07/2024`, a `Violation Date:` that lost its
    /// first letters, is within two edits of `Location`.
    static func holdsDateOrTime(_ words: [String]) -> Bool {
        words.contains { word in word.contains(where: \.isASCIIDigit) && word.contains { "/:".contains($0) } }
    }

    /// The last words of the banners that close the field block.
    private static let bannerTails = Set(
        NoticeAnchor.allCases.filter(\.closesFieldBlock).flatMap(\.phrases).compactMap { $0.split(separator: " ").last }
    )
}
