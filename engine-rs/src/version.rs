//! The engine's version, taken from Cargo.toml, packed into one `u32` for the ABI.

/// The crate version as written in Cargo.toml, e.g. `"0.1.0"`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The version packed as `major << 16 | minor << 8 | patch`; each part must be below 256.
pub const PACKED_VERSION: u32 = pack(
    parse_part(env!("CARGO_PKG_VERSION_MAJOR")),
    parse_part(env!("CARGO_PKG_VERSION_MINOR")),
    parse_part(env!("CARGO_PKG_VERSION_PATCH")),
);

const fn parse_part(text: &str) -> u32 {
    let digits = text.as_bytes();
    let mut value = 0;
    let mut index = 0;
    while index < digits.len() {
        value = value * 10 + (digits[index] - b'0') as u32;
        index += 1;
    }
    value
}

const fn pack(major: u32, minor: u32, patch: u32) -> u32 {
    // A part of 256 or more would not fit its byte: fail the build rather than pack a wrong version.
    assert!(major < 256 && minor < 256 && patch < 256);
    major << 16 | minor << 8 | patch
}

/// Formats a packed version back into `major.minor.patch`.
pub fn unpack(packed: u32) -> String {
    format!(
        "{}.{}.{}",
        packed >> 16,
        (packed >> 8) & 0xFF,
        packed & 0xFF
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_the_cargo_version() {
        assert_eq!(unpack(PACKED_VERSION), VERSION);
    }

    #[test]
    fn packs_each_part_into_its_byte() {
        assert_eq!(pack(1, 2, 3), 0x0001_0203);
        assert_eq!(unpack(0x000A_0B0C), "10.11.12");
        assert_eq!(parse_part("42"), 42);
    }
}
