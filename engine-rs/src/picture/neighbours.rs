//! The 4-neighbourhood of a grid cell (left, right, up, down), the neighbourhood of both the confetti
//! rule and the clean-up's regions.

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
    }
}
