"""What a training line says: the print of a parking notice, of the receipts and forms a phone
also photographs, and plain English, drawn at random.

Lines of the notice follow the tuning set's layouts only (label and value on one line, the
values maybe aligned in a column): the test split's layouts (label above value, date and time
on one line, dot leaders, flush-right values) and its unmapped locations are never printed, so
that a model trained on these lines is measured fairly on samples-test/.
"""
from __future__ import annotations

import string
from datetime import date, timedelta

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MAKES = ["HONDA", "TOYOTA", "FORD", "SUBARU", "NISSAN", "CHEVROLET", "HYUNDAI", "KIA", "VOLVO",
         "VOLKSWAGEN", "MAZDA", "TESLA", "BMW", "JEEP", "LEXUS", "ACURA", "DODGE", "AUDI", "MINI"]
COLOURS = ["SILVER", "BLACK", "WHITE", "GRAY", "GREY", "BLUE", "RED", "GREEN", "GOLD", "MAROON", "TAN"]
HEADERS = ["PARKING NOTICE", "UNIVERSITY OF CALIFORNIA,", "UNIVERSITY OF CALIFORNIA, DAVIS",
           "DAVIS TRANSPORTATION SVCS", "TRANSPORTATION SERVICES", "PARKING INVOICE", "INVOICE INFORMATION",
           "PAYMENT INFORMATION", "VEHICLE INFORMATION", "NOTICE OF PARKING VIOLATION", "UC DAVIS",
           "TAPS", "PARKING CITATION", "CUSTOMER COPY", "THANK YOU", "RECEIPT", "OFFICIAL NOTICE"]
NAMED_PLACES = ["PAVILION STRUCTURE", "QUAD STRUCTURE", "MEMORIAL UNION", "SOUTH ENTRY STRUCTURE",
                "GYMNASIUM LOT", "HEALTH SCIENCES", "TERCERO", "ARC", "WEST VILLAGE", "EQUESTRIAN CENTER",
                "SCIENCE LAB", "MONDAVI CENTER", "HUTCHISON", "SILO", "ARBORETUM", "CUARTO"]
# the test split's own unmapped locations are never printed in training
TEST_LOCATIONS = {"LOT 3", "LOT 57", "LOT 115", "LOT 7", "LOT 13", "LOT 26", "LOT 35", "LOT 28", "LOT 4",
                  "LOT 46", "RUSSELL FIELD", "SEGUNDO SERVICE CENTER", "VET MED LOT"}
DATE_LABELS = ["Date:", "DATE:", "Date Issued:", "DATE ISSUED:", "Date", "Issued On:", "Violation Date:"]
TIME_LABELS = ["Time:", "TIME:", "Time Issued:", "TIME ISSUED:", "Time", "At:", "Violation Time:"]
LOCATION_LABELS = ["Location:", "LOCATION:", "Location", "Lot:", "Place:", "Loc:"]
SENTENCES = [
    "**Notice** See the reverse side for important information about your rights,",
    "payment options and how to contest this notice.", "Pay online: taps.ucdavis.edu",
    "Violation: NO VALID PERMIT DISPLAYED.", "Violation: PARKED IN RESTRICTED ZONE.",
    "Violation: EXPIRED METER.", "Violation: OVER TIME LIMIT.", "CVC 22500(a) PARKING PROHIBITED",
    "Keep this receipt for your records.", "Items sold: 3", "Questions? Call (530) 752-8277",
]


def pick(rng, seq):
    return seq[int(rng.integers(len(seq)))]


def a_date(rng) -> date:
    return date(2020, 1, 1) + timedelta(days=int(rng.integers(0, 365 * 9)))


def date_text(rng, d: date | None = None) -> str:
    d = d or a_date(rng)
    sep = pick(rng, "///////-.")
    style = int(rng.integers(6))
    if style == 0:
        return f"{d.month}{sep}{d.day}{sep}{d.year}"
    if style == 1:
        return f"{d.month:02d}{sep}{d.day:02d}{sep}{d.year % 100:02d}"
    if style == 2:
        return f"{d.month}{sep}{d.day}{sep}{d.year % 100:02d}"
    if style == 3:
        return f"{MONTHS[d.month - 1]} {d.day:02d}, {d.year}" if rng.random() < 0.5 else f"{d.year}-{d.month:02d}-{d.day:02d}"
    return f"{d.month:02d}{sep}{d.day:02d}{sep}{d.year}"


def time_text(rng) -> str:
    h, m = int(rng.integers(0, 24)), int(rng.integers(0, 60))
    style = int(rng.integers(4))
    if style == 0:
        ampm = "AM" if h < 12 else "PM"
        if rng.random() < 0.2:
            ampm = ampm.lower()
        return f"{(h % 12) or 12}:{m:02d} {ampm}" if rng.random() < 0.8 else f"{(h % 12) or 12}:{m:02d}{ampm}"
    if style == 1:
        return f"{h}:{m:02d}"
    if style == 2 and rng.random() < 0.4:
        return f"{h:02d}:{m:02d}:{int(rng.integers(0, 60)):02d}"
    return f"{h:02d}:{m:02d}"


def location_text(rng) -> str:
    while True:
        if rng.random() < 0.75:
            n = int(rng.integers(1, 100)) if rng.random() < 0.9 else int(rng.integers(100, 200))
            loc = f"LOT {n}" if rng.random() < 0.92 else f"LOT {n}{pick(rng, 'ABCE')}"
        else:
            loc = pick(rng, NAMED_PLACES)
        if loc not in TEST_LOCATIONS:
            break
    if rng.random() < 0.3:  # mixed case as some printers write it
        loc = " ".join(w if any(c.isdigit() for c in w) else w.capitalize() for w in loc.split())
    return loc


def notice_number(rng) -> str:
    return f"{int(rng.integers(20, 27))}{pick(rng, string.ascii_uppercase[:8])}{int(rng.integers(0, 99999)):05d}"


def field_line(rng) -> str:
    """A label and its value on one line, with one space or a column's worth."""
    kind = int(rng.integers(4))
    label, value = [
        (pick(rng, DATE_LABELS), date_text(rng)),
        (pick(rng, TIME_LABELS), time_text(rng)),
        (pick(rng, LOCATION_LABELS), location_text(rng)),
        (pick(rng, ["Notice #:", "NOTICE #:", "Notice No:", "Citation #:"]), notice_number(rng)),
    ][kind]
    gap = " " if rng.random() < 0.6 else " " * int(rng.integers(2, 6))
    return label + gap + value


def body_line(rng) -> str:
    d = a_date(rng)
    options = [
        lambda: f"Fine Amount: ${pick(rng, [35, 40, 45, 55, 60, 75, 120])}.00",
        lambda: f"Late Penalty: ${pick(rng, [20, 25, 35])}.00",
        lambda: f"Amount Due: ${int(rng.integers(5, 300))}.{int(rng.integers(0, 100)):02d}",
        lambda: f"Due Date: {date_text(rng, d)}",
        lambda: f"Permit Exp: {date_text(rng, date(d.year, 6, 30))}",
        lambda: f"Plate: {int(rng.integers(1, 10))}{''.join(rng.choice(list(string.ascii_uppercase), 3))}"
                f"{int(rng.integers(100, 999))}   State: CA",
        lambda: "VIN: " + "".join(rng.choice(list("ABCDEFGHJKLMNPRSTUVWXYZ0123456789"), 17)),
        lambda: f"Make: {pick(rng, MAKES)}",
        lambda: f"Color: {pick(rng, COLOURS)}",
        lambda: f"Officer: {int(rng.integers(100, 9999))}",
        lambda: pick(rng, SENTENCES),
        lambda: f"-- {pick(rng, HEADERS)} --",
    ]
    return pick(rng, options)()


def receipt_line(rng, words) -> str:
    item = " ".join(pick(rng, words).upper() for _ in range(int(rng.integers(1, 3))))
    options = [
        lambda: f"{item}  {int(rng.integers(0, 60))}.{int(rng.integers(0, 100)):02d}",
        lambda: f"SUBTOTAL  {int(rng.integers(1, 200))}.{int(rng.integers(0, 100)):02d}",
        lambda: f"TAX {rng.uniform(5, 10):.2f}%  {int(rng.integers(0, 20))}.{int(rng.integers(0, 100)):02d}",
        lambda: f"VISA ****{int(rng.integers(0, 10000)):04d}",
        lambda: f"{date_text(rng)} {time_text(rng)}",
        lambda: f"Store #{int(rng.integers(1, 9999))}  Reg {int(rng.integers(1, 20))}",
        lambda: f"Order {int(rng.integers(10000, 999999))}",
        lambda: f"{int(rng.integers(1, 9999))} {pick(rng, words).capitalize()} St, Davis, CA 95616",
    ]
    return pick(rng, options)()


def prose_line(rng, words) -> str:
    n = int(rng.integers(2, 9))
    ws = [pick(rng, words) for _ in range(n)]
    case = rng.random()
    if case < 0.3:
        ws = [w.upper() for w in ws]
    elif case < 0.6:
        ws = [w.capitalize() for w in ws]
    text = " ".join(ws)
    if rng.random() < 0.3:
        text += pick(rng, ".,:;!?")
    if rng.random() < 0.15:
        text = f"{int(rng.integers(1, 999))} {text}"
    return text


def line_text(rng, words) -> str:
    """One line of print; the mix weighs the notice's fields most."""
    r = rng.random()
    if r < 0.38:
        return field_line(rng)
    if r < 0.48:
        return pick(rng, HEADERS)
    if r < 0.62:
        return body_line(rng)
    if r < 0.76:
        return receipt_line(rng, words)
    return prose_line(rng, words)
