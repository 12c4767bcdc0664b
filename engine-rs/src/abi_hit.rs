//! The C ABI of the freeform hit index (`hit/`): the only exports that keep state between calls. An
//! index lives in the engine under a handle (1, 2, …) from `sw_hit_new` until `sw_hit_drop`; numbers
//! travel as scalar arguments, batches as little-endian records in the caller's `sw_alloc` buffers, and a
//! rectangle's ids in a buffer the index owns until its next call. `ABI.md` documents each export.
#![allow(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]

use std::cell::RefCell;

use crate::abi_common::{borrow, Status};
use crate::hit::geometry::{Aabb, Placement};
use crate::hit::{HitEntry, HitIndex, MAX_ID};

/// Bytes of one record of [`sw_hit_set_many`]: eight f64 (id, layer, z, x, y, width, height, rotate).
pub const HIT_RECORD_LEN: usize = 64;
/// What a pick answers when the handle or the filter is not valid (the binding throws).
pub const HIT_INVALID: i32 = -2;

struct Registry {
    indexes: Vec<Option<HitIndex>>,
    /// Per index, the layers a pick with `layers_mode` 1 searches (`sw_hit_filter`).
    filters: Vec<Vec<i32>>,
}

thread_local! {
    static REGISTRY: RefCell<Registry> = const {
        RefCell::new(Registry {
            indexes: Vec::new(),
            filters: Vec::new(),
        })
    };
}

/// Runs `work` on the index `handle` names and its filter, or returns `invalid`.
fn with_index<T>(
    handle: u32,
    invalid: T,
    work: impl FnOnce(&mut HitIndex, &mut Vec<i32>) -> T,
) -> T {
    REGISTRY.with(|registry| {
        let mut registry = registry.borrow_mut();
        let Registry { indexes, filters } = &mut *registry;
        let at = (handle as usize).wrapping_sub(1);
        match (indexes.get_mut(at), filters.get_mut(at)) {
            (Some(Some(index)), Some(filter)) => work(index, filter),
            _ => invalid,
        }
    })
}

/// Creates an empty index with grid cells of `cell_size` units (0 or less: the default, 64) and returns
/// its handle, never 0.
#[no_mangle]
pub extern "C" fn sw_hit_new(cell_size: f64) -> u32 {
    REGISTRY.with(|registry| {
        let mut registry = registry.borrow_mut();
        let index = HitIndex::new(cell_size);
        let at = match registry.indexes.iter().position(Option::is_none) {
            Some(at) => at,
            None => {
                registry.indexes.push(None);
                registry.filters.push(Vec::new());
                registry.indexes.len() - 1
            }
        };
        if let Some(free) = registry.indexes.get_mut(at) {
            *free = Some(index);
        }
        (at + 1) as u32
    })
}

/// Frees the index `handle` names; the handle may be given out again.
#[no_mangle]
pub extern "C" fn sw_hit_drop(handle: u32) -> Status {
    REGISTRY.with(|registry| {
        let mut registry = registry.borrow_mut();
        let at = (handle as usize).wrapping_sub(1);
        match registry.indexes.get_mut(at) {
            Some(slot @ Some(_)) => {
                *slot = None;
                if let Some(filter) = registry.filters.get_mut(at) {
                    *filter = Vec::new();
                }
                Status::Ok
            }
            _ => Status::InvalidArgument,
        }
    })
}

/// The number of entries, or -1 for an unknown handle.
#[no_mangle]
pub extern "C" fn sw_hit_len(handle: u32) -> i32 {
    with_index(handle, -1, |index, _| index.len() as i32)
}

/// Adds or replaces the entry for `id` (0..=2^31-1): layer, z, centre, unturned size, degrees clockwise.
#[allow(clippy::too_many_arguments)]
#[no_mangle]
pub extern "C" fn sw_hit_set(
    handle: u32,
    id: u32,
    layer: i32,
    z: f64,
    x: f64,
    y: f64,
    width: f64,
    height: f64,
    rotate: f64,
) -> Status {
    let entry = HitEntry {
        layer,
        z,
        placement: Placement {
            x,
            y,
            width,
            height,
            rotate,
        },
    };
    with_index(handle, Status::InvalidArgument, |index, _| {
        match index.set(id, &entry) {
            Ok(()) => Status::Ok,
            Err(_) => Status::InvalidHitEntry,
        }
    })
}

/// Reads one record of [`sw_hit_set_many`]: the id, the entry, or `None` when a field is refused.
fn read_record(record: &[u8]) -> Option<(u32, HitEntry)> {
    let mut numbers = [0f64; 8];
    for (number, bytes) in numbers.iter_mut().zip(record.chunks_exact(8)) {
        let mut raw = [0u8; 8];
        raw.copy_from_slice(bytes);
        *number = f64::from_le_bytes(raw);
    }
    let [id, layer, z, x, y, width, height, rotate] = numbers;
    let whole = |n: f64, low: f64, high: f64| n.fract() == 0.0 && n >= low && n <= high;
    if !whole(id, 0.0, f64::from(MAX_ID)) || !whole(layer, f64::from(i32::MIN), f64::from(i32::MAX))
    {
        return None;
    }
    let entry = HitEntry {
        layer: layer as i32,
        z,
        placement: Placement {
            x,
            y,
            width,
            height,
            rotate,
        },
    };
    Some((id as u32, entry))
}

/// Adds or replaces many entries: `records_len / 64` records of eight little-endian f64 (id, layer, z, x,
/// y, width, height, rotate). Every record is checked before any is applied; later records of an id win.
///
/// # Safety
/// The buffer must be the caller's `sw_alloc` buffer, valid for `records_len` bytes during the call.
#[no_mangle]
pub unsafe extern "C" fn sw_hit_set_many(
    handle: u32,
    records_ptr: *const u8,
    records_len: usize,
) -> Status {
    if records_len % HIT_RECORD_LEN != 0 {
        return Status::InvalidArgument;
    }
    // SAFETY: the region is checked and the caller promises it is its own buffer.
    let records = match unsafe { borrow(records_ptr, records_len) } {
        Some(records) => records,
        None => return Status::InvalidArgument,
    };
    with_index(handle, Status::InvalidArgument, |index, _| {
        let mut entries = Vec::with_capacity(records.len() / HIT_RECORD_LEN);
        for record in records.chunks_exact(HIT_RECORD_LEN) {
            match read_record(record) {
                Some(entry) if entry.1.z.is_finite() => entries.push(entry),
                _ => return Status::InvalidHitEntry,
            }
        }
        let numbers_finite = |e: &HitEntry| {
            let p = &e.placement;
            [p.x, p.y, p.width, p.height, p.rotate]
                .iter()
                .all(|n| n.is_finite())
        };
        if !entries.iter().all(|(_, entry)| numbers_finite(entry)) {
            return Status::InvalidHitEntry;
        }
        index.reserve(entries.len());
        for (id, entry) in &entries {
            if index.set(*id, entry).is_err() {
                return Status::InvalidHitEntry;
            }
        }
        Status::Ok
    })
}

/// Removes the entry for `id`: 1 when there was one, 0 when not, -1 for an unknown handle.
#[no_mangle]
pub extern "C" fn sw_hit_remove(handle: u32, id: u32) -> i32 {
    with_index(handle, -1, |index, _| i32::from(index.remove(id)))
}

/// Removes every entry.
#[no_mangle]
pub extern "C" fn sw_hit_clear(handle: u32) -> Status {
    with_index(handle, Status::InvalidArgument, |index, _| {
        index.clear();
        Status::Ok
    })
}

/// Sets the layers a pick with `layers_mode` 1 searches: `layers_len / 4` little-endian i32.
///
/// # Safety
/// The buffer must be the caller's `sw_alloc` buffer, valid for `layers_len` bytes during the call.
#[no_mangle]
pub unsafe extern "C" fn sw_hit_filter(
    handle: u32,
    layers_ptr: *const u8,
    layers_len: usize,
) -> Status {
    if layers_len % 4 != 0 {
        return Status::InvalidArgument;
    }
    // SAFETY: the region is checked and the caller promises it is its own buffer.
    let bytes = match unsafe { borrow(layers_ptr, layers_len) } {
        Some(bytes) => bytes,
        None => return Status::InvalidArgument,
    };
    with_index(handle, Status::InvalidArgument, |_, filter| {
        filter.clear();
        for chunk in bytes.chunks_exact(4) {
            let mut raw = [0u8; 4];
            raw.copy_from_slice(chunk);
            filter.push(i32::from_le_bytes(raw));
        }
        Status::Ok
    })
}

/// The layers of a pick: 0 every layer, 1 the filter; `None` for another mode.
fn layers_of(mode: i32, filter: &[i32]) -> Option<Option<&[i32]>> {
    match mode {
        0 => Some(None),
        1 => Some(Some(filter)),
        _ => None,
    }
}

/// The id of the topmost entry containing the point (highest z, then highest id), -1 for none, -2 for
/// an unknown handle or mode. `layers_mode` 0 searches every layer, 1 the filter.
#[no_mangle]
pub extern "C" fn sw_hit_pick_point(handle: u32, x: f64, y: f64, layers_mode: i32) -> i32 {
    with_index(handle, HIT_INVALID, |index, filter| {
        match layers_of(layers_mode, filter) {
            Some(layers) => index.pick_point(x, y, layers).map_or(-1, |id| id as i32),
            None => HIT_INVALID,
        }
    })
}

/// The number of ids a rubber band selects (covered fully, or partly when `partial` is 1), -2 for an
/// unknown handle or mode; `sw_hit_results` points at them until the index's next call.
#[allow(clippy::too_many_arguments)]
#[no_mangle]
pub extern "C" fn sw_hit_pick_rect(
    handle: u32,
    x: f64,
    y: f64,
    width: f64,
    height: f64,
    partial: i32,
    layers_mode: i32,
) -> i32 {
    with_index(handle, HIT_INVALID, |index, filter| {
        match layers_of(layers_mode, filter) {
            Some(layers) => index
                .pick_rect(Aabb::from_rect(x, y, width, height), partial != 0, layers)
                .len() as i32,
            None => HIT_INVALID,
        }
    })
}

/// Where the last `sw_hit_pick_rect` of the index left its ids (u32, 4-aligned), 0 for an unknown handle.
#[no_mangle]
pub extern "C" fn sw_hit_results(handle: u32) -> *const u32 {
    with_index(handle, std::ptr::null(), |index, _| {
        index.last_results().as_ptr()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(numbers: [f64; 8]) -> Vec<u8> {
        numbers.iter().flat_map(|n| n.to_le_bytes()).collect()
    }

    #[test]
    fn an_index_lives_under_its_handle() {
        let handle = sw_hit_new(0.0);
        assert_ne!(handle, 0);
        assert_eq!(
            sw_hit_set(handle, 4, 1, 0.0, 50.0, 50.0, 20.0, 20.0, 0.0),
            Status::Ok
        );
        assert_eq!(
            sw_hit_set(handle, 4, 1, f64::NAN, 50.0, 50.0, 20.0, 20.0, 0.0),
            Status::InvalidHitEntry
        );
        let mut many = record([5.0, 2.0, 1.0, 52.0, 50.0, 20.0, 20.0, 45.0]);
        many.extend(record([6.0, 2.0, 0.0, 300.0, 50.0, 20.0, 20.0, 0.0]));
        // SAFETY: a live buffer of its length.
        assert_eq!(
            unsafe { sw_hit_set_many(handle, many.as_ptr(), many.len()) },
            Status::Ok
        );
        assert_eq!(sw_hit_len(handle), 3);
        assert_eq!(sw_hit_pick_point(handle, 50.0, 50.0, 0), 5);
        let layers = 1i32.to_le_bytes();
        // SAFETY: as above.
        assert_eq!(
            unsafe { sw_hit_filter(handle, layers.as_ptr(), 4) },
            Status::Ok
        );
        assert_eq!(sw_hit_pick_point(handle, 50.0, 50.0, 1), 4);
        assert_eq!(sw_hit_pick_point(handle, 50.0, 50.0, 7), HIT_INVALID);
        assert_eq!(sw_hit_pick_rect(handle, 0.0, 0.0, 400.0, 100.0, 0, 0), 3);
        assert!(!sw_hit_results(handle).is_null());
        assert_eq!(sw_hit_remove(handle, 4), 1);
        assert_eq!(sw_hit_remove(handle, 4), 0);
        assert_eq!(sw_hit_clear(handle), Status::Ok);
        assert_eq!(sw_hit_len(handle), 0);
        assert_eq!(sw_hit_drop(handle), Status::Ok);
        assert_eq!(sw_hit_drop(handle), Status::InvalidArgument);
        assert_eq!(sw_hit_len(handle), -1);
        assert_eq!(sw_hit_pick_point(0, 0.0, 0.0, 0), HIT_INVALID);
    }

    #[test]
    fn a_batch_with_one_bad_record_changes_nothing() {
        let handle = sw_hit_new(32.0);
        let mut many = record([1.0, 0.0, 0.0, 0.0, 0.0, 10.0, 10.0, 0.0]);
        many.extend(record([2.5, 0.0, 0.0, 0.0, 0.0, 10.0, 10.0, 0.0]));
        // SAFETY: a live buffer of its length.
        assert_eq!(
            unsafe { sw_hit_set_many(handle, many.as_ptr(), many.len()) },
            Status::InvalidHitEntry
        );
        // SAFETY: as above; a length that is not whole records.
        assert_eq!(
            unsafe { sw_hit_set_many(handle, many.as_ptr(), 63) },
            Status::InvalidArgument
        );
        let negative = record([-1.0, 0.0, 0.0, 0.0, 0.0, 10.0, 10.0, 0.0]);
        // SAFETY: as above.
        assert_eq!(
            unsafe { sw_hit_set_many(handle, negative.as_ptr(), 64) },
            Status::InvalidHitEntry
        );
        assert_eq!(sw_hit_len(handle), 0);
        assert_eq!(sw_hit_drop(handle), Status::Ok);
    }
}
