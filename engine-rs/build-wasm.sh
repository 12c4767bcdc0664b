#!/bin/sh
# Builds engine.wasm (release) and copies it to dist/engine.wasm.
#
# Uses Debian's toolchain (rustc 1.63 with libstd-rust-dev-wasm32; its cargo links with rust-lld):
# rustup's rustc on PATH has no wasm32 target. ENGINE_CARGO and ENGINE_RUSTC override the two paths.
set -eu

cd "$(dirname "$0")"
cargo_bin=${ENGINE_CARGO:-/usr/bin/cargo}
rustc_bin=${ENGINE_RUSTC:-/usr/bin/rustc}

RUSTC="$rustc_bin" "$cargo_bin" build --release --locked --target wasm32-unknown-unknown
mkdir -p dist
cp target/wasm32-unknown-unknown/release/steekwerk_engine.wasm dist/engine.wasm
