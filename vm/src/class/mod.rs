//! The class model: what a loaded, linked class looks like to the rest of rvm.
//!
//! ```text
//! ClassFile --loader::define--> Class (fields laid out, vtable built, methods bound
//!                                      to natives) --leaked--> &'static Class
//!      Class.cp: constant pool + one lazily resolved entry per index (resolve.rs)
//!      Class.init_state: JLS 12.4 initialization (init.rs)
//! ```
//!
//! Classes are never unloaded, so `&'static Class` and `&'static Method` are the
//! handles everyone passes around (the JIT will embed them as addresses).
//! Interior mutability is limited to atomics and `OnceLock`s.

pub mod descriptor;
pub mod init;
pub mod link;
pub mod loader;
pub mod namespaces;
pub mod resolve;
pub mod user_loaders;

use crate::classfile::{access, ConstantPool, ExceptionHandler, RawAttribute};
use crate::heap::object::{ARRAY_DATA_OFFSET, HEADER_SIZE};
use crate::heap::ObjRef;
use crate::natives::NativeFn;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, AtomicU8, AtomicUsize, Ordering};
use std::sync::OnceLock;

pub use descriptor::BasicType;
pub use resolve::Resolved;

/// Interned (name, descriptor) pair of a method, used as the key for virtual and
/// interface dispatch. Ids are assigned by [`crate::runtime::Vm::signature_id`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SignatureId(pub u32);

/// Entries of an interface method table (IMT: Alpern, Cocchi, Fink, Grove
/// and Lieber, "Efficient Implementation of Java Interfaces: Invokeinterface
/// Considered Harmless", OOPSLA 2001, §3; 29 is Jikes RVM's size). Entry
/// `imt_slot(s)` of a class holds the target of the interface method with
/// signature `s` when no other interface method of the class shares the
/// slot and the target is not abstract; 0 otherwise ("ask the inline cache
/// and the runtime"), where Jikes RVM would install a conflict stub.
pub const IMT_SIZE: usize = 29;

/// The IMT entry of an interface method's signature.
pub fn imt_slot(signature: SignatureId) -> usize {
    signature.0 as usize % IMT_SIZE
}

/// The table of classes that have none: every call is looked up.
pub static EMPTY_IMT: [usize; IMT_SIZE] = [0; IMT_SIZE];

#[derive(Debug)]
pub enum ClassKind {
    /// An ordinary class or interface from a class file.
    Instance,
    /// `[` + component descriptor; `component` is a primitive class for `[I`.
    Array {
        component: &'static Class,
        element: BasicType,
    },
    /// `int`, `boolean`, ... (the classes behind `int.class`).
    Primitive(BasicType),
}

pub struct Field {
    pub name: String,
    pub descriptor: String,
    pub basic_type: BasicType,
    pub access: u16,
    /// Instance fields: byte offset in the object. Static fields: index into the
    /// class's statics array (one 8-byte slot each).
    pub offset: usize,
    pub constant_value: Option<u16>,
}

impl Field {
    pub fn is_static(&self) -> bool {
        self.access & access::STATIC != 0
    }
    /// `ACC_VOLATILE` (JVMS 4.5): accesses follow the Java memory model's
    /// volatile rules (docs/threads.md, "Memory model").
    pub fn is_volatile(&self) -> bool {
        self.access & 0x0040 != 0
    }
}

/// Bytecode and the tables that go with it.
pub struct Code {
    pub max_stack: u16,
    pub max_locals: u16,
    pub bytecode: Box<[u8]>,
    pub handlers: Box<[ExceptionHandler]>,
    pub line_numbers: Box<[(u16, u16)]>,
    pub local_variables: Box<[crate::classfile::LocalVariable]>,
    /// The raw StackMapTable attribute, for the verifier (class::link).
    pub stack_map_table: Option<Box<[u8]>>,
    /// `max_locals` as the class file declares it (`max_locals` above is
    /// raised to the argument slots for the interpreter's sake).
    pub declared_max_locals: u16,
}

impl Code {
    /// The name of local `index` live at `bci`, from the LocalVariableTable.
    pub fn local_name(&self, index: usize, bci: usize) -> Option<&str> {
        self.local_variables
            .iter()
            .find(|v| {
                v.index as usize == index
                    && (v.start_pc as usize) <= bci
                    && bci < v.start_pc as usize + v.length as usize
            })
            .map(|v| v.name.as_str())
    }

    /// The source line of `bci` from the LineNumberTable, if it has one.
    pub fn line_of(&self, bci: usize) -> Option<u16> {
        let mut line = None;
        for &(start, l) in self.line_numbers.iter() {
            if start as usize <= bci {
                line = Some(l);
            } else {
                break;
            }
        }
        line
    }
}

pub struct Method {
    class: *const Class,
    pub name: String,
    pub descriptor: String,
    pub access: u16,
    pub signature: SignatureId,
    pub parameter_types: Box<[BasicType]>,
    pub return_type: BasicType,
    /// Argument slots including the receiver (long/double count two).
    pub arg_slots: u16,
    pub code: Option<Code>,
    /// Index in the vtable of every class that inherits it (non-static,
    /// non-private, non-constructor methods of classes; default methods too).
    pub vtable_index: Option<u32>,
    /// The Rust implementation of a `native` method, bound at link time.
    pub native: Option<NativeFn>,
    /// Address of the compiled code (`extern "sysv64" fn(*mut JavaThread, base)
    /// -> u64`, see `runtime::compiler`), 0 while the method is interpreted.
    pub compiled_entry: AtomicUsize,
    /// The register entry of the optimized code behind `compiled_entry`
    /// (`compile/mod.rs`: called by optimized callers only, with Cranelift's
    /// `winch` convention, which saves no registers), 0 when the code has
    /// none (interpreted, baseline, invalidated).
    pub register_entry: AtomicUsize,
    /// Invocations and backward branches counted by the interpreter for the
    /// adaptive tier's compile threshold (Relaxed: approximate is fine).
    pub invocation_count: AtomicU32,
    pub backedge_count: AtomicU32,
    /// `runtime::compiler::state`: not tried, compiled, or left interpreted.
    pub compile_state: AtomicU8,
    /// On-stack-replacement entries of the compiled code: (loop-header bci, address).
    pub osr_entries: OnceLock<Box<[(u32, usize)]>>,
    /// The profiler's id of this method plus one (0: none yet); see
    /// runtime/profiling.rs.
    pub profile_id: AtomicU32,
    /// Baseline code counts calls and backedges down from `--opt-threshold`
    /// and asks for the optimizing compiler when it reaches zero
    /// (runtime::compiler::promote).
    pub opt_countdown: std::sync::atomic::AtomicI32,
    /// Which tier's code `compiled_entry` is (`runtime::compiler::Tier`
    /// discriminant: 0 none, 1 baseline, 2 optimizing).
    pub compiled_tier: AtomicU8,
}

// SAFETY: `class` points at a leaked, never-freed Class; everything else is
// immutable after linking.
unsafe impl Send for Method {}
unsafe impl Sync for Method {}

impl std::fmt::Debug for Method {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Method({})", self.qualified_name())
    }
}

impl Method {
    #[inline(always)]
    pub fn class(&self) -> &'static Class {
        // SAFETY: set by the loader to the owning class, which is leaked (never
        // freed) before any Method handle escapes.
        unsafe { &*self.class }
    }
    pub fn is_static(&self) -> bool {
        self.access & access::STATIC != 0
    }
    pub fn is_private(&self) -> bool {
        self.access & access::PRIVATE != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access & access::ABSTRACT != 0
    }
    pub fn is_final(&self) -> bool {
        self.access & access::FINAL != 0
    }
    pub fn is_native(&self) -> bool {
        self.access & access::NATIVE != 0
    }
    pub fn is_synchronized(&self) -> bool {
        self.access & access::SYNCHRONIZED != 0
    }
    /// `pkg/Class.name(descriptor)`, the form used in profiles and messages.
    pub fn qualified_name(&self) -> String {
        format!("{}.{}{}", self.class().name, self.name, self.descriptor)
    }
    /// `'void pkg.Class.name(int)'`, the form HotSpot uses in NoSuchMethodError.
    pub fn java_signature(&self) -> String {
        descriptor::java_method_signature(&self.class().name, &self.name, &self.descriptor)
    }
}

/// JLS 12.4.2 initialization states.
pub mod init_state {
    pub const UNINITIALIZED: u8 = 0;
    pub const IN_PROGRESS: u8 = 1;
    pub const INITIALIZED: u8 = 2;
    pub const ERRONEOUS: u8 = 3;
}

pub struct Class {
    /// Internal name: `java/lang/String`, `[I`, `[Ljava/lang/Object;`, or `int`.
    pub name: String,
    pub access: u16,
    pub kind: ClassKind,
    pub super_class: Option<&'static Class>,
    /// Direct superinterfaces.
    pub interfaces: Vec<&'static Class>,
    /// Every interface this class implements, directly or through supers.
    pub all_interfaces: Vec<&'static Class>,
    /// Superclass chain from `java/lang/Object` down to the direct superclass
    /// (this class excluded), for constant-time subclass tests.
    pub supers: Vec<&'static Class>,
    pub fields: Vec<Field>,
    pub methods: Vec<Method>,
    pub vtable: Vec<&'static Method>,
    /// `vtable.as_ptr()`, set once the vtable is final (before the class is
    /// published), for compiled virtual calls.
    pub vtable_address: AtomicUsize,
    /// Signature -> vtable index, for interface dispatch and lookup by name.
    pub vtable_slots: HashMap<SignatureId, u32>,
    /// The interface method table, for compiled `invokeinterface` (see
    /// `IMT_SIZE`): `EMPTY_IMT` for classes without interfaces, arrays,
    /// primitives and interfaces themselves. Final before the class is
    /// published.
    pub imt: &'static [usize; IMT_SIZE],
    /// Arrays: the component class's address (`component()`), for the
    /// store check of compiled `aastore`; 0 for other classes.
    pub component_address: usize,
    /// Bytes of an instance including the header (instances only).
    pub instance_size: usize,
    /// Byte offsets of reference fields in instances (for the collector);
    /// without the referent of a weak or phantom reference.
    pub reference_offsets: Vec<usize>,
    /// For `java.lang.ref.WeakReference`/`PhantomReference` and their
    /// subclasses: the offsets of `Reference.referent` (which the collector
    /// clears instead of tracing) and `Reference.queue` (heap/gc.rs).
    pub weak_reference_fields: Option<(usize, usize)>,
    /// One 8-byte slot per static field (see `Field::offset`).
    statics: Box<[std::cell::UnsafeCell<u64>]>,
    pub constant_pool: ConstantPool,
    /// Lazily resolved entries, parallel to `constant_pool`.
    pub resolved: Box<[OnceLock<Resolved>]>,
    pub bootstrap_methods: Vec<crate::classfile::BootstrapMethod>,
    pub source_file: Option<String>,
    pub init_state: AtomicU8,
    /// Lock id of the thread running `<clinit>` while IN_PROGRESS (init.rs).
    pub init_thread: std::sync::atomic::AtomicU32,
    /// The `java.lang.Class` object, created on first use.
    pub mirror: AtomicUsize,
    /// Once ERRONEOUS: the `ExceptionInInitializerError` describing why (0 if
    /// it could not be made), the cause of every later `NoClassDefFoundError`
    /// (init.rs). A GC root, like `mirror`.
    pub initialization_error: AtomicUsize,
    /// Loaded from rvm's own class library (module `java.base` in stack traces).
    pub is_library: bool,
    /// Generated by the VM in the role of one of HotSpot's hidden classes
    /// (lambda proxies, method handle adapters): left out of stack traces.
    pub is_hidden: bool,
    /// Where the bytes came from, for messages.
    pub origin: String,
    /// The namespace of the defining loader (`namespaces::BUILTIN` for the
    /// boot, platform and application loaders; an array's is its element's,
    /// a generated class's is its host's). With the name, it identifies the
    /// class (JVMS 5.3).
    pub loader: namespaces::LoaderId,
    /// Class-file major version (0 for classes the VM makes itself).
    pub major_version: u16,
    /// Set once the class is linked (verified, class::link); a failure is
    /// kept and thrown again at every later use, as HotSpot does.
    pub linked: OnceLock<Result<(), loader::LinkError>>,
    /// Attributes only reflection reads (natives/reflect.rs decodes them).
    pub reflection: ReflectionData,
}

/// The class-file attributes reflection needs, kept as bytes: the class's own,
/// and one list per field and per method, parallel to `Class::fields` and
/// `Class::methods` (both keep the class file's declaration order).
#[derive(Default)]
pub struct ReflectionData {
    pub class: Box<[RawAttribute]>,
    pub fields: Box<[Box<[RawAttribute]>]>,
    pub methods: Box<[Box<[RawAttribute]>]>,
}

impl ReflectionData {
    /// The bytes of attribute `name` in `list`, if present.
    pub fn find<'a>(list: &'a [RawAttribute], name: &str) -> Option<&'a [u8]> {
        list.iter().find(|a| a.name == name).map(|a| &*a.info)
    }
}

// SAFETY: statics are only accessed by the thread running Java code (the
// holder of the VM lock, see docs/threads.md); other state is atomics, OnceLocks, or
// immutable after linking.
unsafe impl Send for Class {}
unsafe impl Sync for Class {}

impl std::fmt::Debug for Class {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Class({})", self.name)
    }
}

impl Class {
    pub fn is_interface(&self) -> bool {
        self.access & access::INTERFACE != 0
    }
    pub fn is_final(&self) -> bool {
        self.access & access::FINAL != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access & access::ABSTRACT != 0
    }
    pub fn is_array(&self) -> bool {
        matches!(self.kind, ClassKind::Array { .. })
    }
    pub fn is_primitive(&self) -> bool {
        matches!(self.kind, ClassKind::Primitive(_))
    }
    pub fn is_initialized(&self) -> bool {
        self.init_state.load(Ordering::Acquire) == init_state::INITIALIZED
    }
    /// The element type of an array class.
    pub fn element_type(&self) -> Option<BasicType> {
        match self.kind {
            ClassKind::Array { element, .. } => Some(element),
            _ => None,
        }
    }
    pub fn component(&self) -> Option<&'static Class> {
        match self.kind {
            ClassKind::Array { component, .. } => Some(component),
            _ => None,
        }
    }
    /// `java.lang.String`, `int[]`-style names use `Class.getName` rules:
    /// dotted for instances, descriptors with dots for arrays (`[Ljava.lang.String;`).
    pub fn java_name(&self) -> String {
        self.name.replace('/', ".")
    }
    /// Whether the class was defined by a user class loader (or is an array
    /// or generated class of one).
    pub fn has_user_loader(&self) -> bool {
        self.loader != namespaces::BUILTIN
    }
    /// The package part of the internal name (`java/lang`), empty for the default.
    pub fn package(&self) -> &str {
        match self.name.rfind('/') {
            Some(i) if !self.is_array() => &self.name[..i],
            _ => "",
        }
    }
    pub fn array_size(&self, length: usize) -> usize {
        let element = self.element_type().map_or(8, BasicType::size);
        ARRAY_DATA_OFFSET + element * length
    }
    pub fn header_size() -> usize {
        HEADER_SIZE
    }

    /// Address of a static field's slot (stable for the life of the process).
    #[inline(always)]
    pub fn static_slot(&self, index: usize) -> *mut u64 {
        self.statics[index].get()
    }
    pub fn static_count(&self) -> usize {
        self.statics.len()
    }

    /// JVMS 6.5 instanceof / checkcast: is `self` a subtype of `other`?
    pub fn is_subclass_of(&'static self, other: &'static Class) -> bool {
        if std::ptr::eq(self, other) {
            return true;
        }
        match (&self.kind, &other.kind) {
            (ClassKind::Array { component: a, .. }, ClassKind::Array { component: b, .. }) => {
                if a.is_primitive() || b.is_primitive() {
                    std::ptr::eq(*a, *b)
                } else {
                    a.is_subclass_of(b)
                }
            }
            (ClassKind::Primitive(_), _) | (_, ClassKind::Primitive(_)) => false,
            (_, _) if other.is_interface() => {
                self.all_interfaces.iter().any(|i| std::ptr::eq(*i, other))
            }
            (_, _) => {
                let depth = other.supers.len();
                depth < self.supers.len() && std::ptr::eq(self.supers[depth], other)
            }
        }
    }

    /// A declared method by name and descriptor.
    pub fn declared_method(&self, name: &str, descriptor: &str) -> Option<&'static Method> {
        self.methods
            .iter()
            .find(|m| m.name == name && m.descriptor == descriptor)
            // SAFETY: the class is leaked, so its methods live for 'static.
            .map(|m| unsafe { &*(m as *const Method) })
    }

    pub fn declared_field(&self, name: &str, descriptor: &str) -> Option<&Field> {
        self.fields
            .iter()
            .find(|f| f.name == name && f.descriptor == descriptor)
    }

    /// Finds an instance field by name along the superclass chain (used by the
    /// VM to reach fields of library classes such as `String.value`).
    pub fn find_instance_field(&self, name: &str) -> Option<&Field> {
        let mut class = Some(self);
        while let Some(c) = class {
            if let Some(f) = c.fields.iter().find(|f| f.name == name && !f.is_static()) {
                return Some(f);
            }
            class = c.super_class;
        }
        None
    }

    pub fn mirror_ref(&self) -> ObjRef {
        ObjRef(self.mirror.load(Ordering::Acquire))
    }

    pub fn initialization_error_ref(&self) -> ObjRef {
        ObjRef(self.initialization_error.load(Ordering::Acquire))
    }
}
