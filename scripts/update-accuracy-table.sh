#!/usr/bin/env bash
# Writes the table `strangler-accuracy` prints for Examples/LabelledSet into README.md, between its markers.
set -euo pipefail
cd "$(dirname "$0")/.."
table=$(swift run -q strangler-accuracy)
python3 - "$table" <<'PY'
import sys
table = sys.argv[1].rstrip("\n") + "\n"
path = "README.md"
text = open(path).read()
begin, end = "<!-- accuracy-table:begin -->\n", "<!-- accuracy-table:end -->"
start = text.index(begin) + len(begin)
text = text[:start] + table + text[text.index(end):]
open(path, "w").write(text)
PY
