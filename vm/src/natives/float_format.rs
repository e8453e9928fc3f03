//! `Double.toString` / `Float.toString` formatting (JLS / `Double.toString`
//! javadoc): the shortest decimal that rounds back to the same value, written
//! as `123.45` when 10^-3 <= |x| < 10^7 and as `1.2345E-5` otherwise, always with
//! at least one digit after the point.
//!
//! Rust's `{:e}` formatting yields the shortest round-trip digits; this module
//! only re-lays them out the Java way. JDK 17's FloatingDecimal occasionally
//! prints one digit more than the shortest (JDK-4511638, fixed in JDK 19); rvm
//! prints the shortest form in those rare cases.

pub fn double_to_java_string(v: f64) -> String {
    if v.is_nan() {
        return "NaN".to_string();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity" } else { "-Infinity" }.to_string();
    }
    if v == 0.0 {
        return if v.is_sign_negative() { "-0.0" } else { "0.0" }.to_string();
    }
    layout(&format!("{:e}", v))
}

pub fn float_to_java_string(v: f32) -> String {
    if v.is_nan() {
        return "NaN".to_string();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity" } else { "-Infinity" }.to_string();
    }
    if v == 0.0 {
        return if v.is_sign_negative() { "-0.0" } else { "0.0" }.to_string();
    }
    layout(&format!("{:e}", v))
}

/// Turns Rust's `-1.2345e-5` into Java's layout.
fn layout(scientific: &str) -> String {
    let (negative, rest) = match scientific.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, scientific),
    };
    let (mantissa, exponent) = rest.split_once('e').expect("{:e} output has an exponent");
    let exponent: i32 = exponent.parse().expect("{:e} exponent is an integer");
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let mut out = String::with_capacity(24);
    if negative {
        out.push('-');
    }
    if (-3..7).contains(&exponent) {
        if exponent >= 0 {
            let int_len = exponent as usize + 1;
            if digits.len() <= int_len {
                out.push_str(&digits);
                out.extend(std::iter::repeat('0').take(int_len - digits.len()));
                out.push_str(".0");
            } else {
                out.push_str(&digits[..int_len]);
                out.push('.');
                out.push_str(&digits[int_len..]);
            }
        } else {
            out.push_str("0.");
            out.extend(std::iter::repeat('0').take((-exponent - 1) as usize));
            out.push_str(&digits);
        }
    } else {
        out.push_str(&digits[..1]);
        out.push('.');
        if digits.len() > 1 {
            out.push_str(&digits[1..]);
        } else {
            out.push('0');
        }
        out.push('E');
        out.push_str(&exponent.to_string());
    }
    out
}

/// `Double.parseDouble` grammar (FloatingDecimal.readJavaFormatString): optional
/// whitespace, sign, `NaN`, `Infinity`, decimal digits with optional point and
/// exponent, optional `f`/`F`/`d`/`D` suffix, or a hexadecimal literal. Returns
/// `None` where Java throws NumberFormatException.
pub fn parse_java_double(text: &str) -> Option<f64> {
    let s = text.trim_matches(|c: char| c <= ' ');
    let (negative, body) = match s.as_bytes().first()? {
        b'-' => (true, &s[1..]),
        b'+' => (false, &s[1..]),
        _ => (false, s),
    };
    let value = match body {
        "NaN" => f64::NAN,
        "Infinity" => f64::INFINITY,
        _ if body.starts_with("0x") || body.starts_with("0X") => parse_hex(&body[2..])?,
        _ => {
            let body = body.strip_suffix(['f', 'F', 'd', 'D']).unwrap_or(body);
            if !is_decimal_literal(body) {
                return None;
            }
            body.parse::<f64>().ok()?
        }
    };
    Some(if negative { -value } else { value })
}

pub fn parse_java_float(text: &str) -> Option<f32> {
    let s = text.trim_matches(|c: char| c <= ' ');
    let (negative, body) = match s.as_bytes().first()? {
        b'-' => (true, &s[1..]),
        b'+' => (false, &s[1..]),
        _ => (false, s),
    };
    let value = match body {
        "NaN" => f32::NAN,
        "Infinity" => f32::INFINITY,
        _ if body.starts_with("0x") || body.starts_with("0X") => parse_hex(&body[2..])? as f32,
        _ => {
            let body = body.strip_suffix(['f', 'F', 'd', 'D']).unwrap_or(body);
            if !is_decimal_literal(body) {
                return None;
            }
            body.parse::<f32>().ok()?
        }
    };
    Some(if negative { -value } else { value })
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
    fn doubles_print_as_java_prints_them() {
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
            (f64::NAN, "NaN"),
            (f64::NEG_INFINITY, "-Infinity"),
        ];
        for (v, expected) in cases {
            assert_eq!(double_to_java_string(*v), *expected, "{v:?}");
        }
    }

    #[test]
    fn floats_print_as_java_prints_them() {
        let cases: &[(f32, &str)] = &[
            (1.0, "1.0"),
            (0.1, "0.1"),
            (1.0 / 3.0, "0.33333334"),
            (1e10, "1.0E10"),
            (f32::MIN_POSITIVE, "1.17549435E-38"),
            (1.4e-45, "1.4E-45"),
            (f32::MAX, "3.4028235E38"),
        ];
        for (v, expected) in cases {
            assert_eq!(float_to_java_string(*v), *expected, "{v:?}");
        }
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
