#!/usr/bin/env bash
# `npm run --silent convert -- --in FILE --out FILE …`: installs and builds what is missing (quietly; the build's
# output is shown only when it fails), then runs the convert command of formats/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! make -s -C "$root" deps build-formats >"$log" 2>&1; then
  cat "$log" >&2
  echo "convert: de voorbereiding (installeren en bouwen) is mislukt" >&2
  exit 1
fi
exec node "$root/formats/dist/cli/convert.js" "$@"
