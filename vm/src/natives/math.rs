//! `java.lang.Math` and `StrictMath` natives. Both use the platform's libm
//! (through Rust's `f64` methods), which is within the 1-ulp bounds Math
//! documents; `sqrt` is correctly rounded (IEEE 754) as both classes require.

use super::args::{double, ret_double};
use super::NativeRegistry;
use crate::runtime::thread::{JResult, JavaThread};

macro_rules! unary {
    ($name:ident, $f:expr) => {
        fn $name(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
            let f: fn(f64) -> f64 = $f;
            Ok(ret_double(f(double(a, 0))))
        }
    };
}
macro_rules! binary {
    ($name:ident, $f:expr) => {
        fn $name(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
            let f: fn(f64, f64) -> f64 = $f;
            Ok(ret_double(f(double(a, 0), double(a, 2))))
        }
    };
}

unary!(sin, f64::sin);
unary!(cos, f64::cos);
unary!(tan, f64::tan);
unary!(asin, f64::asin);
unary!(acos, f64::acos);
unary!(atan, f64::atan);
unary!(exp, f64::exp);
unary!(log, f64::ln);
unary!(log10, f64::log10);
unary!(sqrt, f64::sqrt);
unary!(cbrt, f64::cbrt);
unary!(sinh, f64::sinh);
unary!(cosh, f64::cosh);
unary!(tanh, f64::tanh);
unary!(expm1, f64::exp_m1);
unary!(log1p, f64::ln_1p);
unary!(floor, f64::floor);
unary!(ceil, f64::ceil);
unary!(rint, f64::round_ties_even);
binary!(atan2, f64::atan2);
binary!(hypot, f64::hypot);
binary!(pow, java_pow);
binary!(ieee_remainder, ieee_remainder_impl);

/// `Math.pow` differs from C `pow` in one case: `pow(x, NaN)` is NaN even for x = 1
/// (and `pow(1, ±Infinity)` is NaN in Java, 1 in C).
fn java_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.abs() == 1.0 && y.is_infinite()) {
        return f64::NAN;
    }
    x.powf(y)
}

/// IEEE 754 remainder: `x - n*y` with n the integer nearest x/y (ties to even).
fn ieee_remainder_impl(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() || x.is_infinite() || y == 0.0 {
        return f64::NAN;
    }
    if y.is_infinite() {
        return x;
    }
    let r = x % y; // exact
    let abs_y = y.abs();
    let mut result = r;
    if r.abs() * 2.0 > abs_y || (r.abs() * 2.0 == abs_y && ((x - r) / y).rem_euclid(2.0) != 0.0) {
        result = r - abs_y.copysign(r);
    }
    if result == 0.0 {
        0.0f64.copysign(x)
    } else {
        result
    }
}

pub fn register(r: &mut NativeRegistry) {
    for class in ["java/lang/Math", "java/lang/StrictMath"] {
        let unary: [(&str, super::NativeFn); 19] = [
            ("sin", sin),
            ("cos", cos),
            ("tan", tan),
            ("asin", asin),
            ("acos", acos),
            ("atan", atan),
            ("exp", exp),
            ("log", log),
            ("log10", log10),
            ("sqrt", sqrt),
            ("cbrt", cbrt),
            ("sinh", sinh),
            ("cosh", cosh),
            ("tanh", tanh),
            ("expm1", expm1),
            ("log1p", log1p),
            ("floor", floor),
            ("ceil", ceil),
            ("rint", rint),
        ];
        for (name, f) in unary {
            r.register(class, name, "(D)D", f);
        }
        r.register(class, "atan2", "(DD)D", atan2);
        r.register(class, "hypot", "(DD)D", hypot);
        r.register(class, "pow", "(DD)D", pow);
        r.register(class, "IEEEremainder", "(DD)D", ieee_remainder);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pow_follows_java_special_cases() {
        assert!(java_pow(1.0, f64::NAN).is_nan());
        assert!(java_pow(1.0, f64::INFINITY).is_nan());
        assert_eq!(java_pow(2.0, 10.0), 1024.0);
        assert_eq!(java_pow(f64::NAN, 0.0), 1.0);
    }

    #[test]
    fn ieee_remainder_rounds_to_nearest_even() {
        assert_eq!(ieee_remainder_impl(5.0, 2.0), 1.0);
        assert_eq!(ieee_remainder_impl(7.0, 2.0), -1.0);
        assert_eq!(ieee_remainder_impl(3.0, 2.0), -1.0);
        assert_eq!(ieee_remainder_impl(10.0, 3.0), 1.0);
        assert_eq!(ieee_remainder_impl(11.0, 3.0), -1.0);
        assert!(ieee_remainder_impl(1.0, 0.0).is_nan());
    }
}
