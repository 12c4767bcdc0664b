//! Connected regions of equal cells (4-connectivity), the unit the clean-up works on: recolouring a
//! whole maximal region at once can only join regions, never split them, so it never adds confetti.

/// Label of an empty cell (value 0), which belongs to no region.
pub const NO_REGION: u32 = u32::MAX;

/// The regions of a grid.
pub struct Regions {
    /// Per cell, the index of its region, or [`NO_REGION`].
    pub labels: Vec<u32>,
    /// The cells of each region, region after region; region `r` is `members[starts[r]..starts[r + 1]]`.
    pub members: Vec<u32>,
    /// Where each region's cells start in `members`, plus the end.
    pub starts: Vec<u32>,
    /// The cell value of each region.
    pub values: Vec<u8>,
}

impl Regions {
    /// Finds the regions of a `width`-wide grid.
    pub fn find(cells: &[u8], width: usize) -> Regions {
        let mut labels = vec![NO_REGION; cells.len()];
        let mut members = Vec::with_capacity(cells.len());
        let mut starts = vec![0u32];
        let mut values = Vec::new();
        let mut stack: Vec<usize> = Vec::new();
        for seed in 0..cells.len() {
            if cells[seed] == 0 || labels[seed] != NO_REGION {
                continue;
            }
            let region = values.len() as u32;
            let value = cells[seed];
            values.push(value);
            labels[seed] = region;
            stack.push(seed);
            while let Some(cell) = stack.pop() {
                members.push(cell as u32);
                for neighbour in neighbours(cell, width, cells.len()).into_iter().flatten() {
                    if labels[neighbour] == NO_REGION && cells[neighbour] == value {
                        labels[neighbour] = region;
                        stack.push(neighbour);
                    }
                }
            }
            starts.push(members.len() as u32);
        }
        Regions {
            labels,
            members,
            starts,
            values,
        }
    }

    /// The number of regions.
    pub fn count(&self) -> usize {
        self.values.len()
    }

    /// The cells of region `region`.
    pub fn cells_of(&self, region: usize) -> &[u32] {
        &self.members[self.starts[region] as usize..self.starts[region + 1] as usize]
    }
}

/// The up to four neighbours (left, right, up, down) of `cell` in a `width`-wide grid of `count` cells.
#[inline]
pub fn neighbours(cell: usize, width: usize, count: usize) -> [Option<usize>; 4] {
    let column = cell % width;
    [
        if column > 0 { Some(cell - 1) } else { None },
        if column + 1 < width {
            Some(cell + 1)
        } else {
            None
        },
        if cell >= width {
            Some(cell - width)
        } else {
            None
        },
        if cell + width < count {
            Some(cell + width)
        } else {
            None
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_four_connected_regions() {
        #[rustfmt::skip]
        let cells = [
            1, 1, 2,
            2, 1, 2,
            2, 0, 1,
        ];
        let regions = Regions::find(&cells, 3);
        assert_eq!(regions.count(), 4);
        assert_eq!(regions.cells_of(0), &[0, 1, 4]);
        assert_eq!(regions.values, vec![1, 2, 2, 1]);
        let mut second = regions.cells_of(1).to_vec();
        second.sort_unstable();
        assert_eq!(second, vec![2, 5]);
        assert_eq!(regions.labels[7], NO_REGION);
        // Diagonal neighbours do not connect: the 1 at the bottom right is a region of its own.
        assert_eq!(regions.cells_of(3), &[8]);
    }

    #[test]
    fn lists_neighbours_inside_the_grid() {
        assert_eq!(neighbours(0, 3, 9), [None, Some(1), None, Some(3)]);
        assert_eq!(neighbours(4, 3, 9), [Some(3), Some(5), Some(1), Some(7)]);
        assert_eq!(neighbours(8, 3, 9), [Some(7), None, Some(5), None]);
        assert_eq!(neighbours(0, 1, 1), [None, None, None, None]);
    }
}
