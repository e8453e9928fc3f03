//! `Double.toString` / `Float.toString` exactly as JDK 17 prints them.
//!
//! JDK 17 does not print the shortest round-trip decimal (that came with JDK 19):
//! its `FloatingDecimal` runs the Steele-White "free-format" digit generation
//! with a symmetric stopping test, always at least two digits in E-form, an
//! integer fast path, and a few asymmetries between its int, long and bignum
//! variants. Users compare rvm's output with `java` byte for byte, so this module
//! reproduces that algorithm's observable behaviour (checked against `java` on
//! random values by `float_format_vectors` in this module's tests).
//!
//! ```text
//! f64 bits -> (binary exponent, significand, significant bits)
//!          -> dtoa: digits d1 d2 ... and decimal exponent E (value = 0.d1d2.. x 10^E)
//!          -> layout: 123.45 when 0 < E < 8 (or 0.00ddd when -3 < E <= 0), else d.dddE±n
//! ```

const EXP_SHIFT: i32 = 52;
const FRACT_HOB: u64 = 1 << 52;
const MIN_SMALL_BIN_EXP: i32 = -(63 / 3);
const MAX_SMALL_BIN_EXP: i32 = 62;

/// Bit length of 5^i.
const N_5_BITS: [i32; 27] = [
    0, 3, 5, 7, 10, 12, 14, 17, 19, 21, 24, 26, 28, 31, 33, 35, 38, 40, 42, 45, 47, 49, 52, 54, 56,
    59, 61,
];

fn pow5_i64(n: i32) -> i64 {
    5i64.pow(n as u32)
}

/// Decimal digits (ASCII) and exponent E with value = 0.d1d2... * 10^E.
struct Digits {
    digits: Vec<u8>,
    exponent: i32,
}

pub fn double_to_java_string(v: f64) -> String {
    if let Some(s) = special(v.is_nan(), v.is_infinite(), v == 0.0, v.is_sign_negative()) {
        return s;
    }
    let bits = v.to_bits();
    let mut fract = bits & ((1u64 << 52) - 1);
    let mut bin_exp = ((bits >> 52) & 0x7ff) as i32;
    let significant_bits;
    if bin_exp == 0 {
        let leading_zeros = fract.leading_zeros() as i32;
        let shift = leading_zeros - (63 - EXP_SHIFT);
        fract <<= shift;
        bin_exp = 1 - shift;
        significant_bits = 64 - leading_zeros;
    } else {
        fract |= FRACT_HOB;
        significant_bits = EXP_SHIFT + 1;
    }
    bin_exp -= 1023;
    layout(v.is_sign_negative(), dtoa(bin_exp, fract, significant_bits))
}

pub fn float_to_java_string(v: f32) -> String {
    if let Some(s) = special(v.is_nan(), v.is_infinite(), v == 0.0, v.is_sign_negative()) {
        return s;
    }
    const SINGLE_EXP_SHIFT: i32 = 23;
    let bits = v.to_bits();
    let mut fract = bits & ((1u32 << 23) - 1);
    let mut bin_exp = ((bits >> 23) & 0xff) as i32;
    let significant_bits;
    if bin_exp == 0 {
        let leading_zeros = fract.leading_zeros() as i32;
        let shift = leading_zeros - (31 - SINGLE_EXP_SHIFT);
        fract <<= shift;
        bin_exp = 1 - shift;
        significant_bits = 32 - leading_zeros;
    } else {
        fract |= 1 << SINGLE_EXP_SHIFT;
        significant_bits = SINGLE_EXP_SHIFT + 1;
    }
    bin_exp -= 127;
    let wide = (fract as u64) << (EXP_SHIFT - SINGLE_EXP_SHIFT);
    layout(v.is_sign_negative(), dtoa(bin_exp, wide, significant_bits))
}

fn special(nan: bool, infinite: bool, zero: bool, negative: bool) -> Option<String> {
    if nan {
        Some("NaN".into())
    } else if infinite {
        Some(if negative { "-Infinity" } else { "Infinity" }.into())
    } else if zero {
        Some(if negative { "-0.0" } else { "0.0" }.into())
    } else {
        None
    }
}

/// floor(log10(value)) estimated from the binary form, as FloatingDecimal does
/// (the estimate may be one too high; dtoa corrects it).
fn estimate_decimal_exponent(fract: u64, bin_exp: i32) -> i32 {
    let d2 = f64::from_bits(0x3ff0_0000_0000_0000 | (fract & ((1u64 << 52) - 1)));
    let d = (d2 - 1.5) * 0.289529654 + 0.176091259 + bin_exp as f64 * 0.301029995663981;
    d.floor() as i32
}

fn insignificant_digits_for_pow2(p2: i32) -> i32 {
    if p2 > 1 && p2 < 64 {
        (p2 as f64 * std::f64::consts::LOG10_2).floor() as i32
    } else {
        0
    }
}

/// The integer fast path: `value` is an integer; drop `insignificant` low
/// decimal digits with rounding, then strip trailing zeros.
fn long_digits(mut value: i64, insignificant: i32) -> Digits {
    let mut exponent = 0;
    if insignificant != 0 {
        let pow10 = pow5_i64(insignificant) << insignificant;
        let residue = value % pow10;
        value /= pow10;
        exponent += insignificant;
        if residue >= (pow10 >> 1) {
            value += 1;
        }
    }
    let mut text = value.to_string().into_bytes();
    exponent += text.len() as i32;
    while text.len() > 1 && *text.last().expect("non-empty") == b'0' {
        text.pop();
    }
    Digits {
        digits: text,
        exponent,
    }
}

fn dtoa(bin_exp: i32, fract_bits: u64, significant_bits: i32) -> Digits {
    let tail_zeros = fract_bits.trailing_zeros() as i32;
    let fract_bit_count = EXP_SHIFT + 1 - tail_zeros;
    let tiny_bits = (fract_bit_count - bin_exp - 1).max(0);
    if (MIN_SMALL_BIN_EXP..=MAX_SMALL_BIN_EXP).contains(&bin_exp)
        && tiny_bits < 27
        && fract_bit_count + N_5_BITS[tiny_bits as usize] < 64
        && tiny_bits == 0
    {
        let insignificant = if bin_exp > significant_bits {
            insignificant_digits_for_pow2(bin_exp - significant_bits - 1)
        } else {
            0
        };
        let value = if bin_exp >= EXP_SHIFT {
            fract_bits << (bin_exp - EXP_SHIFT)
        } else {
            fract_bits >> (EXP_SHIFT - bin_exp)
        };
        return long_digits(value as i64, insignificant);
    }

    let mut dec_exp = estimate_decimal_exponent(fract_bits, bin_exp);
    let b5 = (-dec_exp).max(0);
    let mut b2 = b5 + tiny_bits + bin_exp;
    let s5 = dec_exp.max(0);
    let mut s2 = s5 + tiny_bits;
    let m5 = b5;
    let mut m2 = b2 - significant_bits;
    let fract = fract_bits >> tail_zeros;
    b2 -= fract_bit_count - 1;
    let common = b2.min(s2);
    b2 -= common;
    s2 -= common;
    m2 -= common;
    // Below an exact power of two the next smaller value is half as far away.
    if fract_bit_count == 1 {
        m2 -= 1;
    }
    if m2 < 0 {
        b2 -= m2;
        s2 -= m2;
        m2 = 0;
    }
    let b_bits = fract_bit_count
        + b2
        + if b5 < 27 {
            N_5_BITS[b5 as usize]
        } else {
            b5 * 3
        };
    let ten_s_bits = s2
        + 1
        + if s5 + 1 < 27 {
            N_5_BITS[(s5 + 1) as usize]
        } else {
            (s5 + 1) * 3
        };
    // E-form output needs a digit after the point: no stopping after one digit.
    let force_second_digit = |dec_exp: i32| !(-3..8).contains(&dec_exp);

    let mut digits = Vec::with_capacity(20);
    let (low, high, low_digit_difference);
    if b_bits < 64 && ten_s_bits < 64 {
        // int and long variants compute alike in 64-bit arithmetic except for
        // overflow, which cannot happen below 32 bits; the long variant's
        // "m overflowed" escape is kept.
        let mut b = (fract as i64)
            .wrapping_mul(pow5_i64(b5))
            .wrapping_shl(b2 as u32);
        let s = pow5_i64(s5).wrapping_shl(s2 as u32);
        let mut m = pow5_i64(m5).wrapping_shl(m2 as u32);
        let tens = s.wrapping_mul(10);
        let mut q = b / s;
        b = 10 * (b % s);
        m = m.wrapping_mul(10);
        let mut lo = b < m;
        let mut hi = b.wrapping_add(m) > tens;
        if q == 0 && !hi {
            dec_exp -= 1;
        } else {
            digits.push(b'0' + q as u8);
        }
        if force_second_digit(dec_exp) {
            lo = false;
            hi = false;
        }
        while !lo && !hi {
            q = b / s;
            b = 10 * (b % s);
            m = m.wrapping_mul(10);
            if m > 0 {
                lo = b < m;
                hi = b.wrapping_add(m) > tens;
            } else {
                lo = true;
                hi = true;
            }
            digits.push(b'0' + q as u8);
        }
        low = lo;
        high = hi;
        low_digit_difference = (b << 1).wrapping_sub(tens).signum();
    } else {
        let s = BigNat::pow52(s5, s2);
        let ten_s = BigNat::pow52(s5 + 1, s2 + 1);
        let mut b = BigNat::from_u64(fract).mul_pow52(b5, b2);
        let mut m = BigNat::pow52(m5 + 1, m2 + 1);
        let mut q = b.quotient_remainder_times_ten(&s);
        let mut lo = b.cmp(&m).is_lt();
        let mut hi = ten_s.cmp(&b.add(&m)).is_le();
        if q == 0 && !hi {
            dec_exp -= 1;
        } else {
            digits.push(b'0' + q);
        }
        if force_second_digit(dec_exp) {
            lo = false;
            hi = false;
        }
        while !lo && !hi {
            q = b.quotient_remainder_times_ten(&s);
            m = m.mul_small(10);
            lo = b.cmp(&m).is_lt();
            hi = ten_s.cmp(&b.add(&m)).is_le();
            digits.push(b'0' + q);
        }
        low = lo;
        high = hi;
        low_digit_difference = if hi && lo {
            b.mul_small(2).cmp(&ten_s) as i64
        } else {
            0
        };
    }
    let mut result = Digits {
        digits,
        exponent: dec_exp + 1,
    };
    if high {
        if low {
            if low_digit_difference == 0 {
                if result.digits.last().expect("at least one digit") & 1 != 0 {
                    round_up(&mut result);
                }
            } else if low_digit_difference > 0 {
                round_up(&mut result);
            }
        } else {
            round_up(&mut result);
        }
    }
    result
}

/// Adds one unit in the last digit; a carry out of the first digit turns the
/// digits into 1 followed by zeros (count unchanged) and bumps the exponent.
fn round_up(d: &mut Digits) {
    let mut i = d.digits.len() - 1;
    while d.digits[i] == b'9' && i > 0 {
        d.digits[i] = b'0';
        i -= 1;
    }
    if d.digits[i] == b'9' {
        d.exponent += 1;
        d.digits[0] = b'1';
        return;
    }
    d.digits[i] += 1;
}

fn layout(negative: bool, d: Digits) -> String {
    let digits = &d.digits;
    let n = digits.len() as i32;
    let e = d.exponent;
    let mut out = String::with_capacity(26);
    if negative {
        out.push('-');
    }
    let text = |range: std::ops::Range<usize>| {
        std::str::from_utf8(&digits[range])
            .expect("ASCII digits")
            .to_string()
    };
    if e > 0 && e < 8 {
        let int_len = n.min(e) as usize;
        out.push_str(&text(0..int_len));
        if (int_len as i32) < e {
            out.extend(std::iter::repeat('0').take((e - int_len as i32) as usize));
            out.push_str(".0");
        } else {
            out.push('.');
            if int_len < digits.len() {
                out.push_str(&text(int_len..digits.len()));
            } else {
                out.push('0');
            }
        }
    } else if e <= 0 && e > -3 {
        out.push_str("0.");
        out.extend(std::iter::repeat('0').take((-e) as usize));
        out.push_str(&text(0..digits.len()));
    } else {
        out.push(digits[0] as char);
        out.push('.');
        if digits.len() > 1 {
            out.push_str(&text(1..digits.len()));
        } else {
            out.push('0');
        }
        out.push('E');
        out.push_str(&(e - 1).to_string());
    }
    out
}

/// Just enough unsigned bignum arithmetic for dtoa (little-endian u32 limbs).
#[derive(Clone, Debug)]
struct BigNat {
    limbs: Vec<u32>,
}

impl BigNat {
    fn from_u64(v: u64) -> BigNat {
        let mut n = BigNat {
            limbs: vec![v as u32, (v >> 32) as u32],
        };
        n.trim();
        n
    }
    fn trim(&mut self) {
        while self.limbs.len() > 1 && *self.limbs.last().expect("non-empty") == 0 {
            self.limbs.pop();
        }
    }
    /// 5^p5 * 2^p2.
    fn pow52(p5: i32, p2: i32) -> BigNat {
        BigNat::from_u64(1).mul_pow52(p5, p2)
    }
    fn mul_pow52(mut self, p5: i32, p2: i32) -> BigNat {
        for _ in 0..p5 {
            self = self.mul_small(5);
        }
        self.shl(p2 as usize)
    }
    fn mul_small(&self, k: u32) -> BigNat {
        let mut carry = 0u64;
        let mut limbs = Vec::with_capacity(self.limbs.len() + 1);
        for &l in &self.limbs {
            let v = l as u64 * k as u64 + carry;
            limbs.push(v as u32);
            carry = v >> 32;
        }
        if carry != 0 {
            limbs.push(carry as u32);
        }
        let mut n = BigNat { limbs };
        n.trim();
        n
    }
    fn shl(mut self, bits: usize) -> BigNat {
        let (words, bits) = (bits / 32, bits % 32);
        if bits != 0 {
            let mut carry = 0u32;
            for l in self.limbs.iter_mut() {
                let v = (*l as u64) << bits;
                *l = v as u32 | carry;
                carry = (v >> 32) as u32;
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        let mut limbs = vec![0u32; words];
        limbs.extend_from_slice(&self.limbs);
        let mut n = BigNat { limbs };
        n.trim();
        n
    }
    fn add(&self, other: &BigNat) -> BigNat {
        let len = self.limbs.len().max(other.limbs.len());
        let mut limbs = Vec::with_capacity(len + 1);
        let mut carry = 0u64;
        for i in 0..len {
            let v = *self.limbs.get(i).unwrap_or(&0) as u64
                + *other.limbs.get(i).unwrap_or(&0) as u64
                + carry;
            limbs.push(v as u32);
            carry = v >> 32;
        }
        if carry != 0 {
            limbs.push(carry as u32);
        }
        BigNat { limbs }
    }
    fn sub_assign(&mut self, other: &BigNat) {
        let mut borrow = 0i64;
        for i in 0..self.limbs.len() {
            let v = self.limbs[i] as i64 - *other.limbs.get(i).unwrap_or(&0) as i64 - borrow;
            if v < 0 {
                self.limbs[i] = (v + (1i64 << 32)) as u32;
                borrow = 1;
            } else {
                self.limbs[i] = v as u32;
                borrow = 0;
            }
        }
        self.trim();
    }
    fn cmp(&self, other: &BigNat) -> std::cmp::Ordering {
        let (a, b) = (&self.limbs, &other.limbs);
        let (la, lb) = (
            a.len() - a.iter().rev().take_while(|&&x| x == 0).count(),
            b.len() - b.iter().rev().take_while(|&&x| x == 0).count(),
        );
        if la != lb {
            return la.cmp(&lb);
        }
        for i in (0..la).rev() {
            if a[i] != b[i] {
                return a[i].cmp(&b[i]);
            }
        }
        std::cmp::Ordering::Equal
    }
    /// q = self / s (a single decimal digit), self = (self % s) * 10.
    fn quotient_remainder_times_ten(&mut self, s: &BigNat) -> u8 {
        let mut q = 0u8;
        while self.cmp(s).is_ge() {
            self.sub_assign(s);
            q += 1;
        }
        *self = self.mul_small(10);
        q
    }
}

/// `Double.parseDouble` grammar (FloatingDecimal.readJavaFormatString): optional
/// whitespace, sign, `NaN`, `Infinity`, decimal digits with optional point and
/// exponent, optional `f`/`F`/`d`/`D` suffix, or a hexadecimal literal. Returns
/// `None` where Java throws NumberFormatException.
pub fn parse_java_double(text: &str) -> Option<f64> {
    parse_java(text, f64::NAN, f64::INFINITY, |v| v)
}

pub fn parse_java_float(text: &str) -> Option<f32> {
    parse_java(text, f32::NAN, f32::INFINITY, |v| v as f32)
}

/// The grammar shared by both: decimal literals are parsed directly in the
/// target type (one rounding), hexadecimal ones through f64.
fn parse_java<T>(text: &str, nan: T, infinity: T, from_hex: fn(f64) -> T) -> Option<T>
where
    T: std::str::FromStr + std::ops::Neg<Output = T>,
{
    let (negative, body) = split_sign(text)?;
    let value = match body {
        "NaN" => nan,
        "Infinity" => infinity,
        _ if body.starts_with("0x") || body.starts_with("0X") => from_hex(parse_hex(&body[2..])?),
        _ => {
            let body = body.strip_suffix(['f', 'F', 'd', 'D']).unwrap_or(body);
            if !is_decimal_literal(body) {
                return None;
            }
            body.parse::<T>().ok()?
        }
    };
    Some(if negative { -value } else { value })
}

/// Does the leading run of digits and points (after an optional sign) hold a
/// second point? FloatingDecimal reports that as "multiple points".
pub fn has_multiple_points(trimmed: &str) -> bool {
    let body = trimmed.strip_prefix(['+', '-']).unwrap_or(trimmed);
    let mut points = 0;
    for c in body.chars() {
        match c {
            '.' => {
                points += 1;
                if points == 2 {
                    return true;
                }
            }
            '0'..='9' => {}
            _ => return false,
        }
    }
    false
}

fn split_sign(text: &str) -> Option<(bool, &str)> {
    let s = text.trim_matches(|c: char| c <= ' ');
    Some(match s.as_bytes().first()? {
        b'-' => (true, &s[1..]),
        b'+' => (false, &s[1..]),
        _ => (false, s),
    })
}

/// digits [. digits] [(e|E) [sign] digits], with at least one mantissa digit.
fn is_decimal_literal(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    let mut mantissa_digits = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
        mantissa_digits += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
            mantissa_digits += 1;
        }
    }
    if mantissa_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return false;
        }
    }
    i == b.len()
}

/// `1.8p1` (after `0x`): hex mantissa, mandatory binary exponent.
fn parse_hex(s: &str) -> Option<f64> {
    let s = s.strip_suffix(['f', 'F', 'd', 'D']).unwrap_or(s);
    let (mantissa, exponent) = s.split_once(['p', 'P'])?;
    let exponent: i32 = exponent.parse().ok()?;
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut value = 0f64;
    for c in int_part.chars() {
        value = value * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in frac_part.chars() {
        value += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    Some(value * 2f64.powi(exponent))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles_print_as_jdk17_prints_them() {
        let cases: &[(f64, &str)] = &[
            (1.0, "1.0"),
            (100.0, "100.0"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1e7, "1.0E7"),
            (9999999.0, "9999999.0"),
            (0.001, "0.001"),
            (0.0001, "1.0E-4"),
            (-0.0, "-0.0"),
            (f64::MAX, "1.7976931348623157E308"),
            (f64::MIN_POSITIVE, "2.2250738585072014E-308"),
            (4.9e-324, "4.9E-324"),
            (123456.789, "123456.789"),
            (1.0 / 3.0, "0.3333333333333333"),
            (-1.5e-10, "-1.5E-10"),
            (3.05419896e8, "3.05419896E8"),
            (f64::NAN, "NaN"),
            (f64::NEG_INFINITY, "-Infinity"),
        ];
        for (v, expected) in cases {
            assert_eq!(double_to_java_string(*v), *expected, "{v:?}");
        }
    }

    #[test]
    fn floats_print_as_jdk17_prints_them() {
        let cases: &[(f32, &str)] = &[
            (1.0, "1.0"),
            (0.1, "0.1"),
            (1.0 / 3.0, "0.33333334"),
            (1e10, "1.0E10"),
            (1.4e-45, "1.4E-45"),
            (f32::MAX, "3.4028235E38"),
            (7.450_580_6e-9, "7.4505806E-9"),
            (305419896.0, "3.05419904E8"),
        ];
        for (v, expected) in cases {
            assert_eq!(float_to_java_string(*v), *expected, "{v:?}");
        }
    }

    /// Vectors printed by HotSpot 17 (`vm/tests/data/gen/FloatVectors.java`):
    /// `d <hex bits> <text>` and `f <hex bits> <text>` lines.
    #[test]
    fn float_format_vectors() {
        let data = include_str!("../../tests/data/float-vectors.txt");
        let mut failures = Vec::new();
        let mut count = 0;
        for line in data.lines().filter(|l| !l.is_empty()) {
            let mut parts = line.split(' ');
            let (kind, bits, expected) = (
                parts.next().unwrap(),
                parts.next().unwrap(),
                parts.next().unwrap(),
            );
            let bits = u64::from_str_radix(bits, 16).expect("hex bits");
            let actual = if kind == "d" {
                double_to_java_string(f64::from_bits(bits))
            } else {
                float_to_java_string(f32::from_bits(bits as u32))
            };
            count += 1;
            if actual != expected {
                failures.push(format!(
                    "{kind} {bits:x}: expected {expected}, got {actual}"
                ));
            }
        }
        assert!(count > 1000, "vector file too small");
        assert!(
            failures.is_empty(),
            "{} of {count} differ:\n{}",
            failures.len(),
            failures[..failures.len().min(20)].join("\n")
        );
    }

    #[test]
    fn parse_accepts_java_grammar_only() {
        assert_eq!(parse_java_double(" 1.5 "), Some(1.5));
        assert_eq!(parse_java_double("-2e3"), Some(-2000.0));
        assert_eq!(parse_java_double("1d"), Some(1.0));
        assert_eq!(parse_java_double(".5"), Some(0.5));
        assert_eq!(parse_java_double("5."), Some(5.0));
        assert_eq!(parse_java_double("0x1.8p1"), Some(3.0));
        assert!(parse_java_double("NaN").unwrap().is_nan());
        assert_eq!(parse_java_double("-Infinity"), Some(f64::NEG_INFINITY));
        for bad in ["", "abc", "inf", "1e", "1.2.3", "--1", "nan", "."] {
            assert_eq!(parse_java_double(bad), None, "{bad}");
        }
    }
}
