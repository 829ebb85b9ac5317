#!/usr/bin/env bash
# Trains TicketScan's recognition model: Debian's English LSTM (tesseract-ocr-eng, the "fast"
# integer model) turned back into floats (dequantize.py) and fine-tuned on lines of printed
# notices, receipts and plain English in 47 typefaces, thermal and dot-matrix print, faded,
# blurred and noisy (make_lines.py), then made integer again.
#
#   scripts/model/train.sh OUTPUT.traineddata
#
# Every step is a pure function of its inputs and the settings below: the same Debian model,
# fonts, Pillow and WORK folder give the same lines (Tesseract orders the lines of a training
# file by the file's path), and lstmtraining the same weights. About 35 minutes
# on 2 cores, two thirds of it drawing the lines. WORK (default .build-model) keeps the lines and
# checkpoints, so a second run only trains again. The recipe is written beside the model.
set -euo pipefail
cd "$(dirname "$0")/../.."
# lstmtraining's OpenMP threads spin against each other and anything else on the machine: one
# thread trains about 50 times faster here than two on a busy machine.
export OMP_THREAD_LIMIT=1

OUTPUT=${1:?usage: train.sh OUTPUT.traineddata}
WORK=${WORK:-.build-model}
TRAIN_LINES=${TRAIN_LINES:-20000}
EVAL_LINES=${EVAL_LINES:-1500}
ITERATIONS=${ITERATIONS:-16000}
LEARNING_RATE=${LEARNING_RATE:-0.0005}
BASE=/usr/share/tesseract-ocr/5/tessdata/eng.traineddata
# tesseract-ocr-eng 1:4.1.0-2 (Debian 12): the model this recipe starts from
BASE_SHA256=7d4322bd2a7749724879683fc3912cb542f19906c83bcc1a52132556427170b2

for tool in combine_tessdata dawg2wordlist lstmtraining lstmeval tesseract python3; do
    command -v "$tool" >/dev/null || { echo "train.sh: $tool is missing (apt-get install tesseract-ocr)" >&2; exit 1; }
done
echo "$BASE_SHA256  $BASE" | sha256sum --check --quiet ||
    { echo "train.sh: $BASE is not the model this recipe starts from" >&2; exit 1; }
python3 scripts/model/fonts.py >&2

mkdir -p "$WORK/base" "$WORK/checkpoints"
combine_tessdata -u "$BASE" "$WORK/base/eng." >/dev/null
python3 scripts/model/dequantize.py "$WORK/base/eng.lstm" "$WORK/base/eng-float.lstm" 2>/dev/null
dawg2wordlist "$WORK/base/eng.lstm-unicharset" "$WORK/base/eng.lstm-word-dawg" "$WORK/base/words.txt" 2>/dev/null

lines() { # FOLDER COUNT SEED
    [ -s "$WORK/$1/list.txt" ] && [ "$(cat "$WORK/$1/.made" 2>/dev/null)" = "$2 $3" ] && return
    rm -rf "${WORK:?}/$1"
    python3 scripts/model/make_lines.py --out "$WORK/$1" --lines "$2" --seed "$3" --words "$WORK/base/words.txt"
    echo "$2 $3" > "$WORK/$1/.made"
}
lines train "$TRAIN_LINES" 1
lines eval "$EVAL_LINES" 2

rm -f "$WORK"/checkpoints/*
lstmtraining --continue_from "$WORK/base/eng-float.lstm" --traineddata "$BASE" \
    --model_output "$WORK/checkpoints/ticketscan" \
    --train_listfile "$WORK/train/list.txt" --eval_listfile "$WORK/eval/list.txt" \
    --max_iterations "$ITERATIONS" --reset_learning_rate --learning_rate "$LEARNING_RATE" --debug_interval 0 2>&1 |
    grep --line-buffered -E "^At iteration|Finished|Error" >&2
lstmtraining --stop_training --convert_to_int --continue_from "$WORK/checkpoints/ticketscan_checkpoint" \
    --traineddata "$BASE" --model_output "$OUTPUT" >/dev/null 2>&1

error() { # MODEL-ARGS...: character and word error on the eval lines
    lstmeval "$@" --eval_listfile "$WORK/eval/list.txt" 2>&1 | sed -n 's/.*BCER eval=\([0-9.]*\), BWER eval=\([0-9.]*\).*/\1% of characters, \2% of words/p'
}
before=$(error --model "$BASE")
after=$(error --model "$OUTPUT")
cat > "${OUTPUT%.traineddata}.recipe" <<EOF
TicketScan recognition model, made by scripts/model/train.sh:
  base: $BASE (sha256 $BASE_SHA256), dequantized
  lines: $TRAIN_LINES to train (seed 1), $EVAL_LINES to evaluate (seed 2), scripts/model/make_lines.py
  lstmtraining: --max_iterations $ITERATIONS --learning_rate $LEARNING_RATE, then --convert_to_int
  tools: $(tesseract --version 2>&1 | head -1), $(python3 -c 'import sys, PIL, numpy; print(f"Python {sys.version.split()[0]}, Pillow {PIL.__version__}, numpy {numpy.__version__}")')
  error on the evaluation lines: base $before; this model $after
  sha256: $(sha256sum "$OUTPUT" | cut -d' ' -f1)
EOF
cat "${OUTPUT%.traineddata}.recipe"
