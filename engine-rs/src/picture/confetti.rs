//! Confetti fixes for the clean-up (`cleanup.rs`): isolated cells fixed the cheapest way, a cell taking a
//! neighbour's colour or a neighbour taking the cell's colour when that isolates nobody. Each fix leaves
//! every other cell's confetti status as good as before, so confetti never increases.

use super::cleanup::{Colors, PixelColors, Plan};
use super::color::{distance_squared, Color};
use super::neighbours::{neighbour_cells, Cell};
use super::report::{confetti_cells, is_confetti, is_confetti_cell};

/// Below strength 60, the share of cells that may stay confetti: (65 - strength) ‰, 1.5 % at the
/// default 50. From 60 on every isolated cell is fixed.
pub(super) fn confetti_target(strength: u32) -> Option<f64> {
    if strength >= 60 {
        None
    } else {
        Some((65 - strength) as f64 * 0.001)
    }
}

/// Fixes isolated cells cheapest first until at most `allowed` cells are confetti.
pub(super) fn fix_cheapest(
    cells: &mut [u8],
    width: usize,
    colors: &Colors,
    pixel_colors: &PixelColors,
    plan: &Plan,
    allowed: usize,
) {
    let confetti_now = confetti_cells(cells, width);
    let mut confetti = confetti_now.len();
    if confetti <= allowed {
        return;
    }
    let mut queue: Vec<(f32, usize)> = confetti_now
        .into_iter()
        .filter_map(|cell| {
            fix_isolated(cells, width, cell, colors, pixel_colors, plan).map(|fix| (fix.0, cell))
        })
        .collect();
    queue.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    for (_, cell) in queue {
        if confetti <= allowed {
            break;
        }
        // An earlier fix may have fixed or changed this cell's neighbourhood: look again.
        if !is_confetti(cells, width, cell) {
            continue;
        }
        if let Some((_, changed, _, to)) =
            fix_isolated(cells, width, cell, colors, pixel_colors, plan)
        {
            let before = confetti_around(cells, width, changed);
            cells[changed] = to;
            confetti = confetti + confetti_around(cells, width, changed) - before;
        }
    }
}

/// Confetti among `cell` and its neighbours: the only cells whose status a change of `cell` can alter.
fn confetti_around(cells: &[u8], width: usize, cell: usize) -> usize {
    let cell = Cell::at(cell, width);
    let count = neighbour_cells(cell, width, cells.len())
        .iter()
        .flatten()
        .filter(|&&neighbour| is_confetti_cell(cells, width, neighbour))
        .count();
    count + usize::from(is_confetti_cell(cells, width, cell))
}

/// The cheapest fix of the isolated cell `cell` within the plan, as `(cost, cell to change, old value,
/// new value)`:
/// either the cell takes the colour of a neighbour, or a neighbour takes the cell's colour (when none of
/// that neighbour's same-coloured neighbours would be left isolated). The cost of a fix is how much
/// farther (OKLab) the changed cell's colour moves from its pixel.
pub(super) fn fix_isolated(
    cells: &[u8],
    width: usize,
    cell: usize,
    colors: &Colors,
    pixel_colors: &PixelColors,
    plan: &Plan,
) -> Option<(f32, usize, u8, u8)> {
    let value = cells[cell];
    let distance = |pixel: Color, value: u8| -> f32 {
        distance_squared(pixel, colors.oklab[value as usize - 1]).sqrt()
    };
    let pixel = pixel_colors.at(cell);
    let own = distance(pixel, value);
    let mut best: Option<(f32, usize, u8, u8)> = None;
    let mut consider = |cost: f32, changed: usize, from: u8, to: u8| {
        if cost <= plan.isolated_cost
            && !plan.protects(colors, from, to)
            && best.map_or(true, |(best_cost, _, _, _)| cost < best_cost)
        {
            best = Some((cost, changed, from, to));
        }
    };
    let around = neighbour_cells(Cell::at(cell, width), width, cells.len());
    for &neighbour in around.iter().flatten() {
        let other = cells[neighbour.index];
        if other == 0 {
            continue;
        }
        consider(distance(pixel, other) - own, cell, value, other);
        if can_give_up(cells, width, neighbour) {
            let neighbour_pixel = pixel_colors.at(neighbour.index);
            let cost = distance(neighbour_pixel, value) - distance(neighbour_pixel, other);
            consider(cost, neighbour.index, other, value);
        }
    }
    best
}

/// Whether `cell` can change colour without leaving a neighbour of its colour isolated.
fn can_give_up(cells: &[u8], width: usize, cell: Cell) -> bool {
    let value = cells[cell.index];
    neighbour_cells(cell, width, cells.len())
        .iter()
        .flatten()
        .filter(|neighbour| cells[neighbour.index] == value)
        .all(|&neighbour| {
            neighbour_cells(neighbour, width, cells.len())
                .iter()
                .flatten()
                .any(|other| other.index != cell.index && cells[other.index] == value)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_can_give_up_its_colour_only_when_no_partner_is_left_alone() {
        #[rustfmt::skip]
        let cells = [
            1, 1, 2,
            2, 1, 2,
            2, 2, 2,
        ];
        // The top-left 1 has a partner (cell 1) that keeps another partner (cell 4): free to change.
        assert!(can_give_up(&cells, 3, Cell::at(0, 3)));
        // Cell 1 is the only partner of cell 0: changing it would isolate cell 0.
        assert!(!can_give_up(&cells, 3, Cell::at(1, 3)));
        assert_eq!(confetti_around(&cells, 3, 4), 0);
        assert_eq!(confetti_target(50), Some(0.015));
        assert_eq!(confetti_target(60), None);
    }
}
