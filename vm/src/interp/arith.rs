//! Java's arithmetic where it differs from Rust's defaults (JLS 15.17, 5.1.3,
//! JVMS 6.5): wrap-around, division edge cases, NaN-aware comparisons and the
//! saturating float-to-integer conversions. Division by zero is the caller's
//! business (it throws ArithmeticException); these functions assume a non-zero
//! divisor.

/// `idiv`: truncating, `MIN_VALUE / -1 == MIN_VALUE`.
#[inline(always)]
pub fn idiv(a: i32, b: i32) -> i32 {
    a.wrapping_div(b)
}

/// `irem`: sign of the dividend, `MIN_VALUE % -1 == 0`.
#[inline(always)]
pub fn irem(a: i32, b: i32) -> i32 {
    a.wrapping_rem(b)
}

#[inline(always)]
pub fn ldiv(a: i64, b: i64) -> i64 {
    a.wrapping_div(b)
}

#[inline(always)]
pub fn lrem(a: i64, b: i64) -> i64 {
    a.wrapping_rem(b)
}

/// `frem`/`drem`: C fmod semantics (truncating), which Rust's `%` implements.
#[inline(always)]
pub fn drem(a: f64, b: f64) -> f64 {
    a % b
}

#[inline(always)]
pub fn frem(a: f32, b: f32) -> f32 {
    a % b
}

/// `fcmpl`/`dcmpl` (`nan_result = -1`) and `fcmpg`/`dcmpg` (`nan_result = 1`).
#[inline(always)]
pub fn fcmp(a: f64, b: f64, nan_result: i32) -> i32 {
    if a > b {
        1
    } else if a < b {
        -1
    } else if a == b {
        0
    } else {
        nan_result
    }
}

#[inline(always)]
pub fn lcmp(a: i64, b: i64) -> i32 {
    (a > b) as i32 - (a < b) as i32
}

// JLS 5.1.3: NaN converts to 0, out-of-range values saturate. Rust's `as` casts
// from float to integer have exactly these semantics.
#[inline(always)]
pub fn d2i(v: f64) -> i32 {
    v as i32
}
#[inline(always)]
pub fn d2l(v: f64) -> i64 {
    v as i64
}
#[inline(always)]
pub fn f2i(v: f32) -> i32 {
    v as i32
}
#[inline(always)]
pub fn f2l(v: f32) -> i64 {
    v as i64
}

/// Shifts use only the low 5 (int) or 6 (long) bits of the count.
#[inline(always)]
pub fn ishl(a: i32, n: i32) -> i32 {
    a.wrapping_shl(n as u32 & 31)
}
#[inline(always)]
pub fn ishr(a: i32, n: i32) -> i32 {
    a.wrapping_shr(n as u32 & 31)
}
#[inline(always)]
pub fn iushr(a: i32, n: i32) -> i32 {
    ((a as u32) >> (n as u32 & 31)) as i32
}
#[inline(always)]
pub fn lshl(a: i64, n: i32) -> i64 {
    a.wrapping_shl(n as u32 & 63)
}
#[inline(always)]
pub fn lshr(a: i64, n: i32) -> i64 {
    a.wrapping_shr(n as u32 & 63)
}
#[inline(always)]
pub fn lushr(a: i64, n: i32) -> i64 {
    ((a as u64) >> (n as u32 & 63)) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_division_wraps_at_min_value() {
        assert_eq!(idiv(i32::MIN, -1), i32::MIN);
        assert_eq!(irem(i32::MIN, -1), 0);
        assert_eq!(ldiv(i64::MIN, -1), i64::MIN);
        assert_eq!(lrem(i64::MIN, -1), 0);
    }

    #[test]
    fn remainder_takes_the_sign_of_the_dividend() {
        assert_eq!(irem(-7, 2), -1);
        assert_eq!(irem(7, -2), 1);
        assert_eq!(idiv(-7, 2), -3);
        assert_eq!(drem(-7.5, 2.0), -1.5);
        assert_eq!(frem(7.5, -2.0), 1.5);
        assert!(drem(1.0, 0.0).is_nan());
    }

    #[test]
    fn nan_comparisons_follow_l_and_g_variants() {
        assert_eq!(fcmp(f64::NAN, 1.0, -1), -1);
        assert_eq!(fcmp(f64::NAN, 1.0, 1), 1);
        assert_eq!(fcmp(1.0, 1.0, 1), 0);
        assert_eq!(fcmp(-0.0, 0.0, 1), 0);
        assert_eq!(fcmp(2.0, 1.0, -1), 1);
    }

    #[test]
    fn float_to_int_saturates_and_maps_nan_to_zero() {
        assert_eq!(d2i(f64::NAN), 0);
        assert_eq!(d2i(1e20), i32::MAX);
        assert_eq!(d2i(-1e20), i32::MIN);
        assert_eq!(d2l(f64::INFINITY), i64::MAX);
        assert_eq!(f2i(f32::NEG_INFINITY), i32::MIN);
        assert_eq!(f2l(f32::NAN), 0);
        assert_eq!(d2i(-2.7), -2);
    }

    #[test]
    fn shift_counts_are_masked() {
        assert_eq!(ishl(1, 33), 2);
        assert_eq!(iushr(-1, 28), 15);
        assert_eq!(ishr(-16, 2), -4);
        assert_eq!(lshl(1, 65), 2);
        assert_eq!(lushr(-1, 60), 15);
        assert_eq!(lshr(i64::MIN, 63), -1);
    }

    #[test]
    fn long_compare_is_three_way() {
        assert_eq!(lcmp(1, 2), -1);
        assert_eq!(lcmp(2, 2), 0);
        assert_eq!(lcmp(i64::MAX, i64::MIN), 1);
    }
}
