//! A map from the caller's ids to slots: open addressing with linear probing and backward-shift deletion.
//! Small on purpose (std's `HashMap` costs kilobytes of wasm, and ids need no DoS-proof hashing).

const EMPTY: u32 = u32::MAX;

#[derive(Debug, Default)]
pub struct IdMap {
    keys: Vec<u32>,
    values: Vec<u32>,
    len: usize,
}

impl IdMap {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn home(&self, key: u32) -> usize {
        // Fibonacci hashing: the top bits of the product, as many as the table has.
        let bits = self.keys.len().trailing_zeros();
        (key.wrapping_mul(0x9E37_79B9) as u64 >> (32 - bits)) as usize
    }

    fn find(&self, key: u32) -> Option<usize> {
        if self.keys.is_empty() {
            return None;
        }
        let mask = self.keys.len() - 1;
        let mut at = self.home(key);
        loop {
            let here = *self.keys.get(at)?;
            if here == key {
                return Some(at);
            }
            if here == EMPTY {
                return None;
            }
            at = (at + 1) & mask;
        }
    }

    pub fn get(&self, key: u32) -> Option<u32> {
        self.find(key).and_then(|at| self.values.get(at).copied())
    }

    /// Sets `key` (never `u32::MAX`) to `value`.
    pub fn insert(&mut self, key: u32, value: u32) {
        debug_assert!(key != EMPTY);
        if (self.len + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let mask = self.keys.len() - 1;
        let mut at = self.home(key);
        loop {
            match self.keys.get(at).copied() {
                Some(here) if here == key => break,
                Some(EMPTY) => {
                    self.len += 1;
                    break;
                }
                Some(_) => at = (at + 1) & mask,
                None => return,
            }
        }
        if let (Some(slot_key), Some(slot_value)) = (self.keys.get_mut(at), self.values.get_mut(at))
        {
            *slot_key = key;
            *slot_value = value;
        }
    }

    /// Removes `key`, returning its value.
    pub fn remove(&mut self, key: u32) -> Option<u32> {
        let mut hole = self.find(key)?;
        let value = self.values.get(hole).copied();
        let mask = self.keys.len() - 1;
        let mut at = hole;
        // Shift back every later entry of the run whose home lies at or before the hole.
        loop {
            at = (at + 1) & mask;
            let here = match self.keys.get(at) {
                Some(&here) if here != EMPTY => here,
                _ => break,
            };
            let home = self.home(here);
            let distance_here = at.wrapping_sub(home) & mask;
            let distance_hole = at.wrapping_sub(hole) & mask;
            if distance_here >= distance_hole {
                self.keys.swap(hole, at);
                self.values.swap(hole, at);
                hole = at;
            }
        }
        if let Some(slot) = self.keys.get_mut(hole) {
            *slot = EMPTY;
        }
        self.len -= 1;
        value
    }

    fn grow(&mut self) {
        let capacity = (self.keys.len() * 2).max(16);
        let keys = std::mem::replace(&mut self.keys, vec![EMPTY; capacity]);
        let values = std::mem::replace(&mut self.values, vec![0; capacity]);
        self.len = 0;
        for (key, value) in keys.into_iter().zip(values) {
            if key != EMPTY {
                self.insert(key, value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inserts_replaces_and_removes_like_a_btree_map() {
        let mut map = IdMap::default();
        let mut reference = std::collections::BTreeMap::new();
        let mut state = 12345u32;
        for step in 0..20_000u32 {
            state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            // Clustered keys make long probe runs, which is what backward shifting must survive.
            let key = (state >> 8) % 700 * 64;
            if state % 3 == 0 {
                assert_eq!(map.remove(key), reference.remove(&key));
            } else {
                map.insert(key, step);
                reference.insert(key, step);
            }
            assert_eq!(map.len(), reference.len());
        }
        for key in 0..700 * 64 {
            assert_eq!(map.get(key), reference.get(&key).copied());
        }
        assert!(!map.is_empty());
        assert_eq!(IdMap::default().get(0), None);
    }
}
