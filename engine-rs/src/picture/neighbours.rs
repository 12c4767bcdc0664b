//! The 4-neighbourhood of a grid cell (left, right, up, down), the neighbourhood of both the confetti
//! rule and the clean-up's regions.

/// A cell with its column, so its neighbours follow without a division (the hot loops of the clean-up
/// look at neighbours of neighbours).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub index: usize,
    pub column: usize,
}

impl Cell {
    /// Cell `index` of a `width`-wide grid.
    #[inline]
    pub fn at(index: usize, width: usize) -> Cell {
        Cell {
            index,
            column: index % width,
        }
    }
}

/// The up to four neighbours (left, right, up, down) of `cell` in a `width`-wide grid of `count` cells.
#[inline]
pub fn neighbour_cells(cell: Cell, width: usize, count: usize) -> [Option<Cell>; 4] {
    let Cell { index, column } = cell;
    [
        if column > 0 {
            Some(Cell {
                index: index - 1,
                column: column - 1,
            })
        } else {
            None
        },
        if column + 1 < width {
            Some(Cell {
                index: index + 1,
                column: column + 1,
            })
        } else {
            None
        },
        if index >= width {
            Some(Cell {
                index: index - width,
                column,
            })
        } else {
            None
        },
        if index + width < count {
            Some(Cell {
                index: index + width,
                column,
            })
        } else {
            None
        },
    ]
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
    fn lists_neighbours_inside_the_grid() {
        assert_eq!(neighbours(0, 3, 9), [None, Some(1), None, Some(3)]);
        assert_eq!(neighbours(4, 3, 9), [Some(3), Some(5), Some(1), Some(7)]);
        assert_eq!(neighbours(8, 3, 9), [Some(7), None, Some(5), None]);
        assert_eq!(neighbours(0, 1, 1), [None, None, None, None]);
        assert_eq!(neighbours(3, 4, 6), [Some(2), None, None, None]);
        for index in 0..12 {
            let expected = neighbours(index, 4, 12).map(|n| n.map(|i| Cell::at(i, 4)));
            assert_eq!(neighbour_cells(Cell::at(index, 4), 4, 12), expected);
        }
    }
}
