#!/usr/bin/env bash
# Development: the API on :8080 plus Vite with hot reload on :5173 (proxying /nl/ajax to the API).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
PORT=8080 "$root/scripts/serve.sh" &
serve_pid=$!
trap 'kill -INT $serve_pid 2>/dev/null; wait $serve_pid 2>/dev/null || true' INT TERM EXIT
cd "$root/web"
echo "Vite: http://localhost:5173/nl"
npx vite --port 5173 --strictPort
