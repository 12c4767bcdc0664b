//! Grid rows codec: cells (one byte per cell, row-major, `column_count * row_count` bytes) to and
//! from the `"1:" + base64` text that spec §3 stores in `grid.rows`, with the checks of spec §5.
//!
//! Base64 is the standard alphabet of RFC 4648 §4 with `=` padding. The decoder is strict about
//! shape: the text after `1:` has a length that is a multiple of 4, `=` appears only as one or two
//! final characters, and nothing else (no whitespace, no URL-safe `-` or `_`) is accepted. The unused
//! low bits of a padded last group are ignored rather than rejected, as the browser's `atob` and
//! Node's `Buffer` ignore them, so rows written by any base64 encoder decode here as they do there.
//!
//! Both directions are table driven, work a whole group (3 bytes, 4 characters) at a time and write
//! straight into an output slice the caller sized with [`encoded_len`] or [`cell_count`]: encoding
//! looks up two characters per 12 bits, decoding ORs four pre-shifted values and checks the whole
//! text for invalid characters once, after the loop. The tables cost 12 KB of wasm data.

use std::fmt;

/// The version prefix every grid rows text starts with.
pub const ROWS_PREFIX: &[u8; 2] = b"1:";

/// The one message users see for any rows failure (spec §5 and the error table of spec §8).
pub const GRID_ROWS_ERROR: &str = "Invalid grid rows";

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Marks a character that is not in the alphabet; its top bit survives OR-ing a group's values.
const INVALID: u8 = 0xFF;

/// The value (0..64) of every byte that is a base64 character, [`INVALID`] for all others, `=` included.
static DECODE: [u8; 256] = decode_table();

/// Bit 24 and up of a decoded group: only a character outside the alphabet sets them.
const INVALID_GROUP: u32 = 0xFF00_0000;

/// [`DECODE`] shifted to each character's place in a group's 24 bits, so a group decodes with four
/// lookups and three ORs; characters outside the alphabet map to [`INVALID_GROUP`].
static DECODE_SHIFTED: [[u32; 256]; 4] = [
    shifted_decode_table(18),
    shifted_decode_table(12),
    shifted_decode_table(6),
    shifted_decode_table(0),
];

/// The two characters of every 12-bit value, first character in the low byte (little-endian order).
static ENCODE_PAIRS: [u16; 4096] = encode_pair_table();

const fn decode_table() -> [u8; 256] {
    let mut table = [INVALID; 256];
    let mut value = 0;
    while value < 64 {
        table[ALPHABET[value] as usize] = value as u8;
        value += 1;
    }
    table
}

const fn shifted_decode_table(shift: u32) -> [u32; 256] {
    let mut table = [INVALID_GROUP; 256];
    let mut value = 0;
    while value < 64 {
        table[ALPHABET[value] as usize] = (value as u32) << shift;
        value += 1;
    }
    table
}

const fn encode_pair_table() -> [u16; 4096] {
    let mut table = [0; 4096];
    let mut pair = 0;
    while pair < 4096 {
        table[pair] = ALPHABET[pair >> 6] as u16 | (ALPHABET[pair & 63] as u16) << 8;
        pair += 1;
    }
    table
}

/// Why grid rows were rejected. Every reason reads [`GRID_ROWS_ERROR`]; the variant helps tests and logs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GridRowsError {
    /// The text has fewer than 2 characters.
    TooShort,
    /// The text does not start with `1:`.
    MissingPrefix,
    /// The column or row count is below 1, or their product does not fit in memory.
    InvalidSize,
    /// The text after `1:` is not padded standard base64.
    InvalidBase64,
    /// The decoded byte count differs from columns times rows.
    ByteCountMismatch,
}

impl fmt::Display for GridRowsError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(GRID_ROWS_ERROR)
    }
}

impl std::error::Error for GridRowsError {}

/// The output slice handed to [`encode_into`] does not hold exactly [`encoded_len`] bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutputLengthMismatch;

/// The number of cells of a grid, `column_count * row_count`, when both counts are at least 1.
pub fn cell_count(column_count: i32, row_count: i32) -> Result<usize, GridRowsError> {
    if column_count < 1 || row_count < 1 {
        return Err(GridRowsError::InvalidSize);
    }
    (column_count as usize)
        .checked_mul(row_count as usize)
        .ok_or(GridRowsError::InvalidSize)
}

/// The length of the rows text for `cell_count` cells: `2 + 4 * ceil(cell_count / 3)`, or `None`
/// when that does not fit in a `usize`.
pub fn encoded_len(cell_count: usize) -> Option<usize> {
    let groups = cell_count / 3 + usize::from(cell_count % 3 != 0);
    groups.checked_mul(4)?.checked_add(ROWS_PREFIX.len())
}

/// Encodes `cells` as `"1:" + base64` into `out`, which must hold exactly `encoded_len(cells.len())` bytes.
pub fn encode_into(cells: &[u8], out: &mut [u8]) -> Result<(), OutputLengthMismatch> {
    if encoded_len(cells.len()) != Some(out.len()) {
        return Err(OutputLengthMismatch);
    }
    // Slice patterns and exact chunks instead of indexing: no bounds checks, no panic paths in the wasm.
    let body = match out {
        [first, second, body @ ..] => {
            *first = ROWS_PREFIX[0];
            *second = ROWS_PREFIX[1];
            body
        }
        _ => return Err(OutputLengthMismatch),
    };
    for (group, chars) in cells.chunks_exact(3).zip(body.chunks_exact_mut(4)) {
        if let ([first, second, third], [char0, char1, char2, char3]) = (group, chars) {
            let bits = u32::from(*first) << 16 | u32::from(*second) << 8 | u32::from(*third);
            let [high0, high1] = ENCODE_PAIRS[(bits >> 12) as usize & 0xFFF].to_le_bytes();
            let [low0, low1] = ENCODE_PAIRS[bits as usize & 0xFFF].to_le_bytes();
            *char0 = high0;
            *char1 = high1;
            *char2 = low0;
            *char3 = low1;
        }
    }
    // One or two cells left over make a last group padded with `==` or `=`.
    let (first, second) = match cells.chunks_exact(3).remainder() {
        [] => return Ok(()),
        [first] => (*first, None),
        [first, second] => (*first, Some(*second)),
        _ => return Err(OutputLengthMismatch),
    };
    if let [.., char0, char1, char2, char3] = body {
        let bits = u32::from(first) << 16 | u32::from(second.unwrap_or(0)) << 8;
        *char0 = ALPHABET[(bits >> 18) as usize & 63];
        *char1 = ALPHABET[(bits >> 12) as usize & 63];
        *char2 = match second {
            Some(_) => ALPHABET[(bits >> 6) as usize & 63],
            None => b'=',
        };
        *char3 = b'=';
    }
    Ok(())
}

/// Encodes `cells` as the rows text `"1:" + base64`.
pub fn encode(cells: &[u8]) -> String {
    let length = encoded_len(cells.len()).expect("a slice's encoded length fits in memory");
    let mut out = vec![0; length];
    // The length was computed from these very cells, so encoding cannot fail.
    let _ = encode_into(cells, &mut out);
    String::from_utf8(out).expect("base64 output is ASCII")
}

/// The base64 text after the `1:` prefix, with its length checked to be a multiple of 4.
fn rows_body(text: &[u8]) -> Result<&[u8], GridRowsError> {
    let body = match text {
        [first, second, body @ ..] if [*first, *second] == *ROWS_PREFIX => body,
        [_, _, ..] => return Err(GridRowsError::MissingPrefix),
        _ => return Err(GridRowsError::TooShort),
    };
    if body.len() % 4 != 0 {
        return Err(GridRowsError::InvalidBase64);
    }
    Ok(body)
}

/// The number of bytes a base64 body of whole groups decodes to, from its final `=` characters.
fn body_decoded_len(body: &[u8]) -> usize {
    let padding = match body {
        [.., b'=', b'='] => 2,
        [.., b'='] => 1,
        _ => 0,
    };
    body.len() / 4 * 3 - padding
}

/// The number of bytes `text` decodes to, from its shape alone (prefix, length, padding); the
/// characters themselves are checked by [`decode_into`].
pub fn decoded_len(text: &[u8]) -> Result<usize, GridRowsError> {
    rows_body(text).map(body_decoded_len)
}

/// Decodes the rows `text` (its ASCII bytes) into `out`, whose length is the expected cell count
/// (see [`cell_count`]). On error the contents of `out` are unspecified.
pub fn decode_into(text: &[u8], out: &mut [u8]) -> Result<(), GridRowsError> {
    let body = rows_body(text)?;
    if body_decoded_len(body) != out.len() {
        return Err(GridRowsError::ByteCountMismatch);
    }
    let mut seen = 0u32;
    // With padding, the output's whole groups run out one group early; the padded one is decoded below.
    for (chars, group) in body.chunks_exact(4).zip(out.chunks_exact_mut(3)) {
        if let ([char0, char1, char2, char3], [first, second, third]) = (chars, group) {
            let bits = DECODE_SHIFTED[0][*char0 as usize]
                | DECODE_SHIFTED[1][*char1 as usize]
                | DECODE_SHIFTED[2][*char2 as usize]
                | DECODE_SHIFTED[3][*char3 as usize];
            // One check after the loop instead of a branch per group: INVALID_GROUP's bits stick.
            seen |= bits;
            *first = (bits >> 16) as u8;
            *second = (bits >> 8) as u8;
            *third = bits as u8;
        }
    }
    if seen & INVALID_GROUP != 0 {
        return Err(GridRowsError::InvalidBase64);
    }
    match (body, out.chunks_exact_mut(3).into_remainder()) {
        (_, []) => Ok(()),
        ([.., char0, char1, b'=', b'='], [first]) => {
            let values = [DECODE[*char0 as usize], DECODE[*char1 as usize]];
            if (values[0] | values[1]) & 0x80 != 0 {
                return Err(GridRowsError::InvalidBase64);
            }
            // The low 4 bits of the second character are unused and ignored.
            *first = values[0] << 2 | values[1] >> 4;
            Ok(())
        }
        ([.., char0, char1, char2, b'='], [first, second]) => {
            let values = [
                DECODE[*char0 as usize],
                DECODE[*char1 as usize],
                DECODE[*char2 as usize],
            ];
            if (values[0] | values[1] | values[2]) & 0x80 != 0 {
                return Err(GridRowsError::InvalidBase64);
            }
            // The low 2 bits of the third character are unused and ignored.
            *first = values[0] << 2 | values[1] >> 4;
            *second = values[1] << 4 | values[2] >> 2;
            Ok(())
        }
        _ => Err(GridRowsError::InvalidBase64),
    }
}

/// Decodes rows text (a `&str` or its ASCII bytes) of a `column_count` by `row_count` grid.
pub fn decode<T: AsRef<[u8]> + ?Sized>(
    text: &T,
    column_count: i32,
    row_count: i32,
) -> Result<Vec<u8>, GridRowsError> {
    let text = text.as_ref();
    let cells = cell_count(column_count, row_count)?;
    // Checked before allocating, so absurd counts never reserve memory.
    if decoded_len(text)? != cells {
        return Err(GridRowsError::ByteCountMismatch);
    }
    let mut out = vec![0; cells];
    decode_into(text, &mut out)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small independent base64 encoder (bit by bit) to check the table-driven one against.
    fn reference_base64(bytes: &[u8]) -> String {
        let mut bits = String::new();
        for byte in bytes {
            bits.push_str(&format!("{:08b}", byte));
        }
        while bits.len() % 6 != 0 {
            bits.push('0');
        }
        let mut text = String::new();
        for index in (0..bits.len()).step_by(6) {
            let value = u8::from_str_radix(&bits[index..index + 6], 2).unwrap();
            text.push(ALPHABET[value as usize] as char);
        }
        while text.len() % 4 != 0 {
            text.push('=');
        }
        text
    }

    fn pattern(count: usize) -> Vec<u8> {
        (0..count)
            .map(|index| (index * 7 + index / 13) as u8)
            .collect()
    }

    fn round_trip(column_count: i32, row_count: i32) {
        let cells = pattern(column_count as usize * row_count as usize);
        let text = encode(&cells);
        assert_eq!(text.len(), encoded_len(cells.len()).unwrap());
        assert_eq!(decode(&text, column_count, row_count), Ok(cells));
    }

    #[test]
    fn encodes_known_values() {
        assert_eq!(encode(&[]), "1:");
        assert_eq!(encode(&[0]), "1:AA==");
        assert_eq!(encode(&[1, 2]), "1:AQI=");
        assert_eq!(encode(&[1, 2, 3]), "1:AQID");
        assert_eq!(encode(b"Steekwerk"), "1:U3RlZWt3ZXJr");
        assert_eq!(encode(&[0xFF, 0xFE, 0xFD, 0xFC]), "1://79/A==");
    }

    #[test]
    fn matches_a_reference_encoder_for_every_length_up_to_64() {
        for count in 0..64 {
            let cells = pattern(count);
            assert_eq!(encode(&cells), format!("1:{}", reference_base64(&cells)));
        }
    }

    #[test]
    fn round_trips_a_single_cell() {
        round_trip(1, 1);
    }

    #[test]
    fn round_trips_sizes_needing_each_padding() {
        round_trip(3, 1); // 3 cells: no padding
        round_trip(2, 2); // 4 cells: two `=`
        round_trip(5, 1); // 5 cells: one `=`
        round_trip(7, 3);
        round_trip(11, 13);
        round_trip(1, 101);
    }

    #[test]
    fn round_trips_all_256_byte_values() {
        let cells: Vec<u8> = (0..=255).collect();
        let text = encode(&cells);
        assert_eq!(&text[2..], reference_base64(&cells));
        assert_eq!(decode(&text, 16, 16), Ok(cells.clone()));
        assert_eq!(decode(&text, 256, 1), Ok(cells));
    }

    #[test]
    fn round_trips_every_byte_value_in_every_group_position() {
        for offset in 0..3 {
            let mut cells = vec![0u8; offset];
            cells.extend(0..=255u8);
            let text = encode(&cells);
            assert_eq!(decode(&text, cells.len() as i32, 1), Ok(cells));
        }
    }

    #[test]
    fn round_trips_4000_by_4000() {
        round_trip(4000, 4000);
    }

    #[test]
    fn decodes_from_str_and_from_bytes_alike() {
        let text = encode(&[9, 8, 7, 6, 5]);
        assert_eq!(decode(text.as_str(), 5, 1), decode(text.as_bytes(), 5, 1));
    }

    #[test]
    fn ignores_unused_low_bits_of_the_last_group() {
        // "AB==" and "AQJ=" carry set bits below the last byte, which atob and Buffer ignore too.
        assert_eq!(decode("1:AB==", 1, 1), Ok(vec![0]));
        assert_eq!(decode("1:AQJ=", 2, 1), Ok(vec![1, 2]));
    }

    #[test]
    fn rejects_text_shorter_than_two_characters() {
        assert_eq!(decode("", 1, 1), Err(GridRowsError::TooShort));
        assert_eq!(decode("1", 1, 1), Err(GridRowsError::TooShort));
    }

    #[test]
    fn rejects_text_without_the_prefix() {
        assert_eq!(decode("AAAA", 3, 1), Err(GridRowsError::MissingPrefix));
        assert_eq!(decode("2:AAAA", 3, 1), Err(GridRowsError::MissingPrefix));
        assert_eq!(decode("1;AAAA", 3, 1), Err(GridRowsError::MissingPrefix));
        assert_eq!(decode(":1AAAA", 3, 1), Err(GridRowsError::MissingPrefix));
    }

    #[test]
    fn rejects_counts_below_one() {
        for (columns, rows) in [
            (0, 1),
            (1, 0),
            (0, 0),
            (-1, 3),
            (3, -1),
            (i32::MIN, i32::MIN),
        ] {
            assert_eq!(
                decode("1:AAAA", columns, rows),
                Err(GridRowsError::InvalidSize)
            );
            assert_eq!(cell_count(columns, rows), Err(GridRowsError::InvalidSize));
        }
    }

    #[test]
    fn rejects_a_byte_count_other_than_columns_times_rows() {
        let text = encode(&pattern(12));
        assert_eq!(decode(&text, 4, 3).map(|cells| cells.len()), Ok(12));
        assert_eq!(decode(&text, 4, 4), Err(GridRowsError::ByteCountMismatch));
        assert_eq!(decode(&text, 11, 1), Err(GridRowsError::ByteCountMismatch));
        assert_eq!(decode(&text, 13, 1), Err(GridRowsError::ByteCountMismatch));
        assert_eq!(decode("1:", 1, 1), Err(GridRowsError::ByteCountMismatch));
        assert_eq!(
            decode(&text, i32::MAX, i32::MAX),
            Err(GridRowsError::ByteCountMismatch)
        );
    }

    #[test]
    fn rejects_characters_outside_the_alphabet() {
        for bad in [
            "1:AA-A",
            "1:AA_A",
            "1:AA A",
            "1:AA\nA",
            "1:A\0AA",
            "1:AAA\u{e9}",
            "1:AAAA.AAA",
        ] {
            let cells = decoded_len(bad.as_bytes()).unwrap_or(1) as i32;
            let result = decode(bad, cells, 1);
            assert!(
                result == Err(GridRowsError::InvalidBase64),
                "{:?} gave {:?}",
                bad,
                result
            );
        }
        assert_eq!(
            decode("1:AAAAAA-A", 6, 1),
            Err(GridRowsError::InvalidBase64)
        );
        assert_eq!(
            decode("1:-AAAAAAA", 6, 1),
            Err(GridRowsError::InvalidBase64)
        );
    }

    #[test]
    fn rejects_every_non_alphabet_byte_in_every_group_position() {
        for byte in 0..=255u8 {
            if ALPHABET.contains(&byte) {
                continue;
            }
            for position in 0..8 {
                let mut text = b"1:QUJDREVG".to_vec();
                text[2 + position] = byte;
                let mut out = [0u8; 6];
                let result = decode_into(&text, &mut out);
                assert!(
                    result.is_err(),
                    "byte {} at {} was accepted",
                    byte,
                    position
                );
            }
        }
    }

    #[test]
    fn rejects_a_length_that_is_not_a_multiple_of_four() {
        assert_eq!(decode("1:A", 1, 1), Err(GridRowsError::InvalidBase64));
        assert_eq!(decode("1:AA", 1, 1), Err(GridRowsError::InvalidBase64));
        assert_eq!(decode("1:AAA", 2, 1), Err(GridRowsError::InvalidBase64));
        assert_eq!(decode("1:AAAAA", 3, 1), Err(GridRowsError::InvalidBase64));
    }

    #[test]
    fn rejects_misplaced_padding() {
        assert_eq!(decode("1:A===", 1, 1), Err(GridRowsError::InvalidBase64));
        assert_eq!(decode("1:====", 1, 1), Err(GridRowsError::InvalidBase64));
        assert_eq!(decode("1:AA=A", 3, 1), Err(GridRowsError::InvalidBase64));
        assert_eq!(
            decode("1:AA==AAAA", 6, 1),
            Err(GridRowsError::InvalidBase64)
        );
        assert_eq!(
            decode("1:AAA=AAAA", 6, 1),
            Err(GridRowsError::InvalidBase64)
        );
        assert_eq!(decode("1:=AAA", 3, 1), Err(GridRowsError::InvalidBase64));
    }

    #[test]
    fn encode_into_needs_an_exact_output_length() {
        let mut short = [0u8; 5];
        let mut long = [0u8; 7];
        let mut exact = [0u8; 6];
        assert_eq!(encode_into(&[1], &mut short), Err(OutputLengthMismatch));
        assert_eq!(encode_into(&[1], &mut long), Err(OutputLengthMismatch));
        assert_eq!(encode_into(&[1], &mut exact), Ok(()));
        assert_eq!(&exact, b"1:AQ==");
    }

    #[test]
    fn computes_lengths() {
        assert_eq!(encoded_len(0), Some(2));
        assert_eq!(encoded_len(1), Some(6));
        assert_eq!(encoded_len(3), Some(6));
        assert_eq!(encoded_len(4), Some(10));
        assert_eq!(encoded_len(usize::MAX), None);
        assert_eq!(cell_count(4000, 4000), Ok(16_000_000));
        assert_eq!(decoded_len(b"1:AQID"), Ok(3));
        assert_eq!(decoded_len(b"1:AQI="), Ok(2));
        assert_eq!(decoded_len(b"1:AQ=="), Ok(1));
    }

    #[test]
    fn every_error_reads_invalid_grid_rows() {
        for error in [
            GridRowsError::TooShort,
            GridRowsError::MissingPrefix,
            GridRowsError::InvalidSize,
            GridRowsError::InvalidBase64,
            GridRowsError::ByteCountMismatch,
        ] {
            assert_eq!(error.to_string(), "Invalid grid rows");
        }
    }
}
