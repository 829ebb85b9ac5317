"""Turns the integer ("fast") LSTM of a Tesseract traineddata back into a float network that
lstmtraining can continue training from.

Debian ships only the integer English model (tesseract-ocr-eng is tessdata_fast), and
lstmtraining refuses to continue from it ("is an integer (fast) model, cannot continue
training"). The integer model is the float one rounded: each output row t of a weight matrix
was stored as round(w / s_t) with s_t = max|w| / 127, and s_t is written beside it. Multiplying
back gives every weight to within s_t / 2, which is what this script writes, as float
matrices in the format of Tesseract 5's WeightMatrix, with the recognizer's int-mode flag
cleared. Everything else in the file is copied byte for byte.

    python3 dequantize.py eng.lstm eng-float.lstm

The input is the `lstm` component of a traineddata (`combine_tessdata -u`). The format is
Tesseract 5.3's (src/lstm/network.cpp, plumbing.cpp, lstm.cpp, fullyconnected.cpp,
weightmatrix.cpp, lstmrecognizer.cpp).
"""
from __future__ import annotations

import struct
import sys

TYPE_NAMES = ["Invalid", "Input", "Convolve", "Maxpool", "Parallel", "Replicated", "ParBidiLSTM",
              "DepParUDLSTM", "Par2dLSTM", "Series", "Reconfig", "RTLReversed", "TTBReversed",
              "XYTranspose", "LSTM", "SummLSTM", "Logistic", "LinLogistic", "LinTanh", "Tanh", "Relu",
              "Linear", "Softmax", "SoftmaxNoCTC", "LSTMSoftmax", "LSTMBinarySoftmax", "TensorFlow"]
PLUMBING = {"Parallel", "Replicated", "ParBidiLSTM", "DepParUDLSTM", "Par2dLSTM", "Series",
            "RTLReversed", "TTBReversed", "XYTranspose"}
LSTMS = {"LSTM", "SummLSTM", "LSTMSoftmax", "LSTMBinarySoftmax"}
FULLY_CONNECTED = {"Logistic", "LinLogistic", "LinTanh", "Tanh", "Relu", "Linear", "Softmax", "SoftmaxNoCTC"}
RECONFIGS = {"Reconfig", "Maxpool"}
NF_LAYER_SPECIFIC_LR = 64
INT8_FLAG, ADAM_FLAG, DOUBLE_FLAG = 1, 4, 128
TF_INT_MODE = 1
LSTM_GATES = 4  # CI, GI, GF1, GO; a fifth (GFS) only for 2-D LSTMs


class Reader:
    def __init__(self, data: bytes):
        self.data, self.pos = data, 0

    def take(self, fmt: str):
        values = struct.unpack_from("<" + fmt, self.data, self.pos)
        self.pos += struct.calcsize("<" + fmt)
        return values

    def raw(self, n: int) -> bytes:
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk


class Writer:
    def __init__(self):
        self.parts: list[bytes] = []

    def put(self, fmt: str, *values):
        self.parts.append(struct.pack("<" + fmt, *values))

    def raw(self, chunk: bytes):
        self.parts.append(chunk)

    def bytes(self) -> bytes:
        return b"".join(self.parts)


class Stats:
    matrices = 0
    weights = 0


def copy_string(r: Reader, w: Writer) -> str:
    (n,) = r.take("I")
    s = r.raw(n)
    w.put("I", n)
    w.raw(s)
    return s.decode()


def weight_matrix(r: Reader, w: Writer) -> tuple[int, int]:
    """One WeightMatrix, written back in float mode; returns its shape."""
    (mode,) = r.take("B")
    if not mode & DOUBLE_FLAG:
        raise ValueError("an old-format weight matrix: not supported")
    if not mode & INT8_FLAG:
        # already float: copy the matrix (inference files carry no training state)
        dim1, dim2 = r.take("II")
        (empty,) = r.take("d")
        values = r.take(f"{dim1 * dim2}d")
        w.put("B", mode)
        w.put("IId", dim1, dim2, empty)
        w.put(f"{dim1 * dim2}d", *values)
        return dim1, dim2
    dim1, dim2 = r.take("II")
    r.take("b")  # the int array's empty value
    ints = r.take(f"{dim1 * dim2}b")
    (count,) = r.take("I")
    scales = r.take(f"{count}d")
    if count < dim1:
        raise ValueError(f"{count} scales for {dim1} rows")
    floats = [ints[t * dim2 + f] * scales[t] for t in range(dim1) for f in range(dim2)]
    w.put("B", (mode & ~INT8_FLAG) | DOUBLE_FLAG)
    w.put("IId", dim1, dim2, 0.0)
    w.put(f"{dim1 * dim2}d", *floats)
    Stats.matrices += 1
    Stats.weights += dim1 * dim2
    return dim1, dim2


def network(r: Reader, w: Writer, depth: int = 0) -> None:
    """One Network and everything below it (Network::CreateFromFile)."""
    (nt_none,) = r.take("b")
    w.put("b", nt_none)
    type_name = copy_string(r, w)
    training, backprop = r.take("bb")
    flags, ni, no, num_weights = r.take("iiii")
    w.put("bb", training, backprop)
    w.put("iiii", flags, ni, no, num_weights)
    name = copy_string(r, w)
    print(f"{'  ' * depth}{type_name} {name} ni={ni} no={no}", file=sys.stderr)
    if type_name in PLUMBING:
        (size,) = r.take("I")
        w.put("I", size)
        for _ in range(size):
            network(r, w, depth + 1)
        if flags & NF_LAYER_SPECIFIC_LR:
            (n,) = r.take("I")
            w.put("I", n)
            w.put(f"{n}f", *r.take(f"{n}f"))
    elif type_name in LSTMS:
        (na,) = r.take("i")
        w.put("i", na)
        nf = no if type_name == "LSTMSoftmax" else (no - 1).bit_length() if type_name == "LSTMBinarySoftmax" else 0
        ci_outputs = 0
        for gate in range(LSTM_GATES + 1):
            # the fifth gate (GFS) exists only in a 2-D LSTM: na - nf == ni + 2 * ns
            if gate == LSTM_GATES and na - nf != ni + 2 * ci_outputs:
                break
            dim1, _ = weight_matrix(r, w)
            if gate == 0:
                ci_outputs = dim1
        if type_name in ("LSTMSoftmax", "LSTMBinarySoftmax"):
            network(r, w, depth + 1)
    elif type_name in FULLY_CONNECTED:
        weight_matrix(r, w)
    elif type_name == "Convolve" or type_name in RECONFIGS:
        w.put("ii", *r.take("ii"))
    elif type_name == "Input":
        w.put("iiiii", *r.take("iiiii"))
    else:
        raise ValueError(f"network type {type_name} not supported")


def dequantize(data: bytes) -> bytes:
    r, w = Reader(data), Writer()
    network(r, w)
    copy_string(r, w)  # network_str_
    (flags,) = r.take("i")
    w.put("i", flags & ~TF_INT_MODE)
    w.raw(data[r.pos:])  # iterations, null char, adam beta, learning rate, momentum (and charsets)
    return w.bytes()


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: dequantize.py INT.lstm FLOAT.lstm")
    with open(sys.argv[1], "rb") as f:
        data = f.read()
    out = dequantize(data)
    with open(sys.argv[2], "wb") as f:
        f.write(out)
    print(f"{Stats.matrices} integer matrices, {Stats.weights} weights made float; "
          f"{len(data)} -> {len(out)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
