//! Big-endian operand reads from a method's code (JVMS 6.5: operands are
//! stored high byte first). Reads past the end give zero bytes, so a reader
//! never panics; structurally checked code ([`super::decode_instruction`])
//! never reads past the end.

#[inline(always)]
pub fn read_u8(code: &[u8], at: usize) -> u8 {
    code.get(at).copied().unwrap_or(0)
}

/// `N` bytes from `at`: one bounds check for the whole operand (the
/// interpreter reads an operand per instruction); zero-padded past the end.
#[inline(always)]
fn read_bytes<const N: usize>(code: &[u8], at: usize) -> [u8; N] {
    match code.get(at..at.wrapping_add(N)) {
        Some(bytes) => bytes.try_into().unwrap_or([0; N]),
        None => {
            let mut out = [0; N];
            for (i, byte) in out.iter_mut().enumerate() {
                *byte = read_u8(code, at.wrapping_add(i));
            }
            out
        }
    }
}

#[inline(always)]
pub fn read_u16(code: &[u8], at: usize) -> u16 {
    u16::from_be_bytes(read_bytes(code, at))
}

#[inline(always)]
pub fn read_i16(code: &[u8], at: usize) -> i16 {
    i16::from_be_bytes(read_bytes(code, at))
}

#[inline(always)]
pub fn read_i32(code: &[u8], at: usize) -> i32 {
    i32::from_be_bytes(read_bytes(code, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_are_big_endian_and_reads_past_the_end_are_zero() {
        let code = [0x12, 0x34, 0xff, 0xfe, 0x80];
        assert_eq!(read_u16(&code, 0), 0x1234);
        assert_eq!(read_i16(&code, 2), -2);
        assert_eq!(read_i32(&code, 1), 0x34ff_fe80);
        assert_eq!(read_u16(&code, 4), 0x8000);
        assert_eq!(read_u8(&code, 9), 0);
    }
}
