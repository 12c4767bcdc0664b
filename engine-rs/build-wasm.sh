#!/bin/sh
# Builds the two wasm files (release) into dist/: engine.wasm (rows codec, picture import) and freeform-hit.wasm
# (the freeform hit index alone; Cargo.toml's features).
#
# Uses Debian's toolchain (rustc 1.63 with libstd-rust-dev-wasm32; its cargo links with rust-lld):
# rustup's rustc on PATH has no wasm32 target. ENGINE_CARGO and ENGINE_RUSTC override the two paths.
set -eu

cd "$(dirname "$0")"
cargo_bin=${ENGINE_CARGO:-/usr/bin/cargo}
rustc_bin=${ENGINE_RUSTC:-/usr/bin/rustc}
target=wasm32-unknown-unknown

RUSTC="$rustc_bin" "$cargo_bin" build --release --locked --target $target --no-default-features --features picture
mkdir -p dist
cp target/$target/release/steekwerk_engine.wasm dist/engine.wasm
# A target folder of its own, so the two feature sets do not rebuild each other.
RUSTC="$rustc_bin" CARGO_TARGET_DIR=target/hit "$cargo_bin" build --release --locked --target $target \
  --no-default-features --features hit
cp target/hit/$target/release/steekwerk_engine.wasm dist/freeform-hit.wasm
