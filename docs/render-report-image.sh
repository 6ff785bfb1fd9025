#!/usr/bin/env bash
# Regenerates docs/replay-report.png, the README's picture of `replay --format html`: builds adaptive-sim,
# writes the report of one library scenario, and screenshots it with headless Chromium (Debian's
# chromium-headless-shell or chromium; `apt-get install chromium-headless-shell`).
# Usage: docs/render-report-image.sh [scenario.yaml ...]
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

browser=""
for candidate in "${ADAPTIVE_SIM_CHROMIUM:-}" chromium-headless-shell chromium chromium-browser google-chrome; do
    if [ -n "$candidate" ] && command -v "$candidate" >/dev/null 2>&1; then
        browser="$(command -v "$candidate")"
        break
    fi
done
if [ -z "$browser" ]; then
    echo "error: no headless Chromium found; install chromium-headless-shell with apt-get" >&2
    exit 1
fi

if [ "$#" -eq 0 ]; then
    set -- scenarios/pampered-pets/vet-popover-split-view-newest.yaml
fi

swift build --product adaptive-sim >/dev/null
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# A failing expectation is part of what the picture shows, so exit status 1 is fine here; 2 is not.
status=0
"$(swift build --show-bin-path)/adaptive-sim" replay "$@" --format html >"$scratch/report.html" || status=$?
if [ "$status" -gt 1 ]; then
    echo "error: the scenarios did not replay (exit status $status)" >&2
    exit "$status"
fi

"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$scratch/profile" --window-size=1400,1080 \
    --screenshot="$PWD/docs/replay-report.png" "file://$scratch/report.html" >/dev/null 2>&1
echo "wrote docs/replay-report.png"
