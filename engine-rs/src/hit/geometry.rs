//! The geometry of a freeform symbol, operation for operation as `model/src/freeform/geometry.ts`, so the
//! engine and the TypeScript reference give the same answers to the last bit: `x`, `y` is the centre,
//! `width` and `height` the box before turning, `rotate` degrees clockwise about the centre.

use std::f64::consts::PI;

/// Where a symbol sits: its centre, unturned box and turn (degrees clockwise).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    pub rotate: f64,
}

/// An axis-aligned box by its edges.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Aabb {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

impl Aabb {
    /// The rectangle of a rubber band from its corner and size (either may be negative).
    pub fn from_rect(x: f64, y: f64, width: f64, height: f64) -> Aabb {
        Aabb {
            left: x.min(x + width),
            right: x.max(x + width),
            top: y.min(y + height),
            bottom: y.max(y + height),
        }
    }

    /// Whether the boxes share a point (edges included).
    pub fn touches(&self, other: &Aabb) -> bool {
        !(self.right < other.left
            || self.left > other.right
            || self.bottom < other.top
            || self.top > other.bottom)
    }

    /// The box grown by `margin` on every side.
    pub fn grown(&self, margin: f64) -> Aabb {
        Aabb {
            left: self.left - margin,
            top: self.top - margin,
            right: self.right + margin,
            bottom: self.bottom + margin,
        }
    }

    fn contains(&self, (x, y): (f64, f64)) -> bool {
        x >= self.left && x <= self.right && y >= self.top && y <= self.bottom
    }
}

/// How much of a turned box a rectangle covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coverage {
    None,
    Partial,
    Full,
}

/// A placement with its turn worked out once: the cosine and sine, the corners and the bounding box.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TurnedBox {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    pub cos: f64,
    pub sin: f64,
    /// Clockwise from the top left before turning (`symbolCorners`).
    pub corners: [(f64, f64); 4],
    /// The axis-aligned box around the corners (`boundingBoxOf`).
    pub aabb: Aabb,
}

impl TurnedBox {
    pub fn new(placement: &Placement) -> TurnedBox {
        let radians = (placement.rotate * PI) / 180.0;
        let cos = radians.cos();
        let sin = radians.sin();
        let half_width = placement.width / 2.0;
        let half_height = placement.height / 2.0;
        let offsets = [
            (-half_width, -half_height),
            (half_width, -half_height),
            (half_width, half_height),
            (-half_width, half_height),
        ];
        let mut corners = [(0.0, 0.0); 4];
        for (corner, (dx, dy)) in corners.iter_mut().zip(offsets) {
            *corner = (
                placement.x + dx * cos - dy * sin,
                placement.y + dx * sin + dy * cos,
            );
        }
        let mut aabb = Aabb {
            left: f64::INFINITY,
            top: f64::INFINITY,
            right: f64::NEG_INFINITY,
            bottom: f64::NEG_INFINITY,
        };
        for (x, y) in corners {
            aabb.left = aabb.left.min(x);
            aabb.right = aabb.right.max(x);
            aabb.top = aabb.top.min(y);
            aabb.bottom = aabb.bottom.max(y);
        }
        TurnedBox {
            x: placement.x,
            y: placement.y,
            width: placement.width,
            height: placement.height,
            cos,
            sin,
            corners,
            aabb,
        }
    }

    /// Whether the point lies in the turned box, edges included (`symbolContainsPoint`). Turning back by
    /// `-rotate` uses `cos(-a) = cos(a)` and `sin(-a) = -sin(a)`, which hold exactly in IEEE arithmetic.
    pub fn contains_point(&self, x: f64, y: f64) -> bool {
        let cos = self.cos;
        let sin = -self.sin;
        let dx = x - self.x;
        let dy = y - self.y;
        let local_x = dx * cos - dy * sin;
        let local_y = dx * sin + dy * cos;
        local_x.abs() <= self.width / 2.0 + 1e-9 && local_y.abs() <= self.height / 2.0 + 1e-9
    }

    /// How much of the turned box `rect` covers (`rectCoverage`): full when all four corners lie in it,
    /// partial when the two overlap by separating axes, else none.
    pub fn coverage(&self, rect: &Aabb) -> Coverage {
        let inside = self
            .corners
            .iter()
            .filter(|&&corner| rect.contains(corner))
            .count();
        if inside == 4 {
            return Coverage::Full;
        }
        if inside > 0 {
            return Coverage::Partial;
        }
        if !self.aabb.touches(rect) {
            return Coverage::None;
        }
        let rect_corners = [
            (rect.left, rect.top),
            (rect.right, rect.top),
            (rect.right, rect.bottom),
            (rect.left, rect.bottom),
        ];
        let axes = [(self.cos, self.sin), (-self.sin, self.cos)];
        for (ax, ay) in axes {
            let (box_min, box_max) = span(&self.corners, ax, ay);
            let (rect_min, rect_max) = span(&rect_corners, ax, ay);
            if box_max < rect_min || rect_max < box_min {
                return Coverage::None;
            }
        }
        Coverage::Partial
    }

    /// Whether a rubber band selects the box: covered fully, or partly when `partial`.
    pub fn selected_by(&self, rect: &Aabb, partial: bool) -> bool {
        match self.coverage(rect) {
            Coverage::Full => true,
            Coverage::Partial => partial,
            Coverage::None => false,
        }
    }
}

fn span(points: &[(f64, f64); 4], ax: f64, ay: f64) -> (f64, f64) {
    let mut low = f64::INFINITY;
    let mut high = f64::NEG_INFINITY;
    for (x, y) in points {
        let projected = x * ax + y * ay;
        low = low.min(projected);
        high = high.max(projected);
    }
    (low, high)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turned(x: f64, y: f64, width: f64, height: f64, rotate: f64) -> TurnedBox {
        TurnedBox::new(&Placement {
            x,
            y,
            width,
            height,
            rotate,
        })
    }

    #[test]
    fn the_centre_is_the_position_and_edges_count() {
        let chain = turned(100.0, 50.0, 20.0, 10.0, 0.0);
        assert!(chain.contains_point(100.0, 50.0));
        assert!(chain.contains_point(110.0, 55.0));
        assert!(chain.contains_point(90.0, 45.0));
        assert!(!chain.contains_point(110.1, 50.0));
        assert!(!chain.contains_point(100.0, 55.1));
        assert_eq!(
            chain.aabb,
            Aabb {
                left: 90.0,
                top: 45.0,
                right: 110.0,
                bottom: 55.0
            }
        );
    }

    #[test]
    fn a_point_in_a_turned_box() {
        // 40 wide, 4 high, turned 90° clockwise: now 4 wide and 40 high.
        let stick = turned(0.0, 0.0, 40.0, 4.0, 90.0);
        assert!(stick.contains_point(0.0, 19.0));
        assert!(stick.contains_point(1.9, -19.0));
        assert!(!stick.contains_point(19.0, 0.0));
        assert!(!stick.contains_point(2.5, 0.0));
        // 45°: the corner of the unturned box is outside, a point along the diagonal inside.
        let diamond = turned(0.0, 0.0, 20.0, 20.0, 45.0);
        assert!(!diamond.contains_point(9.0, 9.0));
        assert!(diamond.contains_point(13.0, 0.0));
        assert!(diamond.contains_point(0.0, -14.0));
        assert!(!diamond.contains_point(0.0, 14.2));
        // Clockwise: at 30° the right end of a long bar moves down (y grows downwards).
        let bar = turned(0.0, 0.0, 40.0, 2.0, 30.0);
        assert!(bar.contains_point(17.0, 9.8));
        assert!(!bar.contains_point(17.0, -9.8));
    }

    #[test]
    fn a_rectangle_covers_fully_partly_or_not() {
        let chain = turned(50.0, 50.0, 20.0, 20.0, 0.0);
        assert_eq!(
            chain.coverage(&Aabb::from_rect(30.0, 30.0, 40.0, 40.0)),
            Coverage::Full
        );
        assert_eq!(
            chain.coverage(&Aabb::from_rect(40.0, 40.0, 20.0, 20.0)),
            Coverage::Full
        );
        assert_eq!(
            chain.coverage(&Aabb::from_rect(55.0, 55.0, 40.0, 40.0)),
            Coverage::Partial
        );
        assert_eq!(
            chain.coverage(&Aabb::from_rect(45.0, 45.0, 5.0, 5.0)),
            Coverage::Partial
        );
        assert_eq!(
            chain.coverage(&Aabb::from_rect(61.0, 0.0, 10.0, 100.0)),
            Coverage::None
        );
        // A band drawn up and to the left (negative size) is the same band.
        assert_eq!(
            chain.coverage(&Aabb::from_rect(70.0, 70.0, -40.0, -40.0)),
            Coverage::Full
        );
    }

    #[test]
    fn overlap_is_decided_by_the_turned_box_not_its_bounding_box() {
        // A diamond: its bounding box reaches (0, 0)'s corner region, the diamond itself does not.
        let diamond = turned(20.0, 20.0, 20.0, 20.0, 45.0);
        let corner = Aabb::from_rect(4.0, 4.0, 5.0, 5.0);
        assert!(diamond.aabb.touches(&corner));
        assert_eq!(diamond.coverage(&corner), Coverage::None);
        assert_eq!(
            diamond.coverage(&Aabb::from_rect(8.0, 8.0, 5.0, 5.0)),
            Coverage::Partial
        );
        // A band crossing the middle with no corner of either inside the other still overlaps.
        let bar = turned(50.0, 50.0, 100.0, 4.0, 0.0);
        assert_eq!(
            bar.coverage(&Aabb::from_rect(40.0, 0.0, 4.0, 100.0)),
            Coverage::Partial
        );
        assert!(bar.selected_by(&Aabb::from_rect(40.0, 0.0, 4.0, 100.0), true));
        assert!(!bar.selected_by(&Aabb::from_rect(40.0, 0.0, 4.0, 100.0), false));
    }
}
