//! The chart the annealing (`anneal.rs`) works on and its moves: a cell takes another colour, or a cell
//! and a neighbour take one colour together; a move is kept when it lowers ΔE2000 plus the price of
//! the confetti it makes, or by chance at a temperature, or, in a descent, only when it lowers ΔE2000
//! within a confetti budget. The counts of same-coloured neighbours are kept up to date, so a move
//! costs a few lookups.

use super::cleanup_colors::{Colors, PixelColors};
use super::cleanup_plan::Plan;
use super::confetti::Change;
use super::delta_e::ciede2000;
use super::neighbours::{neighbour_cells, Cell};
use super::report::confetti_count;
use std::cell::RefCell;

/// The most ΔE2000 values remembered (8 MB): the cells of the largest annealed chart times 72 colours.
const MAX_REMEMBERED: usize = 2_000_000;
/// Candidate colours per cell: its nearest palette colours (OKLab).
const NEAREST: usize = 4;
/// The chart being annealed and what the moves need to know about it.
pub(super) struct State<'a> {
    pub(super) cells: Vec<u8>,
    colors: &'a Colors,
    pixel_colors: &'a PixelColors<'a>,
    plan: &'a Plan,
    pub(super) price: f32,
    /// In a descent, the most confetti cells a move may leave; moves must then lower the ΔE2000.
    pub(super) budget: Option<i64>,
    /// How many moves were made.
    pub(super) moves: usize,
    /// Per cell, its nearest palette colours (cell values, OKLab) and their ΔE2000 from its pixel.
    nearest: Vec<[(u8, f32); NEAREST]>,
    /// ΔE2000 per cell and colour, NaN until asked; empty for big palettes ([`MAX_REMEMBERED`]).
    costs: RefCell<Vec<f32>>,
    /// Per cell, how many of its neighbours share its colour (kept up to date by [`set`](Self::set)).
    same: Vec<u8>,
    /// Per cell, how many neighbours it has.
    degree: Vec<u8>,
    /// How many cells are confetti.
    pub(super) confetti: i64,
    /// Per cell, its neighbours first, then [`NONE`] (worked out once: no division in the moves).
    neighbours: Vec<[u32; 4]>,
}

/// No neighbour in [`State::neighbours`].
const NONE: u32 = u32::MAX;

impl<'a> State<'a> {
    pub(super) fn new(
        cells: &[u8],
        width: usize,
        colors: &'a Colors,
        pixel_colors: &'a PixelColors<'a>,
        plan: &'a Plan,
        price: f32,
    ) -> State<'a> {
        let mut state = State {
            cells: cells.to_vec(),
            colors,
            pixel_colors,
            plan,
            price,
            budget: None,
            moves: 0,
            nearest: vec![[(0, 0.0); NEAREST]; cells.len()],
            costs: RefCell::new(if cells.len() * colors.count <= MAX_REMEMBERED {
                vec![f32::NAN; cells.len() * colors.count]
            } else {
                Vec::new()
            }),
            same: vec![0; cells.len()],
            degree: vec![0; cells.len()],
            confetti: confetti_count(cells, width) as i64,
            neighbours: vec![[NONE; 4]; cells.len()],
        };
        for cell in 0..cells.len() {
            let around = neighbour_cells(Cell::at(cell, width), width, cells.len());
            for neighbour in around.iter().flatten() {
                let slot = state.degree[cell] as usize;
                state.neighbours[cell][slot] = neighbour.index as u32;
                state.degree[cell] += 1;
                if cells[neighbour.index] == cells[cell] {
                    state.same[cell] += 1;
                }
            }
            if cells[cell] != 0 {
                state.nearest[cell] = state.nearest_of(cell);
            }
        }
        state
    }

    fn nearest_of(&self, cell: usize) -> [(u8, f32); NEAREST] {
        let pixel = self.pixel_colors.at(cell);
        let mut best = [(0u8, f32::INFINITY); NEAREST];
        for (index, color) in self.colors.oklab.iter().enumerate() {
            let distance = (pixel[0] - color[0]).powi(2)
                + (pixel[1] - color[1]).powi(2)
                + (pixel[2] - color[2]).powi(2);
            if distance < best[NEAREST - 1].1 {
                let mut slot = NEAREST - 1;
                while slot > 0 && best[slot - 1].1 > distance {
                    best[slot] = best[slot - 1];
                    slot -= 1;
                }
                best[slot] = (index as u8 + 1, distance);
            }
        }
        for entry in best.iter_mut().filter(|entry| entry.0 != 0) {
            entry.1 = self.delta_e(cell, entry.0);
        }
        best
    }

    fn delta_e(&self, cell: usize, value: u8) -> f32 {
        let pixel = self.pixel_colors.lab_at(cell);
        let color = self.colors.lab[value as usize - 1];
        ciede2000(
            [pixel[0], pixel[1], pixel[2]],
            [color[0], color[1], color[2]],
        )
    }

    /// ΔE2000 of `value` on `cell`, remembered.
    fn cost(&self, cell: usize, value: u8) -> f32 {
        let slot = cell * self.colors.count + value as usize - 1;
        let known = match self.costs.borrow().get(slot) {
            Some(&known) => known,
            None => return self.delta_e(cell, value),
        };
        if !known.is_nan() {
            return known;
        }
        let cost = self.delta_e(cell, value);
        self.costs.borrow_mut()[slot] = cost;
        cost
    }

    /// The cell takes a neighbour's colour or one of its nearest.
    pub(super) fn try_single(&mut self, cell: usize, temperature: f32, random: &mut Random) {
        let mut options = [0u8; 4 + NEAREST];
        let neighbours = self.degree[cell] as usize;
        for (option, &neighbour) in options.iter_mut().zip(&self.neighbours[cell][..neighbours]) {
            *option = self.cells[neighbour as usize];
        }
        for (slot, entry) in self.nearest[cell].iter().enumerate() {
            options[neighbours + slot] = entry.0;
        }
        let to = options[random.below(neighbours + NEAREST)];
        let from = self.cells[cell];
        if to == 0 || to == from {
            return;
        }
        let change = self.cost(cell, to) - self.cost(cell, from);
        self.try_changes(&[(cell, from, to)], change, temperature, random);
    }

    /// The cell and a neighbour both take one colour: either one's current or nearest colours, or the
    /// colour nearest the mean of their two pixels (OKLab).
    pub(super) fn try_pair(&mut self, cell: usize, temperature: f32, random: &mut Random) {
        let count = self.degree[cell] as usize;
        if count == 0 {
            return;
        }
        let neighbour = self.neighbours[cell][random.below(count)] as usize;
        let (from, other) = (self.cells[cell], self.cells[neighbour]);
        if other == 0 {
            return;
        }
        let options = [
            from,
            other,
            self.nearest[cell][0].0,
            self.nearest[cell][1].0,
            self.nearest[neighbour][0].0,
            self.nearest[neighbour][1].0,
        ];
        let pick = random.below(options.len() + 1);
        let to = match options.get(pick) {
            Some(&option) => option,
            None => self.nearest_to_both(cell, neighbour),
        };
        if to == 0 || (to == from && to == other) {
            return;
        }
        let change = self.cost(cell, to) - self.cost(cell, from) + self.cost(neighbour, to)
            - self.cost(neighbour, other);
        self.try_changes(
            &[(cell, from, to), (neighbour, other, to)],
            change,
            temperature,
            random,
        );
    }

    /// The colour (cell value) nearest the mean of the pixels of `cell` and `neighbour`, in OKLab.
    fn nearest_to_both(&self, cell: usize, neighbour: usize) -> u8 {
        let (a, b) = (self.pixel_colors.at(cell), self.pixel_colors.at(neighbour));
        self.colors.nearest_to_middle(a, b, self.nearest[cell][0].0)
    }

    /// Makes `changes` (costing `change` in ΔE2000, before confetti) when the balance improves, or by
    /// chance at `temperature`.
    fn try_changes(
        &mut self,
        changes: &[Change],
        change: f32,
        temperature: f32,
        random: &mut Random,
    ) {
        if changes
            .iter()
            .any(|&(_, from, to)| from != to && self.plan.protects(self.colors, from, to))
        {
            return;
        }
        let mut confetti = 0;
        for &(cell, _, to) in changes {
            confetti += self.set(cell, to);
        }
        let accepted = match self.budget {
            Some(budget) => change < 0.0 && self.confetti + confetti as i64 <= budget,
            None => {
                let delta = change + self.price * confetti as f32;
                delta <= 0.0 || (temperature > 0.0 && random.unit() < (-delta / temperature).exp())
            }
        };
        if accepted {
            self.confetti += confetti as i64;
            self.moves += 1;
        } else {
            for &(cell, from, _) in changes.iter().rev() {
                self.set(cell, from);
            }
        }
    }

    /// Gives `cell` the value `to` and returns by how much the confetti count changed.
    fn set(&mut self, cell: usize, to: u8) -> i32 {
        let from = self.cells[cell];
        if from == to {
            return 0;
        }
        let mut change = -(self.is_confetti(cell) as i32);
        self.cells[cell] = to;
        self.same[cell] = 0;
        for slot in 0..self.degree[cell] as usize {
            let index = self.neighbours[cell][slot] as usize;
            let value = self.cells[index];
            if value == from {
                change -= self.is_confetti(index) as i32;
                self.same[index] -= 1;
                change += self.is_confetti(index) as i32;
            } else if value == to {
                change -= self.is_confetti(index) as i32;
                self.same[index] += 1;
                self.same[cell] += 1;
                change += self.is_confetti(index) as i32;
            }
        }
        change + self.is_confetti(cell) as i32
    }

    /// Whether `cell` is confetti, from the kept counts.
    fn is_confetti(&self, cell: usize) -> bool {
        self.cells[cell] != 0 && self.degree[cell] > 0 && self.same[cell] == 0
    }
}

/// A small deterministic generator (xorshift32).
pub(super) struct Random(pub(super) u32);

impl Random {
    pub(super) fn next(&mut self) -> u32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x
    }

    /// A number in 0..limit (limit > 0).
    pub(super) fn below(&mut self, limit: usize) -> usize {
        ((self.next() as u64 * limit as u64) >> 32) as usize
    }

    /// A number in [0, 1).
    pub(super) fn unit(&mut self) -> f32 {
        (self.next() >> 8) as f32 / (1u32 << 24) as f32
    }
}
