#!/usr/bin/env bash
# Regenerates Tests/StranglerSourcesTests/Fixtures/Complexity/expected.tsv, the
# reference cyclomatic complexity of every function in the Swift fixtures next
# to it, exactly as lizard (https://pypi.org/project/lizard/) reports it.
# Strangler must count complexity "the way lizard counts Swift"; the tests
# compare its per-function numbers with this file.
#
# Run it after adding or changing a fixture, then review the diff of
# expected.tsv by hand: a changed number means lizard (or the fixture) changed.
#
#   scripts/lizard-reference.sh                        # pinned lizard version
#   LIZARD_VERSION=1.24.3 scripts/lizard-reference.sh  # pick another version
#
# Needs python3 (with the venv module) and access to PyPI. Everything is
# installed into a throwaway virtualenv in a temp dir that is removed on exit.
#
# Output: one header line, then one line per function, tab-separated:
#   file  function_name  start_line  end_line  ccn
# file is the fixture's base name; function_name, start_line, end_line and ccn
# are lizard's "function", "start", "end" and "CCN" CSV columns, unchanged.
# Lines are sorted by file, then start line (then end line, outer first).
set -euo pipefail

LIZARD_VERSION="${LIZARD_VERSION:-1.24.3}"

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fixtures="$repo_root/Tests/StranglerSourcesTests/Fixtures/Complexity"
output="$fixtures/expected.tsv"

work="$(mktemp -d "${TMPDIR:-/tmp}/lizard-reference.XXXXXX")"
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check "lizard==$LIZARD_VERSION"
echo "Using lizard $("$work/venv/bin/lizard" --version)" >&2

shopt -s nullglob
sources=("$fixtures"/*.swift)
if [ "${#sources[@]}" -eq 0 ]; then
    echo "No .swift fixtures in $fixtures" >&2
    exit 1
fi

# lizard --csv columns: NLOC, CCN, token, PARAM, length, location, file,
# function, long_name, start, end.
"$work/venv/bin/lizard" --csv "${sources[@]}" > "$work/lizard.csv"

"$work/venv/bin/python" - "$work/lizard.csv" "$output" <<'PY'
import csv
import os
import sys

source, destination = sys.argv[1], sys.argv[2]
rows = []
with open(source, newline="", encoding="utf-8") as handle:
    for record in csv.reader(handle):
        if not record:
            continue
        nloc, ccn, token, param, length, location, path, name, long_name, start, end = record
        rows.append((os.path.basename(path), name, int(start), int(end), int(ccn)))

rows.sort(key=lambda row: (row[0], row[2], -row[3], row[1]))
with open(destination, "w", encoding="utf-8", newline="\n") as handle:
    handle.write("file\tfunction_name\tstart_line\tend_line\tccn\n")
    for file, name, start, end, ccn in rows:
        handle.write(f"{file}\t{name}\t{start}\t{end}\t{ccn}\n")
print(f"Wrote {len(rows)} functions to {destination}", file=sys.stderr)
PY
