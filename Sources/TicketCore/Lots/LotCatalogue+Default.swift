extension LotCatalogue {
    /// The lots of TapOut's production database (docs/contract.md §5).
    public static let `default` = LotCatalogue(lots: [
        Lot(
            id: 1,
            code: "HUTCH",
            name: "Pavilion Structure",
            noticeText: "PAVILION STRUCTURE",
            latitude: 38.539675,
            longitude: -121.758365
        ),
        Lot(
            id: 2,
            code: "MU",
            name: "Quad Structure",
            noticeText: "LOT 15",
            latitude: 38.544520,
            longitude: -121.749508
        ),
        Lot(
            id: 3,
            code: "ARC",
            name: "Lot 25",
            noticeText: "LOT 25",
            latitude: 38.543300,
            longitude: -121.757400
        ),
        Lot(
            id: 4,
            code: "TERCERO",
            name: "Tercero Parking Lot",
            noticeText: "LOT 47",
            latitude: 38.534834,
            longitude: -121.756463
        ),
    ])
}
