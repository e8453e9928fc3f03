//! `tableswitch` and `lookupswitch` tables (JVMS 6.5): where the 4-byte
//! aligned table starts, its default, its (key, offset) cases, and the
//! lookup the interpreter does at run time. Offsets are relative to the
//! switch instruction's bci; `target` makes them absolute.

use super::opcodes::{LOOKUPSWITCH, TABLESWITCH};
use super::reader::read_i32;

/// Where the table of the switch at `bci` starts: after the opcode and 0-3
/// bytes of padding, at the next multiple of four.
#[inline(always)]
pub fn switch_base(bci: usize) -> usize {
    (bci + 4) & !3
}

/// A decoded view of one switch instruction's table.
#[derive(Debug, Clone, Copy)]
pub struct SwitchTable<'a> {
    code: &'a [u8],
    bci: usize,
    base: usize,
    shape: Shape,
}

#[derive(Debug, Clone, Copy)]
enum Shape {
    /// Keys `low..=high`, one offset each.
    Table { low: i32, high: i32 },
    /// `pairs` sorted (key, offset) pairs.
    Lookup { pairs: usize },
}

impl<'a> SwitchTable<'a> {
    /// The table of the switch at `bci`, or `None` when the instruction
    /// there is not a switch.
    #[inline]
    pub fn at(code: &'a [u8], bci: usize) -> Option<SwitchTable<'a>> {
        match code.get(bci).copied()? {
            TABLESWITCH => Some(Self::tableswitch(code, bci)),
            LOOKUPSWITCH => Some(Self::lookupswitch(code, bci)),
            _ => None,
        }
    }

    /// The table of the `tableswitch` the caller knows is at `bci`.
    #[inline]
    pub fn tableswitch(code: &'a [u8], bci: usize) -> SwitchTable<'a> {
        let base = switch_base(bci);
        let shape = Shape::Table {
            low: read_i32(code, base + 4),
            high: read_i32(code, base + 8),
        };
        SwitchTable {
            code,
            bci,
            base,
            shape,
        }
    }

    /// The table of the `lookupswitch` the caller knows is at `bci`.
    #[inline]
    pub fn lookupswitch(code: &'a [u8], bci: usize) -> SwitchTable<'a> {
        let base = switch_base(bci);
        let shape = Shape::Lookup {
            pairs: read_i32(code, base + 4).max(0) as usize,
        };
        SwitchTable {
            code,
            bci,
            base,
            shape,
        }
    }

    pub fn is_table(&self) -> bool {
        matches!(self.shape, Shape::Table { .. })
    }

    /// The absolute bci an offset of this switch leads to.
    #[inline]
    pub fn target(&self, offset: i32) -> usize {
        (self.bci as i64 + offset as i64) as usize
    }

    pub fn default_offset(&self) -> i32 {
        read_i32(self.code, self.base)
    }

    pub fn default_target(&self) -> usize {
        self.target(self.default_offset())
    }

    /// Number of (key, offset) cases, the default not counted.
    pub fn case_count(&self) -> usize {
        match self.shape {
            Shape::Table { low, high } => (high as i64 - low as i64 + 1).max(0) as usize,
            Shape::Lookup { pairs } => pairs,
        }
    }

    /// The `i`th case as (key, offset).
    #[inline]
    pub fn case(&self, i: usize) -> (i32, i32) {
        match self.shape {
            Shape::Table { low, .. } => (
                low.wrapping_add(i as i32),
                read_i32(self.code, self.base + 12 + 4 * i),
            ),
            Shape::Lookup { .. } => (
                read_i32(self.code, self.base + 8 + 8 * i),
                read_i32(self.code, self.base + 12 + 8 * i),
            ),
        }
    }

    /// The cases as (key, offset), in table order (lookupswitch keys ascending).
    pub fn cases(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        (0..self.case_count()).map(|i| self.case(i))
    }

    /// Every target: the default first, then each case's, in table order
    /// (duplicates kept).
    pub fn targets(&self) -> impl Iterator<Item = usize> + '_ {
        std::iter::once(self.default_target()).chain(self.cases().map(|(_, o)| self.target(o)))
    }

    /// The offset the switch jumps by for `key` (the interpreter's lookup:
    /// an index into a tableswitch, a binary search of a lookupswitch's
    /// sorted keys, JVMS 4.10.1.9).
    #[inline]
    pub fn offset_for(&self, key: i32) -> i32 {
        match self.shape {
            Shape::Table { low, high } => {
                if key >= low && key <= high {
                    read_i32(
                        self.code,
                        self.base + 12 + 4 * (key as i64 - low as i64) as usize,
                    )
                } else {
                    self.default_offset()
                }
            }
            Shape::Lookup { pairs } => {
                let (mut lo, mut hi) = (0usize, pairs);
                while lo < hi {
                    let mid = (lo + hi) / 2;
                    let (k, offset) = self.case(mid);
                    match k.cmp(&key) {
                        std::cmp::Ordering::Equal => return offset,
                        std::cmp::Ordering::Less => lo = mid + 1,
                        std::cmp::Ordering::Greater => hi = mid,
                    }
                }
                self.default_offset()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_with(prefix: &[u8], op: u8, words: &[i32]) -> Vec<u8> {
        let mut code = prefix.to_vec();
        code.push(op);
        while code.len() % 4 != 0 {
            code.push(0);
        }
        for w in words {
            code.extend_from_slice(&w.to_be_bytes());
        }
        code
    }

    #[test]
    fn switch_base_aligns_to_four_after_the_opcode() {
        assert_eq!(switch_base(0), 4);
        assert_eq!(switch_base(1), 4);
        assert_eq!(switch_base(3), 4);
        assert_eq!(switch_base(4), 8);
    }

    #[test]
    fn tableswitch_cases_keys_and_lookup() {
        // at bci 2: default +30, low -1, high 1, offsets +10 +20 +25
        let code = code_with(&[0, 0], TABLESWITCH, &[30, -1, 1, 10, 20, 25]);
        let s = SwitchTable::at(&code, 2).unwrap();
        assert!(s.is_table());
        assert_eq!(s.cases().collect::<Vec<_>>(), [(-1, 10), (0, 20), (1, 25)]);
        assert_eq!(s.targets().collect::<Vec<_>>(), [32, 12, 22, 27]);
        assert_eq!(s.offset_for(0), 20);
        assert_eq!(s.offset_for(2), 30);
        assert_eq!(s.offset_for(i32::MIN), 30);
    }

    #[test]
    fn lookupswitch_binary_search_finds_every_key() {
        let code = code_with(&[], LOOKUPSWITCH, &[99, 3, -5, 7, 0, 8, 1000, 9]);
        let s = SwitchTable::at(&code, 0).unwrap();
        assert_eq!(s.case_count(), 3);
        assert_eq!(s.offset_for(-5), 7);
        assert_eq!(s.offset_for(0), 8);
        assert_eq!(s.offset_for(1000), 9);
        assert_eq!(s.offset_for(1), 99);
        assert!(SwitchTable::at(&[0u8], 0).is_none());
    }
}
