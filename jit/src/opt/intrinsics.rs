//! JDK methods whose result optimized code computes in line: the static
//! `java.lang.Math`/`StrictMath` methods that are one or two instructions
//! on x86-64 (HotSpot's C1 and C2 intrinsify the same ones). `sqrt` is a
//! native: a call would leave compiled code (`jit_call` -> `call_native`)
//! for far longer than the operation takes. `abs`, `min` and `max` are Java
//! in rvm's class library and would be inlined, at a cost in the inline
//! budget and in branches; they are intrinsics with inlining off too, as in
//! HotSpot with `-XX:-Inline`.
//!
//! ```text
//! invokestatic Math.sqrt(D)D  --objects.rs::invoke--> intrinsic() --> sqrt   (no call)
//! invokestatic System.arraycopy --> fast_path(): jit_arraycopy_fast(...) != 0 --> done
//!                                                          \-- 0 --> the call (which throws)
//! ```
//!
//! `System.arraycopy` gets a fast path instead: a direct call of a helper
//! that copies when nothing can fail (both arrays of one type, in bounds,
//! no element store check) and otherwise leaves the native call, which
//! throws the JDK's exceptions, to run.
//!
//! Only operations whose Java semantics are exactly the CLIF instruction's
//! are here: `sqrt` is correctly rounded in both (JLS 15.17.2 / IEEE 754);
//! `iabs` wraps at MIN_VALUE as `Math.abs` does; `fmin`/`fmax` propagate NaN
//! and order -0.0 below +0.0, as `Math.min`/`max` specify. `Math.abs` of a
//! float or double is left out: JDK 17 computes it as `0.0 - a` for a <= 0,
//! which keeps a NaN's sign bit where `fabs` clears it.

use super::frame::Kind;
use super::translator::Translator;
use crate::env::{Method, RuntimeHelper};
use cranelift_codegen::ir::{Block, InstBuilder, Value};

impl Translator<'_> {
    /// The result of calling `target` with `args`, computed in line, or
    /// None when `target` is not an intrinsic (the caller emits the call).
    pub(super) fn intrinsic(
        &mut self,
        target: &'static Method,
        args: &[(Value, Kind)],
    ) -> Option<Value> {
        if !target.is_static() {
            return None;
        }
        let class = target.class().name.as_str();
        if class != "java/lang/Math" && class != "java/lang/StrictMath" {
            return None;
        }
        let ins = self.b.ins();
        let v = match (target.name.as_str(), target.descriptor.as_str(), args) {
            ("sqrt", "(D)D", [(a, _)]) => ins.sqrt(*a),
            ("abs", "(I)I" | "(J)J", [(a, _)]) => ins.iabs(*a),
            ("min", "(II)I" | "(JJ)J", [(a, _), (b, _)]) => ins.smin(*a, *b),
            ("max", "(II)I" | "(JJ)J", [(a, _), (b, _)]) => ins.smax(*a, *b),
            ("min", "(FF)F" | "(DD)D", [(a, _), (b, _)]) => ins.fmin(*a, *b),
            ("max", "(FF)F" | "(DD)D", [(a, _), (b, _)]) => ins.fmax(*a, *b),
            _ => return None,
        };
        Some(v)
    }

    /// A fast path before the call of `target`, if it has one: emits it,
    /// leaves the builder where the call goes (the fast path failed), and
    /// returns the block where both continue (the call must jump there).
    pub(super) fn fast_path(
        &mut self,
        target: &'static Method,
        args: &[(Value, Kind)],
    ) -> Option<Block> {
        let is_arraycopy = target.is_static()
            && target.name == "arraycopy"
            && target.descriptor == "(Ljava/lang/Object;ILjava/lang/Object;II)V"
            && target.class().name == "java/lang/System";
        if !is_arraycopy {
            return None;
        }
        let mut values = Vec::with_capacity(5);
        for &(v, k) in args {
            values.push(if k == Kind::Int {
                self.b.ins().sextend(cranelift_codegen::ir::types::I64, v)
            } else {
                v
            });
        }
        let copied = self.call_pure(RuntimeHelper::ArraycopyFast, &values)?;
        let done = self.b.create_block();
        let call = self.b.create_block();
        self.b.set_cold_block(call);
        self.b.ins().brif(copied, done, &[], call, &[]);
        self.b.seal_block(call);
        self.b.switch_to_block(call);
        Some(done)
    }
}
