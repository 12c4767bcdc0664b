//! Steekwerk's compute engine, compiled to `engine.wasm` and called through the raw C ABI in [`abi`].
//!
//! The crate uses std only (crates.io is unreachable) and builds with rustc 1.63. Every `unsafe`
//! lives in `abi.rs`; the other modules are pure and carry their tests.
#![deny(unsafe_code)]

#[cfg(feature = "picture")]
pub mod abi;
mod abi_common;
#[cfg(feature = "hit")]
pub mod abi_hit;
#[cfg(feature = "picture")]
pub mod grid_codec;
#[cfg(feature = "hit")]
pub mod hit;
#[cfg(feature = "picture")]
pub mod picture;
pub mod version;
