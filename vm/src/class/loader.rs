//! Class loading and linking (JVMS 5.3, 5.4): find the bytes, parse, load the
//! superclass and interfaces first, lay out fields, build the vtable, bind
//! natives, publish.
//!
//! ```text
//! load_class(name) --registered?--> &'static Class
//!     | "[..."  -> array class (component first)
//!     | java/*  -> rvm's class library, compiled into the binary (boot classes)
//!     | else    -> class path: directories and .jar files, in order
//!     v
//! ClassFile::parse -> load super + interfaces -> define (layout, vtable) -> register
//! ```
//!
//! Loading by name never runs Java code; `<clinit>` runs later, in `init.rs`.
//!
//! `load_class` is the boot, platform and application loaders' one shared
//! table (`Vm::classes`, namespace `BUILTIN`). User class loaders
//! (`ClassLoader.defineClass`) each have a namespace of their own: their
//! loading goes through `user_loaders.rs`, which defines with
//! `define_class` here and publishes in `Vm::namespaces`.

use crate::class::descriptor::parse_method_descriptor;
use crate::class::namespaces::{LoaderId, BUILTIN};
use crate::class::{init_state, BasicType, Class, ClassKind, Code, Field, Method, SignatureId};
use crate::classfile::{access, ClassFile};
use crate::runtime::Vm;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU8, AtomicUsize};
use std::sync::OnceLock;

/// A failure to load or link a class, thrown to Java as `exception(message)`.
#[derive(Debug, Clone)]
pub struct LinkError {
    /// Internal name of the Java error class, e.g. `java/lang/NoClassDefFoundError`.
    pub exception: &'static str,
    pub message: String,
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.exception.replace('/', "."), self.message)
    }
}

impl LinkError {
    pub fn new(exception: &'static str, message: impl Into<String>) -> LinkError {
        LinkError {
            exception,
            message: message.into(),
        }
    }
    pub(super) fn no_class_def(name: &str) -> LinkError {
        LinkError::new("java/lang/NoClassDefFoundError", name)
    }
}

// ---------------------------------------------------------------------------
// The class path

enum ClassPathEntry {
    Directory(PathBuf),
    Jar {
        path: PathBuf,
        archive: Mutex<zip::ZipArchive<File>>,
    },
    /// A class-path entry that does not exist (java ignores these; rvm remembers
    /// them to explain a missing main class).
    Missing(PathBuf),
}

pub struct ClassPath {
    entries: Vec<ClassPathEntry>,
}

mod classlib {
    include!(concat!(env!("OUT_DIR"), "/classlib.rs"));
}

/// The class files of rvm's own class library, compiled into the binary.
pub fn library_class_bytes(name: &str) -> Option<&'static [u8]> {
    classlib::CLASSLIB
        .binary_search_by(|(n, _)| (*n).cmp(name))
        .ok()
        .map(|i| classlib::CLASSLIB[i].1)
}

/// Names of every class in the built-in library.
pub fn library_class_names() -> impl Iterator<Item = &'static str> {
    classlib::CLASSLIB.iter().map(|(n, _)| *n)
}

impl ClassPath {
    pub fn new(paths: &[PathBuf]) -> Result<ClassPath, String> {
        let mut entries = Vec::new();
        for path in paths {
            if !path.exists() {
                entries.push(ClassPathEntry::Missing(path.clone()));
            } else if path.is_dir() {
                entries.push(ClassPathEntry::Directory(path.clone()));
            } else {
                let file = File::open(path)
                    .map_err(|e| format!("{}: cannot open: {e}", path.display()))?;
                let archive = zip::ZipArchive::new(file)
                    .map_err(|e| format!("{}: not a jar (zip) file: {e}", path.display()))?;
                entries.push(ClassPathEntry::Jar {
                    path: path.clone(),
                    archive: Mutex::new(archive),
                });
            }
        }
        Ok(ClassPath { entries })
    }

    /// The bytes of `name` (internal form) and where they came from.
    pub fn find(&self, name: &str) -> Result<Option<(Vec<u8>, String)>, String> {
        let relative = format!("{name}.class");
        Ok(self
            .find_resource(&relative)?
            .map(|(bytes, origin, _)| (bytes, origin)))
    }

    /// The bytes of resource `relative` (a `/`-separated path) from the first
    /// class-path entry that has it, where they came from (for messages), and
    /// its URL as `ClassLoader.getResource` spells it (`file:/...`,
    /// `jar:file:/...!/...`).
    pub fn find_resource(
        &self,
        relative: &str,
    ) -> Result<Option<(Vec<u8>, String, String)>, String> {
        for entry in &self.entries {
            match entry {
                ClassPathEntry::Directory(dir) => {
                    let path = dir.join(relative);
                    if path.is_file() {
                        let bytes =
                            std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                        let absolute = std::path::absolute(&path).unwrap_or_else(|_| path.clone());
                        let url = format!("file:{}", absolute.display());
                        return Ok(Some((bytes, path.display().to_string(), url)));
                    }
                }
                ClassPathEntry::Jar { path, archive } => {
                    let mut archive = archive.lock();
                    let found = archive.by_name(relative);
                    if let Ok(mut file) = found {
                        let mut bytes = Vec::with_capacity(file.size() as usize);
                        file.read_to_end(&mut bytes)
                            .map_err(|e| format!("{}!{relative}: {e}", path.display()))?;
                        let absolute = std::path::absolute(path).unwrap_or_else(|_| path.clone());
                        let url = format!("jar:file:{}!/{relative}", absolute.display());
                        return Ok(Some((bytes, format!("{}!{relative}", path.display()), url)));
                    }
                }
                ClassPathEntry::Missing(_) => {}
            }
        }
        Ok(None)
    }

    /// Class-path entries that do not exist, for error messages.
    pub fn missing_entries(&self) -> Vec<&Path> {
        self.entries
            .iter()
            .filter_map(|e| match e {
                ClassPathEntry::Missing(p) => Some(p.as_path()),
                _ => None,
            })
            .collect()
    }

    pub fn describe(&self) -> String {
        self.entries
            .iter()
            .map(|e| match e {
                ClassPathEntry::Directory(p) | ClassPathEntry::Missing(p) => {
                    p.display().to_string()
                }
                ClassPathEntry::Jar { path, .. } => path.display().to_string(),
            })
            .collect::<Vec<_>>()
            .join(":")
    }
}

// ---------------------------------------------------------------------------
// Loading

/// Loads (and links) the class or interface `name`, or the array class for a
/// descriptor starting with `[`.
pub fn load_class(vm: &'static Vm, name: &str) -> Result<&'static Class, LinkError> {
    if let Some(class) = vm.loaded_class(name) {
        return Ok(class);
    }
    if name.starts_with('[') {
        return load_array_class(vm, name);
    }
    let (bytes, origin, is_library) = if let Some(bytes) = library_class_bytes(name) {
        (bytes.to_vec(), format!("<classlib>/{name}.class"), true)
    } else if name.starts_with("java/") {
        // Only the built-in library may define java.* classes (JVMS 5.3.5).
        return Err(LinkError::no_class_def(name));
    } else {
        match vm.class_path.find(name) {
            Ok(Some((bytes, origin))) => (bytes, origin, false),
            Ok(None) => return Err(LinkError::no_class_def(name)),
            Err(io) => {
                return Err(LinkError::new(
                    "java/lang/NoClassDefFoundError",
                    format!("{name} ({io})"),
                ))
            }
        }
    };
    let file = ClassFile::parse(&bytes, &origin).map_err(|e| {
        // HotSpot compares the declared name before parsing fields, methods
        // and attributes: a misnamed file fails with the name, not its format.
        match crate::classfile::declared_name(&bytes) {
            Some(declared) if declared != name => LinkError::new(
                "java/lang/NoClassDefFoundError",
                format!("{name} (wrong name: {declared})"),
            ),
            _ => LinkError::new("java/lang/ClassFormatError", e.to_string()),
        }
    })?;
    if file.this_class != name {
        return Err(LinkError::new(
            "java/lang/NoClassDefFoundError",
            format!("{name} (wrong name: {})", file.this_class),
        ));
    }
    // Keyed by the loading OS thread: two threads may load the same class at
    // once (each defines it, `register_class` keeps the first); only the same
    // thread meeting the name again is a circularity.
    let key = (BUILTIN, name.to_string(), std::thread::current().id());
    if !vm.loading.lock().insert(key.clone()) {
        return Err(LinkError::new("java/lang/ClassCircularityError", name));
    }
    let result = define_class(&VmDefiner(vm), file, origin, is_library, false, BUILTIN);
    vm.loading.lock().remove(&key);
    result.map(|class| vm.register_class(class))
}

pub use super::user_loaders::{define_from_bytes, load_class_for, EXCEPTION_PENDING};

/// Defines a class the VM generated itself (e.g. a lambda class), from class-file
/// bytes; its superclass and interfaces are loaded by name as usual. A `hidden`
/// class plays one of HotSpot's hidden classes (lambda proxies, method handle
/// adapters): its frames never show in stack traces.
pub fn define_generated_class(
    vm: &'static Vm,
    bytes: &[u8],
    is_library: bool,
    hidden: bool,
) -> Result<&'static Class, LinkError> {
    let (file, origin) = parse_generated_class(bytes)?;
    let class = define_class(&VmDefiner(vm), file, origin, is_library, hidden, BUILTIN)?;
    Ok(vm.register_class(class))
}

/// The class file of a class the VM generated, and its origin for messages.
pub(super) fn parse_generated_class(bytes: &[u8]) -> Result<(ClassFile, String), LinkError> {
    let file = ClassFile::parse(bytes, "<generated>").map_err(|e| {
        LinkError::new(
            "java/lang/InternalError",
            format!("rvm generated a bad class: {e}"),
        )
    })?;
    let origin = format!("<generated>/{}", file.this_class);
    Ok((file, origin))
}

/// The referent and queue offsets of `java.lang.ref.Reference`, for the
/// library's WeakReference and PhantomReference (inherited by subclasses).
fn weak_reference_fields(
    name: &str,
    is_library: bool,
    super_class: Option<&'static Class>,
) -> Option<(usize, usize)> {
    let sup = super_class?;
    if sup.weak_reference_fields.is_some() {
        return sup.weak_reference_fields;
    }
    let weak = is_library
        && (name == "java/lang/ref/WeakReference" || name == "java/lang/ref/PhantomReference")
        && sup.name == "java/lang/ref/Reference";
    if !weak {
        return None;
    }
    let referent = sup.declared_field("referent", "Ljava/lang/Object;")?.offset;
    let queue = sup
        .declared_field("queue", "Ljava/lang/ref/ReferenceQueue;")?
        .offset;
    Some((referent, queue))
}

/// Loads a class from a class file given by path (`rvm run Foo.class`).
pub fn parse_class_file(path: &Path) -> Result<ClassFile, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    ClassFile::parse(&bytes, &path.display().to_string()).map_err(|e| e.to_string())
}

/// What defining a class needs from its surroundings: its superclass and
/// interfaces by name, native bindings, signature ids and the tier
/// thresholds. The VM supplies them (`VmDefiner`); a test of the compilers
/// supplies its own (`define_standalone`), so classes exist without a VM.
pub(super) trait Definer {
    fn load(&self, name: &str) -> Result<&'static Class, LinkError>;
    fn native(&self, class: &str, name: &str, descriptor: &str)
        -> Option<crate::natives::NativeFn>;
    fn signature_id(&self, name: &str, descriptor: &str) -> SignatureId;
    fn opt_threshold(&self) -> u32;
    /// The class is linked (vtable built) and not yet published: optimized
    /// code that assumed none of its methods is overridden is invalidated.
    fn class_linked(&self, _class: &'static Class) {}
}

pub(super) struct VmDefiner(pub(super) &'static Vm);

impl Definer for VmDefiner {
    fn load(&self, name: &str) -> Result<&'static Class, LinkError> {
        load_class(self.0, name)
    }
    fn native(
        &self,
        class: &str,
        name: &str,
        descriptor: &str,
    ) -> Option<crate::natives::NativeFn> {
        self.0.natives.lookup(class, name, descriptor)
    }
    fn signature_id(&self, name: &str, descriptor: &str) -> SignatureId {
        self.0.signature_id(name, descriptor)
    }
    fn opt_threshold(&self) -> u32 {
        self.0.options.opt_threshold
    }
    fn class_linked(&self, class: &'static Class) {
        crate::compile::cha::class_linked(self.0, class);
    }
}

/// Classes defined without a VM, for unit tests of the compilers (the
/// optimizing translator's mock environment): superclasses and interfaces
/// come from `known` (define `java/lang/Object` first, from a class file
/// with no superclass), natives are left unbound, signature ids come from
/// one process-wide table, and nothing is registered, verified or
/// initialized. The class is leaked, as every class is.
pub fn define_standalone(
    bytes: &[u8],
    known: &[&'static Class],
) -> Result<&'static Class, LinkError> {
    struct Standalone<'a>(&'a [&'static Class]);
    impl Definer for Standalone<'_> {
        fn load(&self, name: &str) -> Result<&'static Class, LinkError> {
            self.0
                .iter()
                .copied()
                .find(|c| c.name == name)
                .ok_or_else(|| LinkError::new("java/lang/NoClassDefFoundError", name))
        }
        fn native(&self, _: &str, _: &str, _: &str) -> Option<crate::natives::NativeFn> {
            None
        }
        fn signature_id(&self, name: &str, descriptor: &str) -> SignatureId {
            // Process-wide so that classes defined one by one agree on ids
            // (only tests define standalone classes).
            static TABLE: OnceLock<Mutex<HashMap<(String, String), SignatureId>>> = OnceLock::new();
            let mut map = TABLE.get_or_init(Default::default).lock();
            let next = SignatureId(map.len() as u32);
            *map.entry((name.to_string(), descriptor.to_string()))
                .or_insert(next)
        }
        fn opt_threshold(&self) -> u32 {
            0
        }
    }
    let file = ClassFile::parse(bytes, "<standalone>")
        .map_err(|e| LinkError::new("java/lang/ClassFormatError", e.to_string()))?;
    let origin = format!("<standalone>/{}", file.this_class);
    define_class(&Standalone(known), file, origin, false, false, BUILTIN)
}

/// Lays out and links `file` as a class of namespace `loader`; its
/// superclass and interfaces come from `vm.load`. Not registered anywhere:
/// the caller publishes it in its loader's table.
pub(super) fn define_class(
    vm: &dyn Definer,
    file: ClassFile,
    origin: String,
    is_library: bool,
    is_hidden: bool,
    loader: LoaderId,
) -> Result<&'static Class, LinkError> {
    let name = file.this_class.clone();
    let is_interface = file.access & access::INTERFACE != 0;

    let super_class = match &file.super_class {
        None if name == "java/lang/Object" => None,
        None => {
            return Err(LinkError::new(
                "java/lang/ClassFormatError",
                format!("{origin}: class {name} has no superclass"),
            ))
        }
        Some(s) => {
            let sup = vm.load(s)?;
            if sup.is_interface() {
                return Err(LinkError::new(
                    "java/lang/IncompatibleClassChangeError",
                    format!(
                        "class {} has interface {} as super class",
                        name.replace('/', "."),
                        sup.java_name()
                    ),
                ));
            }
            if sup.access & access::FINAL != 0 {
                return Err(LinkError::new(
                    "java/lang/VerifyError",
                    format!("Cannot inherit from final class {}", sup.java_name()),
                ));
            }
            Some(sup)
        }
    };
    let mut interfaces = Vec::with_capacity(file.interfaces.len());
    for i in &file.interfaces {
        let iface = vm.load(i)?;
        if !iface.is_interface() {
            return Err(LinkError::new(
                "java/lang/IncompatibleClassChangeError",
                format!(
                    "class {} can not implement {}, because it is not an interface",
                    name.replace('/', "."),
                    iface.java_name()
                ),
            ));
        }
        interfaces.push(iface);
    }

    let mut all_interfaces: Vec<&'static Class> = super_class
        .map(|s| s.all_interfaces.clone())
        .unwrap_or_default();
    for iface in &interfaces {
        for i in std::iter::once(*iface).chain(iface.all_interfaces.iter().copied()) {
            if !all_interfaces.iter().any(|x| std::ptr::eq(*x, i)) {
                all_interfaces.push(i);
            }
        }
    }
    let supers: Vec<&'static Class> = match super_class {
        Some(s) => {
            let mut v = s.supers.clone();
            v.push(s);
            v
        }
        None => Vec::new(),
    };

    // Field layout: superclass fields first, then this class's fields by
    // decreasing size so that each is naturally aligned without padding.
    let mut fields: Vec<Field> = Vec::with_capacity(file.fields.len());
    let mut static_count = 0usize;
    for f in &file.fields {
        let basic_type = f
            .descriptor
            .bytes()
            .next()
            .and_then(BasicType::from_descriptor_char)
            .filter(|t| *t != BasicType::Void)
            .ok_or_else(|| {
                LinkError::new(
                    "java/lang/ClassFormatError",
                    format!(
                        "{origin}: field {} has a malformed descriptor {:?}",
                        f.name, f.descriptor
                    ),
                )
            })?;
        let offset = if f.access & access::STATIC != 0 {
            static_count += 1;
            static_count - 1
        } else {
            0
        };
        fields.push(Field {
            name: f.name.clone(),
            descriptor: f.descriptor.clone(),
            basic_type,
            access: f.access,
            offset,
            constant_value: f.constant_value,
        });
    }
    let mut instance_size =
        super_class.map_or(crate::heap::object::HEADER_SIZE, |s| s.instance_size);
    let mut reference_offsets = super_class
        .map(|s| s.reference_offsets.clone())
        .unwrap_or_default();
    let mut order: Vec<usize> = (0..fields.len())
        .filter(|&i| !fields[i].is_static())
        .collect();
    order.sort_by_key(|&i| std::cmp::Reverse(fields[i].basic_type.size()));
    for i in order {
        let size = fields[i].basic_type.size();
        instance_size = (instance_size + size - 1) & !(size - 1);
        fields[i].offset = instance_size;
        if fields[i].basic_type.is_reference() {
            reference_offsets.push(instance_size);
        }
        instance_size += size;
    }
    let weak_reference_fields = weak_reference_fields(&name, is_library, super_class);
    if let Some((referent, _)) = weak_reference_fields {
        reference_offsets.retain(|&offset| offset != referent);
    }

    let mut class = Box::new(Class {
        name: name.clone(),
        access: file.access,
        kind: ClassKind::Instance,
        super_class,
        interfaces,
        all_interfaces,
        supers,
        fields,
        methods: Vec::new(),
        vtable: Vec::new(),
        vtable_address: AtomicUsize::new(0),
        vtable_slots: HashMap::new(),
        imt: &super::EMPTY_IMT,
        component_address: 0,
        instance_size,
        reference_offsets,
        weak_reference_fields,
        statics: (0..static_count)
            .map(|_| std::cell::UnsafeCell::new(0))
            .collect(),
        resolved: (0..file.constant_pool.len())
            .map(|_| OnceLock::new())
            .collect(),
        constant_pool: file.constant_pool,
        bootstrap_methods: file.bootstrap_methods,
        source_file: file.source_file,
        init_state: AtomicU8::new(init_state::UNINITIALIZED),
        init_thread: std::sync::atomic::AtomicU32::new(0),
        mirror: AtomicUsize::new(0),
        initialization_error: AtomicUsize::new(0),
        is_library,
        is_hidden,
        origin: origin.clone(),
        loader,
        major_version: file.major_version,
        linked: OnceLock::new(),
        reflection: crate::class::ReflectionData {
            class: file.attributes.into_boxed_slice(),
            fields: file
                .fields
                .iter()
                .map(|f| f.attributes.clone().into_boxed_slice())
                .collect(),
            methods: file
                .methods
                .iter()
                .map(|m| m.attributes.clone().into_boxed_slice())
                .collect(),
        },
    });
    let class_ptr: *const Class = &*class;

    let mut methods = Vec::with_capacity(file.methods.len());
    for m in file.methods {
        let (parameter_types, return_type) =
            parse_method_descriptor(&m.descriptor).map_err(|e| {
                LinkError::new(
                    "java/lang/ClassFormatError",
                    format!("{origin}: method {}: {e}", m.name),
                )
            })?;
        let is_static = m.access & access::STATIC != 0;
        let arg_slots =
            parameter_types.iter().map(|t| t.slots()).sum::<usize>() + usize::from(!is_static);
        let native = if m.access & access::NATIVE != 0 {
            vm.native(&name, &m.name, &m.descriptor)
        } else {
            None
        };
        let code = m.code.map(|c| Code {
            declared_max_locals: c.max_locals,
            stack_map_table: c.stack_map_table.map(Vec::into_boxed_slice),
            max_stack: c.max_stack,
            max_locals: c.max_locals.max(arg_slots as u16),
            bytecode: c.bytecode.into_boxed_slice(),
            handlers: c.exception_table.into_boxed_slice(),
            line_numbers: c.line_numbers.into_boxed_slice(),
            local_variables: c.local_variables.into_boxed_slice(),
        });
        methods.push(Method {
            class: class_ptr,
            signature: vm.signature_id(&m.name, &m.descriptor),
            name: m.name,
            descriptor: m.descriptor,
            access: m.access,
            parameter_types: parameter_types.into_boxed_slice(),
            return_type,
            arg_slots: arg_slots as u16,
            code,
            vtable_index: None,
            native,
            compiled_entry: Default::default(),
            register_entry: Default::default(),
            invocation_count: Default::default(),
            backedge_count: Default::default(),
            profile_id: Default::default(),
            compile_state: Default::default(),
            osr_entries: Default::default(),
            opt_countdown: std::sync::atomic::AtomicI32::new(
                vm.opt_threshold().min(i32::MAX as u32) as i32,
            ),
            compiled_tier: Default::default(),
        });
    }
    class.methods = methods;
    if !is_interface {
        build_vtable(&mut class);
    }
    class.vtable_address.store(
        class.vtable.as_ptr() as usize,
        std::sync::atomic::Ordering::Relaxed,
    );
    let class: &'static Class = Box::leak(class);
    vm.class_linked(class);
    Ok(class)
}

fn is_virtual(m: &Method) -> bool {
    !m.is_static() && !m.is_private() && m.name != "<init>" && m.name != "<clinit>"
}

fn is_package_private(access_flags: u16) -> bool {
    access_flags & (access::PUBLIC | access::PROTECTED | access::PRIVATE) == 0
}

/// JVMS 5.4.5 overriding: the vtable starts as a copy of the superclass's; each
/// declared virtual method replaces the slot of the method it overrides or gets a
/// new slot; then interface methods without an implementation get a slot holding
/// their maximally-specific default method (or the abstract declaration, whose
/// invocation throws AbstractMethodError).
fn build_vtable(class: &mut Class) {
    let mut vtable: Vec<&'static Method> = class
        .super_class
        .map(|s| s.vtable.clone())
        .unwrap_or_default();
    let mut slots: HashMap<SignatureId, u32> = class
        .super_class
        .map(|s| s.vtable_slots.clone())
        .unwrap_or_default();
    // A runtime package is the package name with the defining loader (JVMS 5.3).
    let package = class.package().to_string();
    let loader = class.loader;
    for m in class.methods.iter_mut() {
        if !is_virtual(m) {
            continue;
        }
        // SAFETY: the Method lives in `class.methods`, which is not resized after
        // this point, and the class is leaked right after linking.
        let handle: &'static Method = unsafe { &*(m as *const Method) };
        let index = match slots.get(&m.signature) {
            Some(&i) => {
                let overridden = vtable[i as usize];
                let same_package =
                    overridden.class().package() == package && overridden.class().loader == loader;
                if is_package_private(overridden.access) && !same_package {
                    None
                } else {
                    Some(i)
                }
            }
            None => None,
        };
        let index = match index {
            Some(i) => {
                vtable[i as usize] = handle;
                i
            }
            None => {
                vtable.push(handle);
                let i = (vtable.len() - 1) as u32;
                slots.insert(m.signature, i);
                i
            }
        };
        m.vtable_index = Some(index);
    }
    // Interface methods: fill missing slots, and let a more specific default
    // replace a less specific inherited one.
    let interfaces = class.all_interfaces.clone();
    for iface in &interfaces {
        for im in &iface.methods {
            if im.is_static() || im.is_private() || im.name == "<clinit>" {
                continue;
            }
            match slots.get(&im.signature) {
                Some(&i) => {
                    let current = vtable[i as usize];
                    if current.class().is_interface() {
                        if let Some(best) = maximally_specific(&interfaces, im.signature) {
                            vtable[i as usize] = best;
                        }
                    }
                }
                None => {
                    // SAFETY: interface classes are leaked; their methods are 'static.
                    let declared: &'static Method = unsafe { &*(im as *const Method) };
                    let target = maximally_specific(&interfaces, im.signature).unwrap_or(declared);
                    vtable.push(target);
                    slots.insert(im.signature, (vtable.len() - 1) as u32);
                }
            }
        }
    }
    class.imt = interface_method_table(&interfaces, &vtable, &slots);
    class.vtable = vtable;
    class.vtable_slots = slots;
}

/// The class's IMT (`super::IMT_SIZE`): each interface method's target at
/// its slot, 0 where two interface methods share a slot or the target is
/// abstract (the runtime throws AbstractMethodError there).
fn interface_method_table(
    interfaces: &[&'static Class],
    vtable: &[&'static Method],
    slots: &HashMap<SignatureId, u32>,
) -> &'static [usize; super::IMT_SIZE] {
    if interfaces.is_empty() {
        return &super::EMPTY_IMT;
    }
    let mut imt = [0usize; super::IMT_SIZE];
    let mut owner: [Option<SignatureId>; super::IMT_SIZE] = [None; super::IMT_SIZE];
    for iface in interfaces {
        for im in &iface.methods {
            if im.is_static() || im.is_private() || im.name == "<clinit>" {
                continue;
            }
            let slot = super::imt_slot(im.signature);
            match owner[slot] {
                Some(signature) if signature == im.signature => {}
                Some(_) => imt[slot] = 0,
                None => {
                    owner[slot] = Some(im.signature);
                    imt[slot] = slots
                        .get(&im.signature)
                        .map(|&i| vtable[i as usize])
                        .filter(|target| !target.is_abstract())
                        .map_or(0, |target| target as *const Method as usize);
                }
            }
        }
    }
    Box::leak(Box::new(imt))
}

/// The default method for `signature` among `interfaces` that no other candidate's
/// interface extends (JVMS 5.4.3.3 "maximally-specific superinterface methods").
fn maximally_specific(
    interfaces: &[&'static Class],
    signature: SignatureId,
) -> Option<&'static Method> {
    let candidates: Vec<&'static Method> = interfaces
        .iter()
        .filter_map(|i| {
            i.methods
                .iter()
                .find(|m| m.signature == signature && !m.is_static() && !m.is_private())
        })
        // SAFETY: interface classes are leaked; their methods are 'static.
        .map(|m| unsafe { &*(m as *const Method) })
        .collect();
    let specific: Vec<&'static Method> = candidates
        .iter()
        .copied()
        .filter(|m| {
            !candidates.iter().any(|other| {
                !std::ptr::eq(*other, *m)
                    && other
                        .class()
                        .all_interfaces
                        .iter()
                        .any(|i| std::ptr::eq(*i, m.class()))
            })
        })
        .collect();
    let non_abstract: Vec<&'static Method> = specific
        .iter()
        .copied()
        .filter(|m| !m.is_abstract())
        .collect();
    match non_abstract.len() {
        1 => Some(non_abstract[0]),
        _ => specific.first().copied(),
    }
}

// ---------------------------------------------------------------------------
// Arrays and primitives

fn load_array_class(vm: &'static Vm, name: &str) -> Result<&'static Class, LinkError> {
    let component_descriptor = &name[1..];
    let component = match component_descriptor.as_bytes().first() {
        Some(b'L') if component_descriptor.ends_with(';') && component_descriptor.len() > 2 => {
            load_class(vm, &component_descriptor[1..component_descriptor.len() - 1])?
        }
        Some(b'[') => load_class(vm, component_descriptor)?,
        Some(&c) => match BasicType::from_descriptor_char(c) {
            Some(t)
                if t != BasicType::Void
                    && t != BasicType::Reference
                    && component_descriptor.len() == 1 =>
            {
                primitive_class(vm, t)
            }
            _ => return Err(LinkError::no_class_def(name)),
        },
        None => return Err(LinkError::no_class_def(name)),
    };
    Ok(vm.register_class(make_array_class(vm, name, component)?))
}

/// The array class `name` whose elements are `component`, built and leaked
/// but not registered: it belongs to the component's namespace.
fn make_array_class(
    vm: &'static Vm,
    name: &str,
    component: &'static Class,
) -> Result<&'static Class, LinkError> {
    let element = match component.kind {
        ClassKind::Primitive(t) => t,
        _ => BasicType::Reference,
    };
    let object = load_class(vm, "java/lang/Object")?;
    let cloneable = load_class(vm, "java/lang/Cloneable")?;
    let serializable = load_class(vm, "java/io/Serializable")?;
    let mut class = vm_made_class(
        name,
        ClassKind::Array { component, element },
        component.is_library || component.is_primitive(),
        "<array>",
    );
    class.loader = component.loader;
    class.super_class = Some(object);
    class.interfaces = vec![cloneable, serializable];
    class.all_interfaces = vec![cloneable, serializable];
    class.supers = vec![object];
    class.vtable = object.vtable.clone();
    class.vtable_slots = object.vtable_slots.clone();
    class.instance_size = crate::heap::object::ARRAY_DATA_OFFSET;
    Ok(leak_vm_made_class(class))
}

/// The class object behind `int.class` and friends.
pub fn primitive_class(vm: &'static Vm, t: BasicType) -> &'static Class {
    let name = t.java_name();
    if let Some(c) = vm.loaded_class(name) {
        return c;
    }
    publish_vm_made_class(
        vm,
        vm_made_class(name, ClassKind::Primitive(t), true, "<primitive>"),
    )
}

/// A class the VM makes itself (arrays, primitives): no class file, no
/// members, nothing to initialize. Callers fill in supers and vtables.
fn vm_made_class(name: &str, kind: ClassKind, is_library: bool, origin: &str) -> Class {
    let component_address = match kind {
        ClassKind::Array { component, .. } => component as *const Class as usize,
        _ => 0,
    };
    Class {
        name: name.to_string(),
        access: access::PUBLIC | access::FINAL | access::ABSTRACT,
        kind,
        super_class: None,
        interfaces: Vec::new(),
        all_interfaces: Vec::new(),
        supers: Vec::new(),
        fields: Vec::new(),
        methods: Vec::new(),
        vtable: Vec::new(),
        vtable_address: AtomicUsize::new(0),
        vtable_slots: HashMap::new(),
        imt: &super::EMPTY_IMT,
        component_address,
        instance_size: 0,
        reference_offsets: Vec::new(),
        weak_reference_fields: None,
        statics: Box::new([]),
        constant_pool: Default::default(),
        resolved: Box::new([]),
        bootstrap_methods: Vec::new(),
        source_file: None,
        init_state: AtomicU8::new(init_state::INITIALIZED),
        init_thread: std::sync::atomic::AtomicU32::new(0),
        mirror: AtomicUsize::new(0),
        initialization_error: AtomicUsize::new(0),
        is_library,
        is_hidden: false,
        origin: origin.to_string(),
        loader: BUILTIN,
        major_version: 0,
        linked: OnceLock::from(Ok(())),
        reflection: Default::default(),
    }
}

fn publish_vm_made_class(vm: &'static Vm, class: Class) -> &'static Class {
    vm.register_class(leak_vm_made_class(class))
}

fn leak_vm_made_class(class: Class) -> &'static Class {
    let class = Box::new(class);
    class.vtable_address.store(
        class.vtable.as_ptr() as usize,
        std::sync::atomic::Ordering::Relaxed,
    );
    Box::leak(class)
}

/// The array class whose elements are `component` (`[` + descriptor), in
/// the component's namespace (an array's loader is its element's, JVMS 5.3.3).
pub fn array_class_of(
    vm: &'static Vm,
    component: &'static Class,
) -> Result<&'static Class, LinkError> {
    let name = match component.kind {
        ClassKind::Primitive(t) => format!("[{}", t.descriptor_char()),
        ClassKind::Array { .. } => format!("[{}", component.name),
        ClassKind::Instance => format!("[L{};", component.name),
    };
    if !component.has_user_loader() {
        return load_class(vm, &name);
    }
    if let Some(class) = vm.namespaces.lookup(component.loader, &name) {
        return Ok(class);
    }
    let class = make_array_class(vm, &name, component)?;
    Ok(vm
        .namespaces
        .define(component.loader, class)
        .unwrap_or_else(|already| already.0))
}
