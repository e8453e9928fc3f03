//! Record methods (`java.lang.runtime.ObjectMethods.bootstrap`): javac compiles a
//! record's `toString`, `equals` and `hashCode` to `invokedynamic` with the
//! record class, the component names and one getter handle per component.
//! rvm links them to the behaviour the JDK specifies:
//!
//! ```text
//! toString  Point[x=1, y=2]            (simple name, components as String.valueOf)
//! hashCode  h = 31 * h + hash(c)       (primitives as their wrapper's hashCode)
//! equals    same class, then each component: == for integral types,
//!           Float/Double.compare == 0, Objects.equals for references
//! ```

use super::{bootstrap_error, format_error, SiteInfo};
use crate::class::loader::LinkError;
use crate::class::resolve::find_virtual;
use crate::class::{BasicType, Class};
use crate::classfile::Constant;
use crate::heap::ObjRef;
use crate::interp;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};

#[derive(Debug, Clone, Copy)]
enum Kind {
    ToString,
    Equals,
    HashCode,
}

#[derive(Debug)]
struct Component {
    name: String,
    offset: usize,
    basic_type: BasicType,
}

#[derive(Debug)]
pub struct RecordSite {
    kind: Kind,
    record: &'static Class,
    components: Vec<Component>,
}

pub(super) fn link(
    thread: &mut JavaThread,
    caller: &'static Class,
    site: &SiteInfo,
) -> Result<RecordSite, LinkError> {
    let cp = &caller.constant_pool;
    let format = |e: String| format_error(caller, e);
    let kind = match site.name {
        "toString" => Kind::ToString,
        "equals" => Kind::Equals,
        "hashCode" => Kind::HashCode,
        other => {
            return Err(bootstrap_error(format!(
                "ObjectMethods.bootstrap cannot make a method named {other}"
            )))
        }
    };
    let args = &site.bootstrap.arguments;
    let record_name = cp
        .class_name(
            *args
                .first()
                .ok_or_else(|| bootstrap_error("ObjectMethods.bootstrap without a class".into()))?,
        )
        .map_err(format)?;
    let record = crate::class::loader::load_class_for(thread, caller, record_name)?;
    let names: Vec<String> = match args.get(1).map(|&i| cp.get(i)) {
        Some(Ok(Constant::String { utf8 })) => {
            let text = cp.utf8(*utf8).map_err(format)?;
            if text.is_empty() {
                Vec::new()
            } else {
                text.split(';').map(str::to_string).collect()
            }
        }
        _ => {
            return Err(bootstrap_error(
                "ObjectMethods.bootstrap: component names missing".into(),
            ))
        }
    };
    let getters = &args[2..];
    if getters.len() != names.len() {
        return Err(bootstrap_error(format!(
            "ObjectMethods.bootstrap: {} names but {} getters",
            names.len(),
            getters.len()
        )));
    }
    let mut components = Vec::with_capacity(names.len());
    for (name, &getter) in names.into_iter().zip(getters) {
        let reference = match cp.get(getter).map_err(format)? {
            Constant::MethodHandle { reference, .. } => *reference,
            other => {
                return Err(format(format!(
                    "record getter is a {} entry",
                    other.kind_name()
                )))
            }
        };
        let member = cp.member_ref(reference).map_err(format)?;
        let field = record
            .fields
            .iter()
            .find(|f| f.name == member.name && f.descriptor == member.descriptor && !f.is_static())
            .ok_or_else(|| LinkError::new("java/lang/NoSuchFieldError", member.name))?;
        components.push(Component {
            name,
            offset: field.offset,
            basic_type: field.basic_type,
        });
    }
    Ok(RecordSite {
        kind,
        record,
        components,
    })
}

fn read(obj: ObjRef, c: &Component) -> u64 {
    obj.read_typed(c.offset, c.basic_type)
}

fn call_int_method(
    thread: &mut JavaThread,
    obj: ObjRef,
    name: &str,
    descriptor: &str,
    arg: Option<ObjRef>,
) -> JResult<i32> {
    let method =
        find_virtual(obj.class(), name, descriptor).expect("every class inherits Object's methods");
    let mut args = vec![obj.to_slot()];
    args.extend(arg.map(ObjRef::to_slot));
    Ok(interp::invoke(thread, method, &args)? as i32)
}

impl RecordSite {
    pub fn argument_slots(&self) -> usize {
        match self.kind {
            Kind::Equals => 2,
            _ => 1,
        }
    }

    pub fn invoke(&self, thread: &mut JavaThread, base: usize) -> JResult<u64> {
        let this = ObjRef::from_slot(thread.slot(base));
        if this.is_null() {
            return Err(thread.throw_npe());
        }
        match self.kind {
            Kind::ToString => self.to_string(thread, this),
            Kind::HashCode => self.hash_code(thread, this).map(|h| h as u32 as u64),
            Kind::Equals => {
                let other = ObjRef::from_slot(thread.slot(base + 1));
                self.equals(thread, this, other).map(u64::from)
            }
        }
    }

    fn to_string(&self, thread: &mut JavaThread, this: ObjRef) -> JResult<u64> {
        // Class.getSimpleName: after the last `$` of the binary name, without
        // the digits javac puts before local class names (`Outer$1Point`).
        let simple = self
            .record
            .name
            .rsplit(['/', '$'])
            .next()
            .unwrap_or(&self.record.name);
        let simple = simple
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .to_string();
        let mut out: Vec<u16> = simple.encode_utf16().collect();
        out.push(u16::from(b'['));
        for (i, c) in self.components.iter().enumerate() {
            if i > 0 {
                out.extend(", ".encode_utf16());
            }
            out.extend(c.name.encode_utf16());
            out.push(u16::from(b'='));
            super::concat::append_value(thread, &mut out, c.basic_type, read(this, c))?;
        }
        out.push(u16::from(b']'));
        Ok(strings::new_string_utf16(thread, &out)?.to_slot())
    }

    fn hash_code(&self, thread: &mut JavaThread, this: ObjRef) -> JResult<i32> {
        let mut h: i32 = 0;
        for c in &self.components {
            let v = read(this, c);
            let component_hash = match c.basic_type {
                BasicType::Boolean => {
                    if v as i32 != 0 {
                        1231
                    } else {
                        1237
                    }
                }
                BasicType::Byte | BasicType::Char | BasicType::Short | BasicType::Int => v as i32,
                BasicType::Long => (v ^ (v >> 32)) as i32,
                BasicType::Float => {
                    let f = f32::from_bits(v as u32);
                    if f.is_nan() {
                        0x7fc0_0000
                    } else {
                        v as u32 as i32
                    }
                }
                BasicType::Double => {
                    let d = f64::from_bits(v);
                    let bits = if d.is_nan() {
                        0x7ff8_0000_0000_0000u64
                    } else {
                        v
                    };
                    (bits ^ (bits >> 32)) as i32
                }
                _ => {
                    let obj = ObjRef::from_slot(v);
                    if obj.is_null() {
                        0
                    } else {
                        call_int_method(thread, obj, "hashCode", "()I", None)?
                    }
                }
            };
            h = h.wrapping_mul(31).wrapping_add(component_hash);
        }
        Ok(h)
    }

    fn equals(&self, thread: &mut JavaThread, this: ObjRef, other: ObjRef) -> JResult<bool> {
        if other.is_null() || !other.class().is_subclass_of(self.record) {
            return Ok(false);
        }
        for c in &self.components {
            let (a, b) = (read(this, c), read(other, c));
            let same = match c.basic_type {
                BasicType::Float => {
                    f32::from_bits(a as u32)
                        .total_cmp(&f32::from_bits(b as u32))
                        .is_eq()
                        || (f32::from_bits(a as u32).is_nan() && f32::from_bits(b as u32).is_nan())
                }
                BasicType::Double => {
                    f64::from_bits(a).total_cmp(&f64::from_bits(b)).is_eq()
                        || (f64::from_bits(a).is_nan() && f64::from_bits(b).is_nan())
                }
                BasicType::Reference => {
                    let (x, y) = (ObjRef::from_slot(a), ObjRef::from_slot(b));
                    if x == y {
                        true
                    } else if x.is_null() || y.is_null() {
                        false
                    } else {
                        call_int_method(thread, x, "equals", "(Ljava/lang/Object;)Z", Some(y))? != 0
                    }
                }
                _ => a == b,
            };
            if !same {
                return Ok(false);
            }
        }
        Ok(true)
    }
}
