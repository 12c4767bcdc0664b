//! The freeform hit index (issue 29): which symbol lies under a point, which symbols a rubber band
//! selects. The same answers as `LinearHitIndex` in `model/src/freeform/hitIndex.ts`, from a spatial hash.
//!
//! Entries are kept in a slab and keyed by the caller's id (0..=`MAX_ID`). Each entry is filed in the
//! buckets of the grid cells its bounding box (grown by a hair, so rounding never loses an edge) touches;
//! a bucket is found by hashing (layer, cell column, cell row), so layers never share candidates and the
//! grid has no bounds. An entry spanning more than `LARGE_CELLS` cells sits in a short list every query
//! scans instead. A point query reads one bucket per layer; a rectangle query walks the cells it covers and
//! reports each entry once, in the cell where its box and the rectangle start to overlap, or scans the slab
//! when the rectangle covers more cells than there are entries.

pub mod geometry;
mod id_map;
#[cfg(test)]
mod tests;

use geometry::{Aabb, Placement, TurnedBox};
use id_map::IdMap;

/// The largest id an entry may have (so a pick can answer -1 for none in an `i32`).
pub const MAX_ID: u32 = i32::MAX as u32;
/// The default cell side in freeform units (`bench/freeform-hit.mjs` measured it; docs/decisions/freeform.md).
pub const DEFAULT_CELL_SIZE: f64 = 64.0;
/// Entries whose box spans more cells than this are kept in the short list.
const LARGE_CELLS: i64 = 64;
const FREE: u32 = u32::MAX;

/// A refused entry: an id above [`MAX_ID`] or a number that is not finite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InvalidEntry;

/// What the caller sets for an id.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HitEntry {
    pub layer: i32,
    pub z: f64,
    pub placement: Placement,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Cells {
    x0: i32,
    y0: i32,
    x1: i32,
    y1: i32,
}

impl Cells {
    fn count(&self) -> i64 {
        let columns = i64::from(self.x1) - i64::from(self.x0) + 1;
        columns.saturating_mul(i64::from(self.y1) - i64::from(self.y0) + 1)
    }
}

#[derive(Debug, Clone)]
struct Slot {
    id: u32,
    layer: i32,
    z: f64,
    shape: TurnedBox,
    cells: Cells,
    large: bool,
}

/// The index. Not thread-safe; one per chart.
#[derive(Debug)]
pub struct HitIndex {
    cell_size: f64,
    slots: Vec<Slot>,
    free: Vec<u32>,
    ids: IdMap,
    buckets: Vec<Vec<u32>>,
    filed: usize,
    large: Vec<u32>,
    /// The layers that hold entries, with their entry counts.
    layers: Vec<(i32, u32)>,
    results: Vec<u32>,
}

impl HitIndex {
    /// An empty index with cells of `cell_size` units (non-finite or not above 0: the default).
    pub fn new(cell_size: f64) -> HitIndex {
        let cell_size = if cell_size.is_finite() && cell_size > 0.0 {
            cell_size
        } else {
            DEFAULT_CELL_SIZE
        };
        HitIndex {
            cell_size,
            slots: Vec::new(),
            free: Vec::new(),
            ids: IdMap::default(),
            buckets: Vec::new(),
            filed: 0,
            large: Vec::new(),
            layers: Vec::new(),
            results: Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// Removes every entry.
    pub fn clear(&mut self) {
        let cell_size = self.cell_size;
        *self = HitIndex::new(cell_size);
    }

    /// Makes room for `additional` more entries (a batched load files them without rehashing).
    pub fn reserve(&mut self, additional: usize) {
        self.slots.reserve(additional);
        let _rebuilt = self.ensure_buckets(self.filed + additional * 4);
    }

    /// Adds the entry for `id` or replaces it (a move, a turn, another layer).
    pub fn set(&mut self, id: u32, entry: &HitEntry) -> Result<(), InvalidEntry> {
        let p = &entry.placement;
        let numbers = [entry.z, p.x, p.y, p.width, p.height, p.rotate];
        if id > MAX_ID || numbers.iter().any(|number| !number.is_finite()) {
            return Err(InvalidEntry);
        }
        let shape = TurnedBox::new(p);
        let cells = self.cells_of(&shape.aabb);
        let large = cells.count() > LARGE_CELLS;
        let at = match self.ids.get(id) {
            Some(at) => at,
            None => {
                let slot = Slot {
                    id,
                    layer: entry.layer,
                    z: entry.z,
                    shape,
                    cells,
                    large,
                };
                let at = match self.free.pop() {
                    Some(at) => {
                        if let Some(free) = self.slots.get_mut(at as usize) {
                            *free = slot;
                        }
                        at
                    }
                    None => {
                        self.slots.push(slot);
                        (self.slots.len() - 1) as u32
                    }
                };
                self.ids.insert(id, at);
                self.count_layer(entry.layer, true);
                self.file(at);
                return Ok(());
            }
        };
        let unchanged = match self.slots.get(at as usize) {
            Some(old) => old.layer == entry.layer && old.cells == cells && old.large == large,
            None => return Ok(()),
        };
        if !unchanged {
            self.unfile(at);
        }
        let mut old_layer = entry.layer;
        if let Some(slot) = self.slots.get_mut(at as usize) {
            old_layer = slot.layer;
            *slot = Slot {
                id,
                layer: entry.layer,
                z: entry.z,
                shape,
                cells,
                large,
            };
        }
        if old_layer != entry.layer {
            self.count_layer(old_layer, false);
            self.count_layer(entry.layer, true);
        }
        if !unchanged {
            self.file(at);
        }
        Ok(())
    }

    /// Removes the entry for `id`; returns whether there was one.
    pub fn remove(&mut self, id: u32) -> bool {
        let at = match self.ids.remove(id) {
            Some(at) => at,
            None => return false,
        };
        self.unfile(at);
        let layer = match self.slots.get_mut(at as usize) {
            Some(slot) => {
                slot.id = FREE;
                slot.layer
            }
            None => return true,
        };
        self.count_layer(layer, false);
        self.free.push(at);
        true
    }

    /// The id of the topmost entry (highest z, then highest id) containing the point, in `layers` or in
    /// every layer when `None`.
    pub fn pick_point(&self, x: f64, y: f64, layers: Option<&[i32]>) -> Option<u32> {
        if !x.is_finite() || !y.is_finite() || self.is_empty() {
            return None;
        }
        let layers = self.layer_set(layers);
        let (cx, cy) = (self.cell(x), self.cell(y));
        let mut best: Option<(f64, u32)> = None;
        let mut consider = |slot: &Slot| {
            let higher = match best {
                None => true,
                Some((z, id)) => slot.z > z || (slot.z == z && slot.id > id),
            };
            if higher && slot.shape.contains_point(x, y) {
                best = Some((slot.z, slot.id));
            }
        };
        if !self.buckets.is_empty() {
            for &layer in &layers {
                for &at in self.bucket(layer, cx, cy) {
                    if let Some(slot) = self.slots.get(at as usize) {
                        if slot.layer == layer {
                            consider(slot);
                        }
                    }
                }
            }
        }
        for slot in self
            .large
            .iter()
            .filter_map(|&at| self.slots.get(at as usize))
        {
            if layers.binary_search(&slot.layer).is_ok() {
                consider(slot);
            }
        }
        best.map(|(_, id)| id)
    }

    /// The ids a rubber band from (`x`, `y`) of `width` by `height` selects (covered fully, or partly
    /// when `partial`), in `layers` or every layer when `None`; in no particular order.
    pub fn pick_rect(&mut self, rect: Aabb, partial: bool, layers: Option<&[i32]>) -> &[u32] {
        let mut results = std::mem::take(&mut self.results);
        results.clear();
        let finite = [rect.left, rect.top, rect.right, rect.bottom]
            .iter()
            .all(|n| n.is_finite());
        if finite && !self.is_empty() {
            self.collect_rect(&rect, partial, layers, &mut results);
        }
        self.results = results;
        &self.results
    }

    /// The ids the last [`HitIndex::pick_rect`] found.
    pub fn last_results(&self) -> &[u32] {
        &self.results
    }

    fn collect_rect(&self, rect: &Aabb, partial: bool, layers: Option<&[i32]>, out: &mut Vec<u32>) {
        let layers = self.layer_set(layers);
        let area = self.cells_of(rect);
        let walked = area.count() as f64 * layers.len() as f64;
        if walked > self.len() as f64 || self.buckets.is_empty() || self.crowded(&area, &layers) {
            for slot in self.slots.iter().filter(|slot| slot.id != FREE) {
                if layers.binary_search(&slot.layer).is_ok()
                    && slot.shape.selected_by(rect, partial)
                {
                    out.push(slot.id);
                }
            }
            return;
        }
        for &layer in &layers {
            for cy in area.y0..=area.y1 {
                for cx in area.x0..=area.x1 {
                    for slot in self
                        .bucket(layer, cx, cy)
                        .iter()
                        .filter_map(|&at| self.slots.get(at as usize))
                    {
                        let c = &slot.cells;
                        // Reported in one cell only: where its cells and the band's cells start to overlap.
                        if slot.layer == layer
                            && c.x0.max(area.x0) == cx
                            && c.y0.max(area.y0) == cy
                            && cx <= c.x1
                            && cy <= c.y1
                            && slot.shape.selected_by(rect, partial)
                        {
                            out.push(slot.id);
                        }
                    }
                }
            }
        }
        for slot in self
            .large
            .iter()
            .filter_map(|&at| self.slots.get(at as usize))
        {
            if layers.binary_search(&slot.layer).is_ok() && slot.shape.selected_by(rect, partial) {
                out.push(slot.id);
            }
        }
    }

    /// Whether walking the band's cells would read more filings than the slab has entries (a band over
    /// most of the chart), so a plain scan is cheaper.
    fn crowded(&self, area: &Cells, layers: &[i32]) -> bool {
        let walked = area.count() as f64 * layers.len() as f64;
        if walked * 16.0 < self.len() as f64 {
            return false;
        }
        let mut filings = 0usize;
        for &layer in layers {
            for cy in area.y0..=area.y1 {
                for cx in area.x0..=area.x1 {
                    filings += self.bucket(layer, cx, cy).len();
                }
            }
        }
        filings > self.len()
    }

    /// The layers to search, sorted and without repeats.
    fn layer_set(&self, layers: Option<&[i32]>) -> Vec<i32> {
        match layers {
            None => self.layers.iter().map(|&(layer, _)| layer).collect(),
            Some(layers) => {
                let mut set = layers.to_vec();
                set.sort_unstable();
                set.dedup();
                set
            }
        }
    }

    fn count_layer(&mut self, layer: i32, added: bool) {
        match self.layers.binary_search_by_key(&layer, |&(id, _)| id) {
            Ok(at) => {
                if let Some(entry) = self.layers.get_mut(at) {
                    if added {
                        entry.1 += 1;
                    } else {
                        entry.1 -= 1;
                        if entry.1 == 0 {
                            self.layers.remove(at);
                        }
                    }
                }
            }
            Err(at) if added => self.layers.insert(at, (layer, 1)),
            Err(_) => {}
        }
    }

    fn cell(&self, value: f64) -> i32 {
        // `as` saturates, so far-away coordinates land in the outermost cells, consistently.
        (value / self.cell_size).floor() as i32
    }

    fn cells_of(&self, aabb: &Aabb) -> Cells {
        let reach = [aabb.left, aabb.top, aabb.right, aabb.bottom]
            .iter()
            .fold(1.0f64, |m, v| m.max(v.abs()));
        let grown = aabb.grown(reach * 1e-9);
        Cells {
            x0: self.cell(grown.left),
            y0: self.cell(grown.top),
            x1: self.cell(grown.right),
            y1: self.cell(grown.bottom),
        }
    }

    fn bucket_at(&self, layer: i32, cx: i32, cy: i32) -> usize {
        // splitmix64's finaliser over (column, row) and the layer; the top bits pick the bucket, since the
        // low bits of a product depend on the low bits of its input only.
        let mut hash = (u64::from(cx as u32) << 32 | u64::from(cy as u32))
            ^ u64::from(layer as u32).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        hash = (hash ^ (hash >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        hash = (hash ^ (hash >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        hash ^= hash >> 31;
        let bits = self.buckets.len().trailing_zeros();
        if bits == 0 {
            return 0;
        }
        (hash >> (64 - bits)) as usize
    }

    fn bucket(&self, layer: i32, cx: i32, cy: i32) -> &[u32] {
        self.buckets
            .get(self.bucket_at(layer, cx, cy))
            .map_or(&[], |bucket| bucket.as_slice())
    }

    /// Files the slot in its cells' buckets (or the short list).
    fn file(&mut self, at: u32) {
        let (layer, cells, large) = match self.slots.get(at as usize) {
            Some(slot) => (slot.layer, slot.cells, slot.large),
            None => return,
        };
        if large {
            self.large.push(at);
            return;
        }
        if self.ensure_buckets(self.filed + cells.count() as usize) {
            return; // filing everything again filed this slot too
        }
        for cy in cells.y0..=cells.y1 {
            for cx in cells.x0..=cells.x1 {
                let index = self.bucket_at(layer, cx, cy);
                if let Some(bucket) = self.buckets.get_mut(index) {
                    // Two of its cells may hash to one bucket: file it there once, so it is reported once.
                    if !bucket.contains(&at) {
                        bucket.push(at);
                    }
                }
            }
        }
        self.filed += cells.count() as usize;
    }

    /// Takes the slot out of its cells' buckets (or the short list).
    fn unfile(&mut self, at: u32) {
        let (layer, cells, large) = match self.slots.get(at as usize) {
            Some(slot) => (slot.layer, slot.cells, slot.large),
            None => return,
        };
        if large {
            self.large.retain(|&other| other != at);
            return;
        }
        for cy in cells.y0..=cells.y1 {
            for cx in cells.x0..=cells.x1 {
                let index = self.bucket_at(layer, cx, cy);
                if let Some(bucket) = self.buckets.get_mut(index) {
                    if let Some(found) = bucket.iter().position(|&other| other == at) {
                        bucket.swap_remove(found);
                    }
                }
            }
        }
        self.filed -= cells.count() as usize;
    }

    /// Keeps about one filing per bucket: doubles the table and files everything again when it gets fuller.
    fn ensure_buckets(&mut self, filings: usize) -> bool {
        if filings <= self.buckets.len() * 2 {
            return false;
        }
        let size = filings.max(1024).next_power_of_two();
        self.buckets = vec![Vec::new(); size];
        self.filed = 0;
        self.large.clear();
        for at in 0..self.slots.len() as u32 {
            let live = self
                .slots
                .get(at as usize)
                .map_or(false, |slot| slot.id != FREE);
            if live {
                self.file(at);
            }
        }
        true
    }
}
