//! Region removal for the clean-up (`cleanup.rs`) at strengths from 60: small regions and regions of rare
//! colours, each found by a flood fill in the current grid and recoloured whole, which can join regions but
//! never split them.

use super::cleanup_colors::{Colors, PixelColors};
use super::cleanup_plan::{value_counts, Plan};
use super::color::distance_squared;
use super::confetti::fix_isolated;
use super::neighbours::neighbours;

/// One pass over the grid: fixes isolated cells and recolours each region that is small or of a rare
/// colour, found by a flood fill from its first cell in the current grid (so it is maximal when it is
/// recoloured). A fill that outgrows the limit marks its cells as part of a large region, which a pass
/// never shrinks. Returns whether anything changed.
pub(super) fn remove_regions(
    cells: &mut [u8],
    width: usize,
    colors: &Colors,
    pixel_colors: &PixelColors,
    plan: &Plan,
) -> bool {
    let mut counts = value_counts(cells, colors.count);
    let mut large = vec![false; cells.len()];
    // Which flood fill last reached a cell: a stamp per fill instead of clearing a visited array.
    let mut reached = vec![0u32; cells.len()];
    let mut fill = 0u32;
    let mut members: Vec<usize> = Vec::new();
    let mut candidates: Vec<(u8, u32)> = Vec::new();
    let mut changed = false;
    for start in 0..cells.len() {
        let value = cells[start];
        if value == 0 || large[start] {
            continue;
        }
        let rare = counts[value as usize] < plan.rare_below;
        let isolated = !neighbours(start, width, cells.len())
            .iter()
            .flatten()
            .any(|&neighbour| cells[neighbour] == value);
        if !rare && isolated {
            if let Some(fix) = fix_isolated(cells, width, start, colors, pixel_colors, plan) {
                for &(cell, from, to) in fix.changes() {
                    cells[cell] = to;
                    counts[from as usize] -= 1;
                    counts[to as usize] += 1;
                }
                changed = true;
            }
            continue;
        }
        if !rare && plan.small_up_to == 1 {
            // Not isolated, so not small either at this strength.
            continue;
        }
        let limit = if rare { usize::MAX } else { plan.small_up_to };
        fill += 1;
        if !flood(cells, width, start, limit, fill, &mut reached, &mut members) {
            for &cell in &members {
                large[cell] = true;
            }
            continue;
        }
        // Neighbouring colours with how often they touch the region.
        candidates.clear();
        for &cell in &members {
            for &neighbour in neighbours(cell, width, cells.len()).iter().flatten() {
                let other = cells[neighbour];
                if other == 0 || other == value {
                    continue;
                }
                match candidates
                    .iter_mut()
                    .find(|(candidate, _)| *candidate == other)
                {
                    Some(entry) => entry.1 += 1,
                    None => candidates.push((other, 1)),
                }
            }
        }
        if rare {
            // A rare colour may go to any colour that is not rare itself.
            for other in 1..=colors.count as u8 {
                if other != value
                    && counts[other as usize] >= plan.rare_below
                    && !candidates.iter().any(|(candidate, _)| *candidate == other)
                {
                    candidates.push((other, 0));
                }
            }
        }
        let target = match best_target(&members, &candidates, colors, pixel_colors) {
            Some(target) => target,
            None => continue,
        };
        if plan.protects(colors, value, target) {
            continue;
        }
        for &cell in &members {
            cells[cell] = target;
        }
        counts[value as usize] -= members.len();
        counts[target as usize] += members.len();
        changed = true;
    }
    changed
}

/// Collects into `members` the region of `start`, unless it has more than `limit` cells. Returns
/// whether the region is complete (at most `limit` cells); otherwise `members` holds more than
/// `limit` cells of it.
fn flood(
    cells: &[u8],
    width: usize,
    start: usize,
    limit: usize,
    fill: u32,
    reached: &mut [u32],
    members: &mut Vec<usize>,
) -> bool {
    let value = cells[start];
    members.clear();
    members.push(start);
    reached[start] = fill;
    let mut next = 0;
    while next < members.len() {
        let cell = members[next];
        next += 1;
        for &neighbour in neighbours(cell, width, cells.len()).iter().flatten() {
            if reached[neighbour] != fill && cells[neighbour] == value {
                reached[neighbour] = fill;
                members.push(neighbour);
                if members.len() > limit {
                    return false;
                }
            }
        }
    }
    true
}

/// The candidate colour closest (summed squared OKLab distance) to the region's pixels; the one
/// touching the region most often among equals.
fn best_target(
    members: &[usize],
    candidates: &[(u8, u32)],
    colors: &Colors,
    pixel_colors: &PixelColors,
) -> Option<u8> {
    let mut costs = vec![0f32; candidates.len()];
    for &cell in members {
        let pixel = pixel_colors.at(cell);
        for (cost, (candidate, _)) in costs.iter_mut().zip(candidates.iter()) {
            *cost += distance_squared(pixel, colors.oklab[*candidate as usize - 1]);
        }
    }
    candidates
        .iter()
        .zip(costs.iter())
        .min_by(|(a, cost_a), (b, cost_b)| {
            cost_a
                .total_cmp(cost_b)
                .then(b.1.cmp(&a.1))
                .then(a.0.cmp(&b.0))
        })
        .map(|((candidate, _), _)| *candidate)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floods_a_region_up_to_a_limit() {
        #[rustfmt::skip]
        let cells = [
            1, 1, 2,
            2, 1, 2,
            2, 2, 2,
        ];
        let mut reached = vec![0u32; 9];
        let mut members = Vec::new();
        assert!(flood(&cells, 3, 0, 3, 1, &mut reached, &mut members));
        members.sort_unstable();
        assert_eq!(members, vec![0, 1, 4]);
        // The 2s form one region of six cells: more than a limit of 4.
        assert!(!flood(&cells, 3, 2, 4, 2, &mut reached, &mut members));
        assert!(members.len() > 4);
    }
}
