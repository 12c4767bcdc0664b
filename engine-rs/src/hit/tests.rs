//! The index against a brute-force scan over the same entries, on random data with moves and deletes.

use super::geometry::{Aabb, Placement, TurnedBox};
use super::{HitEntry, HitIndex, InvalidEntry, MAX_ID};
use std::collections::BTreeMap;

/// A small deterministic generator (xorshift64*), so every run sees the same data.
struct Prng(u64);

impl Prng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in [low, high).
    fn range(&mut self, low: f64, high: f64) -> f64 {
        low + (self.next() >> 11) as f64 / (1u64 << 53) as f64 * (high - low)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn entry(layer: i32, z: f64, x: f64, y: f64, width: f64, height: f64, rotate: f64) -> HitEntry {
    HitEntry {
        layer,
        z,
        placement: Placement {
            x,
            y,
            width,
            height,
            rotate,
        },
    }
}

fn random_entry(prng: &mut Prng, side: f64) -> HitEntry {
    // Mostly symbol-sized, sometimes huge (the short list), sometimes on a 15° step or with equal z.
    let size = if prng.below(50) == 0 {
        prng.range(100.0, 900.0)
    } else {
        prng.range(5.0, 60.0)
    };
    let rotate = match prng.below(3) {
        0 => 0.0,
        1 => (prng.below(24) * 15) as f64,
        _ => prng.range(-720.0, 720.0),
    };
    entry(
        prng.below(4) as i32,
        prng.below(20) as f64,
        prng.range(-50.0, side + 50.0),
        prng.range(-50.0, side + 50.0),
        size,
        size * prng.range(0.2, 3.0),
        rotate,
    )
}

fn layers_for(prng: &mut Prng) -> Option<Vec<i32>> {
    match prng.below(4) {
        0 => None,
        1 => Some(vec![]),
        2 => Some(vec![prng.below(5) as i32]),
        _ => Some(vec![2, 0, 2, prng.below(5) as i32]),
    }
}

fn wanted(layers: &Option<Vec<i32>>, layer: i32) -> bool {
    layers.as_ref().map_or(true, |set| set.contains(&layer))
}

/// `LinearHitIndex.pickPoint`.
fn brute_point(
    entries: &BTreeMap<u32, HitEntry>,
    x: f64,
    y: f64,
    layers: &Option<Vec<i32>>,
) -> Option<u32> {
    let mut best: Option<(f64, u32)> = None;
    for (&id, e) in entries {
        if wanted(layers, e.layer) && TurnedBox::new(&e.placement).contains_point(x, y) {
            let higher = best.map_or(true, |(z, best_id)| e.z > z || (e.z == z && id > best_id));
            if higher {
                best = Some((e.z, id));
            }
        }
    }
    best.map(|(_, id)| id)
}

/// `LinearHitIndex.pickRect`, sorted.
fn brute_rect(
    entries: &BTreeMap<u32, HitEntry>,
    rect: &Aabb,
    partial: bool,
    layers: &Option<Vec<i32>>,
) -> Vec<u32> {
    entries
        .iter()
        .filter(|(_, e)| {
            wanted(layers, e.layer) && TurnedBox::new(&e.placement).selected_by(rect, partial)
        })
        .map(|(&id, _)| id)
        .collect()
}

fn check_queries(
    index: &mut HitIndex,
    entries: &BTreeMap<u32, HitEntry>,
    prng: &mut Prng,
    side: f64,
    rounds: usize,
) {
    assert_eq!(index.len(), entries.len());
    for _ in 0..rounds {
        let layers = layers_for(prng);
        // Points near entries' centres and corners hit something; random points mostly do not.
        let (x, y) = if prng.below(2) == 0 && !entries.is_empty() {
            let nth = prng.below(entries.len() as u64) as usize;
            let e = entries
                .values()
                .nth(nth)
                .map(|e| TurnedBox::new(&e.placement))
                .unwrap();
            let corner = e.corners[prng.below(4) as usize];
            if prng.below(2) == 0 {
                corner
            } else {
                (e.x, e.y)
            }
        } else {
            (
                prng.range(-100.0, side + 100.0),
                prng.range(-100.0, side + 100.0),
            )
        };
        assert_eq!(
            index.pick_point(x, y, layers.as_deref()),
            brute_point(entries, x, y, &layers),
            "point {x} {y} in {layers:?}"
        );
        let width = if prng.below(8) == 0 {
            prng.range(-side, side * 1.5)
        } else {
            prng.range(-120.0, 120.0)
        };
        let rect = Aabb::from_rect(
            prng.range(-100.0, side),
            prng.range(-100.0, side),
            width,
            prng.range(-120.0, 120.0),
        );
        let partial = prng.below(2) == 0;
        let mut found = index.pick_rect(rect, partial, layers.as_deref()).to_vec();
        found.sort_unstable();
        assert_eq!(
            found,
            brute_rect(entries, &rect, partial, &layers),
            "rect {rect:?} partial {partial}"
        );
    }
}

#[test]
fn answers_as_a_brute_force_scan_after_adds_moves_and_deletes() {
    for (seed, cell_size, side) in [
        (1u64, 32.0, 500.0),
        (2, 8.0, 300.0),
        (3, 64.0, 2000.0),
        (4, 0.0, 1000.0),
    ] {
        let mut prng = Prng(0x9E37_79B9_7F4A_7C15 ^ seed);
        let mut index = HitIndex::new(cell_size);
        let mut entries = BTreeMap::new();
        for id in 0..1500u32 {
            let e = random_entry(&mut prng, side);
            index.set(id * 3, &e).unwrap();
            entries.insert(id * 3, e);
        }
        check_queries(&mut index, &entries, &mut prng, side, 300);
        for _ in 0..3000 {
            let id = prng.below(5000) as u32 * 3;
            match prng.below(4) {
                0 => {
                    assert_eq!(index.remove(id), entries.remove(&id).is_some());
                }
                1 => {
                    // A small nudge (often the same cells) or a move across the chart.
                    if let Some(e) = entries.get_mut(&id) {
                        e.placement.x += prng.range(-3.0, 3.0);
                        e.placement.rotate += 15.0;
                        index.set(id, e).unwrap();
                    }
                }
                2 => {
                    let e = random_entry(&mut prng, side);
                    index.set(id, &e).unwrap();
                    entries.insert(id, e);
                }
                _ => {
                    if let Some(e) = entries.get_mut(&id) {
                        e.layer = (e.layer + 1) % 5;
                        e.z = prng.below(20) as f64;
                        index.set(id, e).unwrap();
                    }
                }
            }
        }
        check_queries(&mut index, &entries, &mut prng, side, 300);
        for id in entries
            .keys()
            .copied()
            .collect::<Vec<_>>()
            .into_iter()
            .step_by(2)
        {
            assert!(index.remove(id));
            entries.remove(&id);
        }
        check_queries(&mut index, &entries, &mut prng, side, 200);
        index.clear();
        entries.clear();
        check_queries(&mut index, &entries, &mut prng, side, 20);
    }
}

#[test]
fn the_topmost_wins_and_ties_go_to_the_highest_id() {
    let mut index = HitIndex::new(32.0);
    index
        .set(7, &entry(0, 1.0, 50.0, 50.0, 20.0, 20.0, 0.0))
        .unwrap();
    index
        .set(3, &entry(0, 2.0, 55.0, 50.0, 20.0, 20.0, 0.0))
        .unwrap();
    index
        .set(9, &entry(1, 2.0, 52.0, 50.0, 20.0, 20.0, 45.0))
        .unwrap();
    assert_eq!(index.pick_point(50.0, 50.0, None), Some(9));
    assert_eq!(index.pick_point(50.0, 50.0, Some(&[0])), Some(3));
    assert_eq!(index.pick_point(41.0, 42.0, Some(&[0, 1])), Some(7));
    assert_eq!(index.pick_point(50.0, 50.0, Some(&[])), None);
    assert_eq!(index.pick_point(50.0, 50.0, Some(&[5])), None);
    assert_eq!(index.pick_point(f64::NAN, 50.0, None), None);
    // Moved away, the next one shows.
    index
        .set(9, &entry(1, 2.0, 500.0, 500.0, 20.0, 20.0, 45.0))
        .unwrap();
    assert_eq!(index.pick_point(50.0, 50.0, None), Some(3));
    assert_eq!(index.pick_point(500.0, 500.0, None), Some(9));
    assert!(index.remove(3));
    assert!(!index.remove(3));
    assert_eq!(index.pick_point(50.0, 50.0, None), Some(7));
    assert_eq!(index.len(), 2);
}

#[test]
fn a_rubber_band_selects_covered_entries() {
    let mut index = HitIndex::new(32.0);
    index
        .set(1, &entry(0, 0.0, 50.0, 50.0, 20.0, 20.0, 0.0))
        .unwrap();
    index
        .set(2, &entry(0, 0.0, 80.0, 50.0, 20.0, 20.0, 0.0))
        .unwrap();
    index
        .set(3, &entry(1, 0.0, 50.0, 50.0, 20.0, 20.0, 45.0))
        .unwrap();
    let band = Aabb::from_rect(30.0, 30.0, 55.0, 40.0);
    let mut partly = index.pick_rect(band, true, None).to_vec();
    partly.sort_unstable();
    assert_eq!(partly, vec![1, 2, 3]);
    let mut fully = index.pick_rect(band, false, None).to_vec();
    fully.sort_unstable();
    assert_eq!(fully, vec![1, 3]);
    assert_eq!(index.pick_rect(band, false, Some(&[1])), &[3]);
    assert!(index
        .pick_rect(Aabb::from_rect(f64::NAN, 0.0, 1.0, 1.0), true, None)
        .is_empty());
}

#[test]
fn refuses_ids_and_numbers_it_cannot_hold() {
    let mut index = HitIndex::new(32.0);
    assert_eq!(
        index.set(MAX_ID + 1, &entry(0, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0)),
        Err(InvalidEntry)
    );
    assert_eq!(
        index.set(1, &entry(0, f64::NAN, 0.0, 0.0, 1.0, 1.0, 0.0)),
        Err(InvalidEntry)
    );
    assert_eq!(
        index.set(1, &entry(0, 0.0, f64::INFINITY, 0.0, 1.0, 1.0, 0.0)),
        Err(InvalidEntry)
    );
    assert!(index.is_empty());
    // Coordinates far outside any chart still file and pick consistently.
    index
        .set(MAX_ID, &entry(-3, 0.0, 1e15, -1e15, 10.0, 10.0, 0.0))
        .unwrap();
    assert_eq!(index.pick_point(1e15, -1e15, None), Some(MAX_ID));
    assert_eq!(
        index.pick_rect(Aabb::from_rect(-1e16, -1e16, 2e16, 2e16), false, None),
        &[MAX_ID]
    );
}
