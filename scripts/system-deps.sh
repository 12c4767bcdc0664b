#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, only when something is missing.
set -euo pipefail

missing=()
[ -x /usr/bin/rustc ] || missing+=(rustc)
[ -x /usr/bin/cargo ] || missing+=(cargo)
[ -d /usr/lib/rustlib/wasm32-unknown-unknown ] || missing+=(libstd-rust-dev-wasm32)
[ -x /usr/bin/lld-14 ] || missing+=(lld-14)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/pngquant ] || missing+=(pngquant)  # bench/picture-quality.node.mjs compares against it
[ -x /usr/bin/pdfinfo ] || missing+=(poppler-utils)  # formats/ checks its PDFs with pdfinfo, pdffonts, pdftotext, pdftoppm
if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
cargo fmt --version >/dev/null 2>&1 || missing+=(rustfmt)
cargo clippy --version >/dev/null 2>&1 || missing+=(rust-clippy)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing Debian packages: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Please install as root: apt-get install ${missing[*]}" >&2; exit 1; }
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
