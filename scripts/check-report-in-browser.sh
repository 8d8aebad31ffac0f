#!/usr/bin/env bash
# Renders the sample app's `strangler report` in headless Chromium (Debian's package) and checks it as a
# browser sees it: the expected sections are in the DOM, the page's script ran (data-report-ready) and
# raised no error (data-script-errors), and Chromium logged no console error. Saves a screenshot.
#
# Usage: scripts/check-report-in-browser.sh [SCREENSHOT]   (default: a temporary file; CI passes none)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null; then
  sudo=$([ "$(id -u)" -eq 0 ] || echo sudo)
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
screenshot=${1:-$work/report.png}

swift build --product strangler >/dev/null
scripts/make-sample-history.sh "$work/LegacyShop" >/dev/null
.build/debug/strangler report "$work/LegacyShop" -o "$work/report.html" --samples 6 2>/dev/null

chrome=(chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$work/profile" --allow-file-access-from-files)
"${chrome[@]}" --enable-logging=stderr --v=0 --virtual-time-budget=3000 --dump-dom "file://$work/report.html" >"$work/dom.html" 2>"$work/console.log"

status=0
for id in summary hotspots plan progress progress-over-time screens; do
  grep -q "id=\"$id\"" "$work/dom.html" || { echo "error: the rendered page has no section '$id'" >&2; status=1; }
done
grep -q 'data-report-ready="yes"' "$work/dom.html" || { echo "error: the page's script did not run to the end" >&2; status=1; }
if grep -q 'data-script-errors="' "$work/dom.html"; then echo "error: the page raised a script error" >&2; status=1; fi
if grep -E 'CONSOLE.*(ERROR|Uncaught)|Uncaught ' "$work/console.log"; then echo "error: console errors while rendering" >&2; status=1; fi

"${chrome[@]}" --hide-scrollbars --window-size=1400,2200 --virtual-time-budget=3000 --screenshot="$screenshot" "file://$work/report.html" >/dev/null 2>&1
[ -s "$screenshot" ] || { echo "error: no screenshot" >&2; status=1; }
[ $status -eq 0 ] && echo "report checked in $(chromium --version): sections present, no script or console errors; screenshot $screenshot"
exit $status
