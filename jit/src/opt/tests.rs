//! Unit tests of the optimizing translator without a VM: Java methods
//! compiled by `javac`, their classes defined with `define_standalone`,
//! translated against `env::mock::MockEnv`, and the CLIF (before
//! Cranelift's optimizations) checked for what each opcode family must
//! produce. Cranelift's verifier runs on every function (`compile_with`
//! compiles it too), so a malformed translation fails here as well.

use crate::env::mock::MockEnv;
use rvm_vm::class::init_state;
use rvm_vm::class::{Class, Method};
use rvm_vm::compiler_interface::RuntimeHelper;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::Ordering;
use std::sync::Mutex;

/// The class files of `source` (one file whose public class is `main`),
/// compiled by javac once per source and kept for the process.
fn class_files(main: &str, source: &'static str) -> Vec<Vec<u8>> {
    static CACHE: Mutex<Vec<(&'static str, Vec<Vec<u8>>)>> = Mutex::new(Vec::new());
    let mut cache = CACHE.lock().unwrap();
    if let Some((_, files)) = cache.iter().find(|(s, _)| std::ptr::eq(*s, source)) {
        return files.clone();
    }
    let dir: PathBuf = std::env::temp_dir().join(format!(
        "rvm-jit-unit-{}-{main}-{}",
        std::process::id(),
        cache.len()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{main}.java"));
    std::fs::write(&file, source).unwrap();
    let out = Command::new("javac")
        .arg("-d")
        .arg(&dir)
        .arg(&file)
        .output()
        .expect("javac runs");
    assert!(
        out.status.success(),
        "javac: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "class"))
        .map(|e| std::fs::read(e.path()).unwrap())
        .collect();
    std::fs::remove_dir_all(&dir).ok();
    cache.push((source, files.clone()));
    files
}

/// A mock environment holding the classes of `source` (superclasses
/// defined first), their constant pools resolved and, as by the time the
/// optimizing tier compiles a method, initialized; `configure` sets the
/// translation options first.
fn env_with(main: &str, source: &'static str, configure: impl FnOnce(&mut MockEnv)) -> MockEnv {
    let mut pending: Vec<(String, Vec<u8>)> = class_files(main, source)
        .into_iter()
        .map(|bytes| {
            let file = rvm_vm::classfile::ClassFile::parse(&bytes, "test").unwrap();
            (file.super_class.unwrap_or_default(), bytes)
        })
        .collect();
    let mut env = MockEnv::new();
    configure(&mut env);
    while !pending.is_empty() {
        let before = pending.len();
        let mut i = 0;
        while i < pending.len() {
            if env.classes.iter().any(|c| c.name == pending[i].0) {
                let (_, bytes) = pending.remove(i);
                env.define(&bytes);
            } else {
                i += 1;
            }
        }
        assert!(pending.len() < before, "a superclass is missing");
    }
    for c in env.classes.clone() {
        env.resolve_all(c);
        c.init_state
            .store(init_state::INITIALIZED, Ordering::Relaxed);
    }
    env
}

fn method(env: &MockEnv, class: &str, name: &str) -> &'static Method {
    let c: &'static Class = env.class(class);
    c.methods
        .iter()
        .find(|m| m.name == name)
        .unwrap_or_else(|| panic!("{class}.{name} not found"))
}

/// The CLIF of `class.name` as translated (and compiled: Cranelift's
/// verifier and code generation must accept it).
fn clif(env: &MockEnv, class: &str, name: &str) -> String {
    let m = method(env, class, name);
    let out =
        super::compile_with(env, m, true, None).unwrap_or_else(|e| panic!("{class}.{name}: {e}"));
    assert!(!out.code.is_empty());
    out.clif.unwrap()
}

/// Every 64-bit constant in the CLIF (`iconst.i64 0x7fda_b000_23d0`,
/// `iconst.i64 -1`), as the translator baked them in.
fn constants(clif: &str) -> Vec<i64> {
    clif.split("iconst.i64 ")
        .skip(1)
        .filter_map(|rest| {
            let word: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .filter(|c| *c != '_')
                .collect();
            match word.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16).ok().map(|v| v as i64),
                None => word.parse().ok(),
            }
        })
        .collect()
}

/// Whether the CLIF calls (or passes to the thunk) the runtime helper `h`.
fn uses_helper(clif: &str, h: RuntimeHelper) -> bool {
    constants(clif).contains(&(h.address() as i64))
}

fn has_constant(clif: &str, address: usize) -> bool {
    constants(clif).contains(&(address as i64))
}

const SOURCE: &str = r#"
public class A {
    int f; static volatile long s;
    static int div(int a, int b) { return a / b; }
    static long rem(long a, long b) { return a % b; }
    static int shl(int a, int n) { return a << n; }
    static int f2i(float x) { return (int) x; }
    static int get(A t) { return t.f; }
    static void put(long v) { s = v; }
    static int load(int[] a, int i) { return a[i]; }
    static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
    static int twice(int x) { return x + x; }
    static int callsTwice(int x) { return twice(x) + 1; }
    int m() { return 1; }
    static int virt(A t) { return t.m(); }
    static int guarded(int a, int b) { try { return a / b; } catch (ArithmeticException e) { return -1; } }
    static void thrower(RuntimeException e) { throw e; }
    static Object unresolved() { return new java.util.ArrayList<String>(); }
    static int d1(int x) { return d2(x) + 1; }
    static int d2(int x) { return d3(x) + 1; }
    static int d3(int x) { return d4(x) + 1; }
    static int d4(int x) { return x * 3; }
}
class B extends A { int m() { return 2; } }
"#;

fn env(configure: impl FnOnce(&mut MockEnv)) -> MockEnv {
    env_with("A", SOURCE, configure)
}

#[test]
fn integer_division_tests_zero_and_min_over_minus_one() {
    let env = env(|_| {});
    let div = clif(&env, "A", "div");
    // Zero: the instruction steps through the interpreter (cold), which
    // throws ArithmeticException; MIN / -1 = MIN without a trap.
    assert!(div.contains("icmp.i32 eq"), "{div}");
    assert!(uses_helper(&div, RuntimeHelper::Step), "{div}");
    assert!(
        div.contains("iconst.i32 -1") && div.contains("ineg.i32"),
        "{div}"
    );
    assert!(div.contains("sdiv.i32"), "{div}");
    let rem = clif(&env, "A", "rem");
    assert!(
        rem.contains("iconst.i64 -1") && rem.contains("srem.i64"),
        "{rem}"
    );
    assert!(rem.contains("select"), "x % -1 divides by 1 instead: {rem}");
}

#[test]
fn shifts_and_float_to_int_conversions_follow_java() {
    let env = env(|_| {});
    // Cranelift masks the shift count by the width, as Java does (& 31).
    let shl = clif(&env, "A", "shl");
    assert!(shl.contains("ishl.i32"), "{shl}");
    // NaN -> 0 and saturation at MIN/MAX: Java's (int) cast.
    let f2i = clif(&env, "A", "f2i");
    assert!(f2i.contains("fcvt_to_sint_sat.i32"), "{f2i}");
    assert!(!uses_helper(&f2i, RuntimeHelper::Step), "{f2i}");
}

#[test]
fn instance_field_loads_at_the_resolved_offset_after_a_null_check() {
    let env = env(|_| {});
    let offset = env.class("A").declared_field("f", "I").unwrap().offset;
    let get = clif(&env, "A", "get");
    // Value numbers move with every change of the translator: match shapes.
    // The object compared with null is the one loaded from at the offset.
    let checked: Vec<&str> = get
        .lines()
        .filter_map(|l| l.split("icmp.i64 eq ").nth(1))
        .filter_map(|rest| rest.split(',').next())
        .collect();
    assert!(!checked.is_empty(), "no null check: {get}");
    assert!(
        checked
            .iter()
            .any(|v| get.contains(&format!("load.i32 notrap aligned {v}+{offset}"))),
        "no load at +{offset} from a null-checked object: {get}"
    );
}

#[test]
fn volatile_stores_fence_only_when_threads_run_in_parallel() {
    let one = clif(&env(|_| {}), "A", "put");
    assert!(!one.contains("fence"), "{one}");
    let parallel = clif(&env(|e| e.options.parallel_threads = true), "A", "put");
    assert!(parallel.contains("fence"), "{parallel}");
}

#[test]
fn array_loads_check_the_index_against_the_length_word() {
    use rvm_vm::compiler_interface::layout::array;
    let load = clif(&env(|_| {}), "A", "load");
    // Value numbers move with every change of the translator: match shapes.
    let length = load
        .lines()
        .find(|l| {
            l.contains("load.i32 notrap aligned readonly v")
                && l.ends_with(&format!("+{}", array::LENGTH))
        })
        .unwrap_or_else(|| panic!("no length load: {load}"));
    let length_value = length.trim().split(' ').next().unwrap();
    assert!(
        load.lines()
            .any(|l| l.contains("icmp.i32 uge v") && l.ends_with(&format!(", {length_value}"))),
        "unsigned bounds check against {length_value}: {load}"
    );
    assert!(
        load.lines()
            .any(|l| l.contains("load.i32") && l.ends_with(&format!("+{}", array::DATA))),
        "{load}"
    );
}

#[test]
fn small_static_callees_are_inlined_only_when_inlining_is_on() {
    let inlined = clif(&env(|_| {}), "A", "callsTwice");
    assert!(!uses_helper(&inlined, RuntimeHelper::Call), "{inlined}");
    assert!(!inlined.contains("call_indirect.i64 sig1"), "{inlined}");
    let called = clif(&env(|e| e.options.inline = false), "A", "callsTwice");
    assert!(uses_helper(&called, RuntimeHelper::Call), "{called}");
    assert!(
        called.contains("call_indirect.i64 sig1"),
        "direct call: {called}"
    );
}

#[test]
fn a_virtual_call_inlines_its_declared_target_behind_a_method_test() {
    let env = env(|_| {});
    let virt = clif(&env, "A", "virt");
    // A method test: the receiver's vtable entry against A.m, so that
    // subclasses that do not override m pass it and B's receivers do not.
    let a_m = method(&env, "A", "m") as *const Method as usize;
    assert!(has_constant(&virt, a_m), "guard compares with A.m: {virt}");
    // The guard's --stats counters (hit and miss of the method test).
    assert!(
        has_constant(&virt, env.guard_counter_address(1, true)),
        "{virt}"
    );
    assert!(
        has_constant(&virt, env.guard_counter_address(1, false)),
        "{virt}"
    );
    // The miss still calls through the vtable.
    assert!(uses_helper(&virt, RuntimeHelper::Call), "{virt}");
}

const CHA_SOURCE: &str = r#"
public class S {
    S next;
    int m() { return 1; }
    static int param(S s) { return s.m(); }
    static int fromField(S s) { return s.next.m(); }
    static int stored(S s) { s = s.next; return s.m(); }
    static int copied(S s, S t) { s = t; return s.m(); }
    static int viaCallee(S s) { return param(s); }
    static int fresh() { S s = new T(); return s.m(); }
}
class T extends S { int other() { return 2; } }
"#;

/// The methods a translation of `class.name` assumes are not overridden.
/// (As addresses: `Method` has no `PartialEq`.)
fn assumptions(env: &MockEnv, class: &str, name: &str) -> Vec<usize> {
    super::compile_with(env, method(env, class, name), false, None)
        .unwrap_or_else(|e| panic!("{class}.{name}: {e}"))
        .assumptions
        .iter()
        .map(|&m| m as *const Method as usize)
        .collect()
}

#[test]
fn class_hierarchy_speculation_drops_the_guard_for_pre_existing_receivers_only() {
    let env = env_with("S", CHA_SOURCE, |_| {});
    let s_m = method(&env, "S", "m") as *const Method as usize;
    let miss = env.guard_counter_address(1, false);
    // S.m has no override among the classes defined (T does not override it)
    // and the receiver is an unmodified parameter: inlined without a guard,
    // and the code records the assumption.
    let param = clif(&env, "S", "param");
    assert!(!has_constant(&param, miss), "no method test: {param}");
    assert_eq!(assumptions(&env, "S", "param"), vec![s_m]);
    // The same through an inlined callee whose argument is the caller's
    // unmodified parameter.
    assert_eq!(assumptions(&env, "S", "viaCallee"), vec![s_m]);
    // A field's value, or a parameter the method stores a field's value to,
    // may not have existed before the activation began: guarded as before.
    for name in ["fromField", "stored"] {
        let guarded = clif(&env, "S", name);
        assert!(has_constant(&guarded, miss), "{name}: {guarded}");
        assert!(assumptions(&env, "S", name).is_empty(), "{name}");
    }
    // A parameter stored to, but with another unmodified parameter's value.
    assert_eq!(assumptions(&env, "S", "copied"), vec![s_m]);
    // A receiver this code created has an exact class: its target, no
    // guard and no assumption.
    let fresh = clif(&env, "S", "fresh");
    assert!(!has_constant(&fresh, miss), "{fresh}");
    assert!(assumptions(&env, "S", "fresh").is_empty());
    // --speculate=off keeps the guard.
    let off = env_with("S", CHA_SOURCE, |e| e.options.speculate = false);
    let guarded = clif(&off, "S", "param");
    assert!(
        has_constant(&guarded, off.guard_counter_address(1, false)),
        "{guarded}"
    );
    assert!(assumptions(&off, "S", "param").is_empty());
    // A class that overrides the method defeats the speculation (SOURCE's B
    // overrides A.m: A.virt keeps its method test, tested above).
    let a = env_with("A", SOURCE, |_| {});
    assert!(assumptions(&a, "A", "virt").is_empty());
}

#[test]
fn a_profiled_polymorphic_site_inlines_each_hot_target() {
    let mut env = env(|e| e.options.profile_directed = true);
    let (a_m, b_m, virt) = (
        method(&env, "A", "m"),
        method(&env, "B", "m"),
        method(&env, "A", "virt"),
    );
    // The DCG: 60% of the calls at the site reach A.m, 40% B.m.
    env.site_profiles.insert(
        (virt as *const Method as usize, invoke_bci(virt)),
        (vec![(a_m, 60.0), (b_m, 40.0)], 100.0),
    );
    let profiled = clif(&env, "A", "virt");
    // One method test per target, each inlined.
    assert!(
        has_constant(&profiled, a_m as *const Method as usize),
        "{profiled}"
    );
    assert!(
        has_constant(&profiled, b_m as *const Method as usize),
        "{profiled}"
    );
    // Without the profile, only the declared target is inlined.
    let static_env = env_with("A", SOURCE, |_| {});
    let without = clif(&static_env, "A", "virt");
    let b_m = method(&static_env, "B", "m") as *const Method as usize;
    assert!(!has_constant(&without, b_m), "{without}");
}

/// The bci of the first invoke instruction of `m`.
fn invoke_bci(m: &'static Method) -> u32 {
    use rvm_vm::bytecode::opcodes::*;
    rvm_vm::bytecode::instructions(&m.code.as_ref().unwrap().bytecode)
        .filter_map(Result::ok)
        .find(|i| matches!(i.opcode, INVOKEVIRTUAL | INVOKESTATIC | INVOKEINTERFACE))
        .map(|i| i.bci)
        .unwrap()
}

#[test]
fn the_inline_depth_limits_are_the_oracles() {
    // d1 -> d2 -> d3 -> d4 are all trivial: the hard limit stops them.
    for depth in [1u32, 2, 3] {
        let env = env(|e| e.options.oracle.hard_max_depth = depth);
        let d1 = clif(&env, "A", "d1");
        // Each inlined frame's call site is registered with its chain of
        // (method, bci) from the innermost frame out.
        let deepest = env.sites.lock().iter().map(Vec::len).max().unwrap_or(1);
        assert_eq!(deepest as u32, depth + 1, "hard_max_depth={depth}: {d1}");
        // What is not inlined is called.
        assert_eq!(
            uses_helper(&d1, RuntimeHelper::Call),
            depth < 3,
            "hard_max_depth={depth}: {d1}"
        );
    }
    // The soft limit (Jikes RVM's) does not stop trivial callees.
    let env = env(|e| e.options.oracle.max_depth = 1);
    let d1 = clif(&env, "A", "d1");
    assert!(!uses_helper(&d1, RuntimeHelper::Call), "{d1}");
}

#[test]
fn handlers_are_found_through_the_runtime_and_athrow_steps() {
    let env = env(|_| {});
    let guarded = clif(&env, "A", "guarded");
    assert!(
        uses_helper(&guarded, RuntimeHelper::FindHandlerAt),
        "{guarded}"
    );
    let thrower = clif(&env, "A", "thrower");
    assert!(uses_helper(&thrower, RuntimeHelper::Step), "{thrower}");
    // After the division's step, a pending exception goes to the handler.
    let pending = rvm_vm::compiler_interface::layout::thread::PENDING_EXCEPTION;
    assert!(
        guarded.contains(&format!("load.i64 notrap aligned v0+{pending}")),
        "{guarded}"
    );
}

#[test]
fn loops_poll_the_yieldpoint_word_only_when_yieldpoints_are_on() {
    let yieldpoint = rvm_vm::compiler_interface::layout::thread::YIELDPOINT;
    let on = clif(&env(|_| {}), "A", "sum");
    assert!(
        on.contains(&format!("load.i32 notrap aligned v0+{yieldpoint}")),
        "{on}"
    );
    assert!(uses_helper(&on, RuntimeHelper::Yieldpoint), "{on}");
    let off = clif(&env(|e| e.options.yieldpoints = false), "A", "sum");
    assert!(!uses_helper(&off, RuntimeHelper::Yieldpoint), "{off}");
}

#[test]
fn unresolved_references_step_through_the_interpreter() {
    // java/util/ArrayList is not defined in the mock: `new` and the
    // constructor call are left to the interpreter, which resolves (and
    // throws the linkage error, if any) when they run.
    let clif = clif(&env(|_| {}), "A", "unresolved");
    assert!(uses_helper(&clif, RuntimeHelper::Step), "{clif}");
    assert!(!uses_helper(&clif, RuntimeHelper::NewObject), "{clif}");
}

const LOOPS: &str = r#"
public class L {
    static int up(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
    static int cached(int[] a) { int s = 0; int n = a.length; for (int i = 0; i < n; i++) s += a[i]; return s; }
    static int down(int[] a) { int s = 0; for (int i = a.length - 1; i >= 0; i--) s += a[i]; return s; }
    static void store(long[] a) { for (int i = 0; i < a.length; i++) a[i] = i; }
    static int fresh() { int[] a = new int[10]; int s = 0; for (int i = 0; i <= 9; i++) s += a[i]; return s; }
    static int fromMinusOne(int[] a) { int s = 0; for (int i = -1; i < a.length; i++) s += a[i]; return s; }
    static int fromParameter(int[] a, int i0) { int s = 0; for (int i = i0; i < a.length; i++) s += a[i]; return s; }
    static int inclusive(int[] a) { int s = 0; for (int i = 0; i <= a.length; i++) s += a[i]; return s; }
    static int next(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i + 1]; return s; }
    static int stepTwo(int[] a) { int s = 0; for (int i = 0; i < a.length; i += 2) s += a[i]; return s; }
    static int bodyChanges(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) { i = i * 3; s += a[i]; } return s; }
    static int swapped(int[] a, int[] b) { int s = 0; for (int i = 0; i < a.length; i++) { a = b; s += a[i]; } return s; }
    static int otherArray(int[] a, int[] b) { int s = 0; for (int i = 0; i < a.length; i++) s += b[i]; return s; }
    static int longIndex(int[] a) { int s = 0; for (long i = 0; i < a.length; i++) s += a[(int) i]; return s; }
    static int growingBound(int[] a) { int s = 0; int n = a.length; for (int i = 0; i < n; i++) { n++; s += a[i]; } return s; }
    static int fresh11() { int[] a = new int[10]; int s = 0; for (int i = 0; i <= 10; i++) s += a[i]; return s; }
}
"#;

/// The number of bounds checks (unsigned compares of an index with a
/// length) in `L.name`'s CLIF.
fn bounds_checks(env: &MockEnv, name: &str) -> usize {
    clif(env, "L", name)
        .lines()
        .filter(|l| l.contains("icmp uge ") || l.contains("icmp.i32 uge "))
        .count()
}

#[test]
fn loops_over_an_array_with_a_proven_index_have_no_bounds_check() {
    let env = env_with("L", LOOPS, |_| {});
    for name in ["up", "cached", "down", "store", "fresh"] {
        assert_eq!(bounds_checks(&env, name), 0, "L.{name}");
    }
    // Not provable (each would be wrong for some input if unchecked).
    for name in [
        "fromMinusOne",
        "fromParameter",
        "inclusive",
        "next",
        "stepTwo",
        "bodyChanges",
        "swapped",
        "otherArray",
        "longIndex",
        "growingBound",
        "fresh11",
    ] {
        assert_eq!(bounds_checks(&env, name), 1, "L.{name}");
    }
}

const RETURNS: &str = r#"
public class R {
    int f;
    static R make() { return new R(); }
    static R maybe(boolean b) { return b ? new R() : null; }
    static int fresh() { return make().f; }
    static int perhaps(boolean b) { return maybe(b).f; }
}
"#;

/// The number of reference compares with 0 (null checks) in `R.name`.
fn null_checks(env: &MockEnv, name: &str) -> usize {
    let text = clif(env, "R", name);
    let zeros: Vec<String> = text
        .lines()
        .filter(|l| l.contains("= iconst.i64 0") && !l.contains("0x"))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect();
    text.lines()
        .filter(|l| {
            l.contains("icmp eq ")
                && zeros
                    .iter()
                    .any(|z| l.ends_with(&format!(", {z}")) || l.contains(&format!(", {z} ")))
        })
        .count()
}

#[test]
fn an_inlined_callee_that_returns_a_new_object_needs_no_null_check_after() {
    let env = env_with("R", RETURNS, |_| {});
    assert_eq!(null_checks(&env, "fresh"), 0);
    assert_eq!(null_checks(&env, "perhaps"), 1);
}
