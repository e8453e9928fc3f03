//! `java.lang.Math` and `StrictMath` natives.
//!
//! Java specifies `StrictMath` as fdlibm's results bit for bit and `Math` as
//! within 1 ulp; users compare rvm's output with HotSpot's, so each function
//! uses the implementation that agrees with HotSpot most often (measured on
//! 3,000 random arguments per function, `docs/classlib.md`):
//!
//! ```text
//! StrictMath.*                                  -> libm crate (FreeBSD msun, fdlibm-derived)
//! Math.sin cos tan exp log pow                  -> platform libm (glibc), closest to
//!                                                  HotSpot's x86-64 intrinsic stubs
//! Math.log10 and the rest                       -> libm crate, as HotSpot delegates
//!                                                  them to StrictMath
//! sqrt, fma (both)                              -> IEEE 754 correctly rounded
//! ```

use super::args::{double, ret_double};
use super::{NativeFn, NativeRegistry};
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

// fdlibm-derived (libm crate).
unary!(fd_sin, libm::sin);
unary!(fd_cos, libm::cos);
unary!(fd_tan, libm::tan);
unary!(fd_asin, libm::asin);
unary!(fd_acos, libm::acos);
unary!(fd_atan, libm::atan);
unary!(fd_exp, libm::exp);
unary!(fd_log, libm::log);
unary!(fd_log10, libm::log10);
unary!(fd_cbrt, libm::cbrt);
unary!(fd_sinh, libm::sinh);
unary!(fd_cosh, libm::cosh);
unary!(fd_tanh, libm::tanh);
unary!(fd_expm1, libm::expm1);
unary!(fd_log1p, libm::log1p);
binary!(fd_atan2, libm::atan2);
binary!(fd_hypot, libm::hypot);
binary!(fd_pow, |x, y| java_pow(libm::pow, x, y));

// Platform libm (glibc), for the Math methods HotSpot intrinsifies.
unary!(platform_sin, f64::sin);
unary!(platform_cos, f64::cos);
unary!(platform_tan, f64::tan);
unary!(platform_exp, f64::exp);
unary!(platform_log, f64::ln);
binary!(platform_pow, |x, y| java_pow(f64::powf, x, y));

// Exact in every implementation.
unary!(sqrt, f64::sqrt);
unary!(floor, f64::floor);
unary!(ceil, f64::ceil);
unary!(rint, f64::round_ties_even);
binary!(ieee_remainder, ieee_remainder_impl);

fn fma_double(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_double(double(a, 0).mul_add(double(a, 2), double(a, 4))))
}

fn fma_float(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let f = |i: usize| f32::from_bits(a[i] as u32);
    Ok(f(0).mul_add(f(1), f(2)).to_bits() as u64)
}

/// `Math.pow`'s special cases where C `pow` differs: `pow(x, NaN)` is NaN even
/// for x = 1, and `pow(±1, ±Infinity)` is NaN in Java, 1 in C.
fn java_pow(pow: fn(f64, f64) -> f64, x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.abs() == 1.0 && y.is_infinite()) {
        return f64::NAN;
    }
    pow(x, y)
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
    let fdlibm: [(&str, NativeFn); 16] = [
        ("asin", fd_asin),
        ("acos", fd_acos),
        ("atan", fd_atan),
        ("log10", fd_log10),
        ("cbrt", fd_cbrt),
        ("sinh", fd_sinh),
        ("cosh", fd_cosh),
        ("tanh", fd_tanh),
        ("expm1", fd_expm1),
        ("log1p", fd_log1p),
        ("sqrt", sqrt),
        ("floor", floor),
        ("ceil", ceil),
        ("rint", rint),
        ("sin", fd_sin),
        ("cos", fd_cos),
    ];
    for class in ["java/lang/Math", "java/lang/StrictMath"] {
        for (name, f) in fdlibm {
            r.register(class, name, "(D)D", f);
        }
        r.register(class, "atan2", "(DD)D", fd_atan2);
        r.register(class, "hypot", "(DD)D", fd_hypot);
        r.register(class, "IEEEremainder", "(DD)D", ieee_remainder);
    }
    let strict = "java/lang/StrictMath";
    r.register(strict, "tan", "(D)D", fd_tan);
    r.register(strict, "exp", "(D)D", fd_exp);
    r.register(strict, "log", "(D)D", fd_log);
    r.register(strict, "pow", "(DD)D", fd_pow);
    let math = "java/lang/Math";
    r.register(math, "fma", "(DDD)D", fma_double);
    r.register(math, "fma", "(FFF)F", fma_float);
    r.register(math, "sin", "(D)D", platform_sin);
    r.register(math, "cos", "(D)D", platform_cos);
    r.register(math, "tan", "(D)D", platform_tan);
    r.register(math, "exp", "(D)D", platform_exp);
    r.register(math, "log", "(D)D", platform_log);
    r.register(math, "pow", "(DD)D", platform_pow);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pow_follows_java_special_cases() {
        for pow in [libm::pow as fn(f64, f64) -> f64, f64::powf] {
            assert!(java_pow(pow, 1.0, f64::NAN).is_nan());
            assert!(java_pow(pow, 1.0, f64::INFINITY).is_nan());
            assert_eq!(java_pow(pow, 2.0, 10.0), 1024.0);
            assert_eq!(java_pow(pow, f64::NAN, 0.0), 1.0);
        }
    }

    #[test]
    fn strict_pow_is_fdlibm_at_an_exact_tie() {
        // 10^23 lies exactly between two doubles; fdlibm (and HotSpot) give the
        // lower one, glibc rounds to even.
        assert_eq!(java_pow(libm::pow, 10.0, 23.0), 99999999999999991611392.0);
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
