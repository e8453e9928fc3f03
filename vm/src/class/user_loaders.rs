//! User class loaders (JVMS 5.3.2): classes defined from bytes by a
//! `java.lang.ClassLoader`, each loader with its own namespace
//! (`namespaces.rs`), and the loading of names through such a loader.
//!
//! ```text
//! defineClass(loader, name, bytes) --define_from_bytes--> checks (magic, name)
//!     --> supers via load_through(loader) --> define_class(.., loader id)
//!     --> mirror.classLoader = loader --> namespaces.define (else duplicate LinkageError)
//!
//! resolve from C --load_class_for--> C.loader == BUILTIN -> load_class (the shared table)
//!                                  | C's namespace has it -> that class
//!                                  | else load_through(C's loader):
//!        "[..."  -> element through the loader, then array_class_of (element's namespace)
//!        else    -> loader.loadClass(name) (Java upcall; its delegation decides,
//!                   the boot loader's classes included, as in HotSpot)
//!        --> recorded in the loader's namespace as initiated (JVMS 5.3.1)
//! ```
//!
//! The loader object is reached through the mirror of a class it defined
//! (`Class.classLoader`); its namespace through the id stored in the object
//! (`ClassLoader.rvmLoaderId`). A class defined twice by the same loader
//! gets HotSpot's duplicate-definition `LinkageError`; two loaders may each
//! define the same name and get two classes.

use super::loader::{array_class_of, define_class, load_class, Definer, LinkError, VmDefiner};
use super::namespaces::LoaderId;
use crate::class::{Class, SignatureId};
use crate::classfile::ClassFile;
use crate::heap::ObjRef;
use crate::runtime::thread::{JavaThread, Thrown};
use crate::runtime::Vm;

/// `LinkError::exception` when a Java exception is already pending on the
/// thread (thrown by a user class loader's Java code): the caller leaves it.
pub const EXCEPTION_PENDING: &str = "<pending>";

/// The origin of classes defined from bytes by a user class loader.
const DEFINED_ORIGIN: &str = "<defineClass>/";

fn pending() -> LinkError {
    LinkError::new(EXCEPTION_PENDING, "")
}

/// What a `ClassNotFoundException` thrown by a loader's `loadClass` becomes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum NotFound {
    /// `NoClassDefFoundError: Name` (resolution, JVMS 5.3.2).
    NoClassDefFoundError,
    /// The exception stays pending (`Class.forName` with a loader).
    Rethrow,
}

/// Loads `name` as referenced from `referrer` (JVMS 5.3): through the loader
/// that defined `referrer`, in that loader's namespace.
pub fn load_class_for(
    thread: &mut JavaThread,
    referrer: &'static Class,
    name: &str,
) -> Result<&'static Class, LinkError> {
    if !referrer.has_user_loader() {
        return load_class(thread.vm, name);
    }
    if let Some(class) = thread.vm.namespaces.lookup(referrer.loader, name) {
        return Ok(class);
    }
    let loader = defining_loader(thread, referrer);
    if loader.is_null() {
        return Err(LinkError::new(
            "java/lang/InternalError",
            format!(
                "rvm: {} has a class loader namespace but no loader in its mirror",
                referrer.java_name()
            ),
        ));
    }
    load_through(thread, loader, name, NotFound::NoClassDefFoundError)
}

/// The user class loader recorded in `class`'s mirror, or null.
pub fn defining_loader(thread: &JavaThread, class: &'static Class) -> ObjRef {
    let mirror = class.mirror_ref();
    if mirror.is_null() {
        return ObjRef::NULL;
    }
    mirror.read::<ObjRef>(class_loader_field(thread))
}

/// The offset of `Class.classLoader` in a mirror.
fn class_loader_field(thread: &JavaThread) -> usize {
    thread
        .well_known()
        .class_class
        .find_instance_field("classLoader")
        // The library's java.lang.Class declares it (Class.java).
        .expect("java.lang.Class has a classLoader field")
        .offset
}

/// The namespace of the loader object `loader` (given an id on first use).
pub fn loader_id(vm: &'static Vm, loader: ObjRef) -> LoaderId {
    let offset = loader
        .class()
        .find_instance_field("rvmLoaderId")
        // Every loader object is a java.lang.ClassLoader, which declares it.
        .expect("java.lang.ClassLoader has an rvmLoaderId field")
        .offset;
    vm.namespaces.id_of(
        || loader.read::<u32>(offset),
        |id| loader.write::<u32>(offset, id),
    )
}

/// Loads `name` (internal form) through the Java class loader `loader` and
/// records the loader as an initiating loader of the result.
pub fn load_through(
    thread: &mut JavaThread,
    loader: ObjRef,
    name: &str,
    not_found: NotFound,
) -> Result<&'static Class, LinkError> {
    let vm = thread.vm;
    let id = loader_id(vm, loader);
    if let Some(class) = vm.namespaces.lookup(id, name) {
        return Ok(class);
    }
    let class = if let Some(component) = name.strip_prefix('[') {
        let element = match component.as_bytes().first() {
            Some(b'L') => component
                .strip_prefix('L')
                .and_then(|e| e.strip_suffix(';'))
                .filter(|e| !e.is_empty()),
            Some(b'[') => Some(component),
            _ => None,
        };
        match element {
            Some(element) => {
                let element = load_through(thread, loader, element, not_found)?;
                array_class_of(vm, element)?
            }
            None => load_class(vm, name)?,
        }
    } else {
        // Library names too, as HotSpot asks (a loader that logs its
        // loadClass calls sees java.lang.Object); its delegation reaches
        // the boot loader (ClassLoader.findBootstrapClassOrNull).
        ask_load_class(thread, loader, name, not_found)?
    };
    Ok(vm.namespaces.record_initiated(id, name, class))
}

/// `loader.loadClass(name)`, a Java upcall.
fn ask_load_class(
    thread: &mut JavaThread,
    loader: ObjRef,
    name: &str,
    not_found: NotFound,
) -> Result<&'static Class, LinkError> {
    let vm = thread.vm;
    let method = crate::class::resolve::find_virtual(
        loader.class(),
        "loadClass",
        "(Ljava/lang/String;)Ljava/lang/Class;",
    )
    .ok_or_else(|| LinkError::no_class_def(name))?;
    let Ok(string) = crate::runtime::strings::new_string(thread, &name.replace('/', ".")) else {
        return Err(pending());
    };
    match crate::interp::invoke(thread, method, &[loader.to_slot(), string.to_slot()]) {
        Ok(slot) => {
            let mirror = ObjRef::from_slot(slot);
            if mirror.is_null() {
                return Err(LinkError::no_class_def(name));
            }
            let class = crate::natives::lang::class_of_mirror(thread, mirror);
            if class.name != name {
                return Err(LinkError::new(
                    "java/lang/NoClassDefFoundError",
                    format!("{name} (wrong name: {})", class.name),
                ));
            }
            Ok(class)
        }
        Err(Thrown) => {
            let exception = thread.take_exception();
            let is_not_found = load_class(vm, "java/lang/ClassNotFoundException")
                .is_ok_and(|cnfe| exception.class().is_subclass_of(cnfe));
            if is_not_found && not_found == NotFound::NoClassDefFoundError {
                Err(LinkError::no_class_def(name))
            } else {
                thread.throw(exception);
                Err(pending())
            }
        }
    }
}

/// A definer whose superclass and interfaces were loaded beforehand
/// (through a user loader), so that defining needs no name lookup.
struct Preloaded<'a> {
    vm: VmDefiner,
    supers: &'a [&'static Class],
}

impl Definer for Preloaded<'_> {
    fn load(&self, name: &str) -> Result<&'static Class, LinkError> {
        self.supers
            .iter()
            .copied()
            .find(|c| c.name == name)
            .ok_or_else(|| LinkError::no_class_def(name))
    }
    fn native(
        &self,
        class: &str,
        name: &str,
        descriptor: &str,
    ) -> Option<crate::natives::NativeFn> {
        self.vm.native(class, name, descriptor)
    }
    fn signature_id(&self, name: &str, descriptor: &str) -> SignatureId {
        self.vm.signature_id(name, descriptor)
    }
    fn opt_threshold(&self) -> u32 {
        self.vm.opt_threshold()
    }
    fn class_linked(&self, class: &'static Class) {
        self.vm.class_linked(class)
    }
}

/// Defines `file` into namespace `id` of `loader`: supers through
/// `load_super`, the mirror's `classLoader` set, published in the
/// loader's table (a name the loader already has is a duplicate).
fn define_in_namespace(
    thread: &mut JavaThread,
    loader: ObjRef,
    id: LoaderId,
    file: ClassFile,
    origin: String,
    hidden: bool,
    mut load_super: impl FnMut(&mut JavaThread, &str) -> Result<&'static Class, LinkError>,
) -> Result<&'static Class, LinkError> {
    let vm = thread.vm;
    let name = file.this_class.clone();
    let key = (id, name.clone(), std::thread::current().id());
    if !vm.loading.lock().insert(key.clone()) {
        return Err(LinkError::new(
            "java/lang/ClassCircularityError",
            name.replace('/', "."),
        ));
    }
    let names: Vec<String> = file
        .super_class
        .iter()
        .chain(file.interfaces.iter())
        .cloned()
        .collect();
    let mut supers = Vec::with_capacity(names.len());
    let result = names
        .iter()
        .try_for_each(|n| load_super(thread, n).map(|c| supers.push(c)))
        .and_then(|()| {
            let definer = Preloaded {
                vm: VmDefiner(vm),
                supers: &supers,
            };
            define_class(&definer, file, origin, false, hidden, id)
        });
    vm.loading.lock().remove(&key);
    let class = result?;
    // The mirror carries the loader before anyone can find the class: its
    // references resolve through it (`load_class_for`).
    let Ok(mirror) = crate::natives::lang::class_mirror(thread, class) else {
        return Err(pending());
    };
    mirror.write_ref(class_loader_field(thread), loader);
    vm.namespaces
        .define(id, class)
        .map_err(|_| duplicate_definition(thread, loader, &name))
}

/// HotSpot's `LinkageError` for a loader defining a name it already has.
fn duplicate_definition(thread: &mut JavaThread, loader: ObjRef, name: &str) -> LinkError {
    let me = describe_loader(thread, loader);
    let parent = loader
        .class()
        .find_instance_field("parent")
        .map_or(ObjRef::NULL, |f| loader.read::<ObjRef>(f.offset));
    let parent = describe_loader(thread, parent);
    let name = name.replace('/', ".");
    LinkError::new(
        "java/lang/LinkageError",
        format!(
            "loader {me} attempted duplicate class definition for {name}. ({name} is in unnamed module of loader {me}, parent loader {parent})"
        ),
    )
}

/// `loader.name` (`ClassLoader.getName()`), a String or null.
pub fn loader_name(loader: ObjRef) -> ObjRef {
    if loader.is_null() {
        return ObjRef::NULL;
    }
    loader
        .class()
        .find_instance_field("name")
        .map_or(ObjRef::NULL, |f| loader.read::<ObjRef>(f.offset))
}

/// How HotSpot names a loader in its messages: `'bootstrap'` (null),
/// `'app'`/`'platform'` (the builtin loaders), `'name' @hash` (a named
/// loader), `pkg.LoaderClass @hash`.
pub fn describe_loader(thread: &JavaThread, loader: ObjRef) -> String {
    if loader.is_null() {
        return "'bootstrap'".to_string();
    }
    let class = loader.class();
    let name = loader_name(loader);
    let name = (!name.is_null()).then(|| crate::runtime::strings::to_rust_string(thread, name));
    let builtin = class.is_library && class.name.starts_with("java/lang/ClassLoader$");
    let hash = crate::natives::lang::identity_hash(loader) as u32;
    match name {
        Some(name) if builtin => format!("'{name}'"),
        Some(name) => format!("'{name}' @{hash:x}"),
        None => format!("{} @{hash:x}", class.java_name()),
    }
}

/// HotSpot's place of a class in its messages: `module java.base of loader
/// 'bootstrap'`, `unnamed module of loader 'app'`, or `unnamed module of
/// loader X @hash` for a user loader's class (arrays: their element's).
pub fn describe_module_of(thread: &JavaThread, class: &'static Class) -> String {
    let element = std::iter::successors(Some(class), |c| c.component())
        .last()
        .unwrap_or(class);
    if element.has_user_loader() {
        let loader = defining_loader(thread, element);
        format!(
            "unnamed module of loader {}",
            describe_loader(thread, loader)
        )
    } else if element.is_library || element.is_primitive() {
        "module java.base of loader 'bootstrap'".to_string()
    } else {
        "unnamed module of loader 'app'".to_string()
    }
}

/// `ClassLoader.defineClass` (JVMS 5.3.5): checks the bytes as HotSpot does
/// (magic, then the declared name against `name`), loads the superclass and
/// interfaces through `loader`, defines the class in the loader's namespace
/// and records `loader` in its mirror. `name` is internal (`a/b/C`), or None
/// to take the declared one.
pub fn define_from_bytes(
    thread: &mut JavaThread,
    loader: ObjRef,
    name: Option<&str>,
    bytes: &[u8],
) -> Result<&'static Class, LinkError> {
    let format_error = |message: String| LinkError::new("java/lang/ClassFormatError", message);
    if bytes.len() < 4 {
        return Err(format_error("Truncated class file".into()));
    }
    let magic = u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    if magic != 0xCAFE_BABE {
        let shown = name.unwrap_or("<Unknown>");
        return Err(format_error(format!(
            "Incompatible magic value {magic} in class file {shown}"
        )));
    }
    let declared = crate::classfile::declared_name(bytes);
    if let (Some(wanted), Some(declared)) = (name, declared.as_deref()) {
        if wanted != declared {
            return Err(LinkError::new(
                "java/lang/NoClassDefFoundError",
                format!("{wanted} (wrong name: {declared})"),
            ));
        }
    }
    let Some(declared) = declared else {
        return Err(format_error("Truncated class file".into()));
    };
    let origin = format!("{DEFINED_ORIGIN}{declared}");
    let file = ClassFile::parse(bytes, &origin).map_err(|e| {
        let message = e.to_string();
        if message.contains("truncated") {
            format_error("Truncated class file".into())
        } else {
            format_error(message)
        }
    })?;
    let id = loader_id(thread.vm, loader);
    if thread.vm.namespaces.lookup(id, &file.this_class).is_some() {
        return Err(duplicate_definition(thread, loader, &file.this_class));
    }
    define_in_namespace(thread, loader, id, file, origin, false, |thread, n| {
        load_through(thread, loader, n, NotFound::NoClassDefFoundError)
    })
}

/// Defines a class the VM generated for `host` (a lambda class): in the
/// builtin table for a builtin host, else in the host's namespace with the
/// host's loader, its superclass and interfaces resolved as the host
/// resolves them.
pub fn define_generated_class_for(
    thread: &mut JavaThread,
    host: &'static Class,
    bytes: &[u8],
    hidden: bool,
) -> Result<&'static Class, LinkError> {
    if !host.has_user_loader() {
        return super::loader::define_generated_class(thread.vm, bytes, host.is_library, hidden);
    }
    let (file, origin) = super::loader::parse_generated_class(bytes)?;
    let loader = defining_loader(thread, host);
    define_in_namespace(
        thread,
        loader,
        host.loader,
        file,
        origin,
        hidden,
        |thread, n| load_class_for(thread, host, n),
    )
}

/// `ClassLoader.findLoadedClass`: the class `name` (internal) if `loader`
/// defined it or initiated its loading.
pub fn find_loaded(vm: &'static Vm, loader: ObjRef, name: &str) -> Option<&'static Class> {
    vm.namespaces.lookup(loader_id(vm, loader), name)
}
