//! The byte mutator shared by the fuzz tests (issue 16): a seeded
//! SplitMix64 generator and the mutations that found crashes in rvm before
//! it had a verifier (bit flips, random and "interesting" bytes and 16-bit
//! values, truncation, inserted and deleted bytes). Deterministic: the same
//! seed and input give the same mutant, so a finding is reproduced by its seed.

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const INTERESTING_BYTES: [u8; 8] = [0x00, 0x01, 0x7f, 0x80, 0xff, 0x10, 0x20, 0x40];
const INTERESTING_U16: [u16; 6] = [0x0000, 0x0001, 0x7fff, 0x8000, 0xffff, 0x0100];

/// A mutant of `input`: one to four mutations drawn from `seed`.
pub fn mutate(input: &[u8], seed: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    let mut bytes = input.to_vec();
    let count = 1 + rng.below(4);
    for _ in 0..count {
        if bytes.is_empty() {
            bytes.push(rng.next() as u8);
            continue;
        }
        // Past the 10-byte header most of the time: the magic is boring.
        let at = if bytes.len() > 10 && rng.below(8) != 0 {
            10 + rng.below(bytes.len() - 10)
        } else {
            rng.below(bytes.len())
        };
        match rng.below(9) {
            0 | 1 => bytes[at] ^= 1 << rng.below(8),
            2 => bytes[at] = rng.next() as u8,
            3 => bytes[at] = INTERESTING_BYTES[rng.below(INTERESTING_BYTES.len())],
            4 if at + 1 < bytes.len() => {
                let v = INTERESTING_U16[rng.below(INTERESTING_U16.len())].to_be_bytes();
                bytes[at] = v[0];
                bytes[at + 1] = v[1];
            }
            5 if at + 1 < bytes.len() => {
                // A 16-bit value (an index, a count) off by one.
                let v = u16::from_be_bytes([bytes[at], bytes[at + 1]]);
                let v = if rng.below(2) == 0 {
                    v.wrapping_add(1)
                } else {
                    v.wrapping_sub(1)
                };
                bytes[at..at + 2].copy_from_slice(&v.to_be_bytes());
            }
            6 if rng.below(4) == 0 => bytes.truncate(at),
            7 => bytes.insert(at, rng.next() as u8),
            8 => {
                bytes.remove(at);
            }
            _ => bytes[at] = bytes[at].wrapping_add(1 + rng.below(3) as u8),
        }
    }
    bytes
}
