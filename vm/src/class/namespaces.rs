//! Class namespaces of user class loaders (JVMS 5.3): a class is identified
//! by its binary name together with its defining loader, and each loader
//! records the classes it initiated.
//!
//! ```text
//!                 name ----------------> &'static Class
//! Vm::classes     (boot, platform and app loaders: one shared table, as before)
//! Namespaces      LoaderId -> { name -> class }  one table per user loader:
//!                   classes it defined (Class::loader == id) and classes
//!                   whose loading it initiated (found through its loadClass)
//!                 defined: every class defined into a user namespace, for
//!                   Vm::all_classes (statics and mirrors are GC roots)
//! ```
//!
//! A user loader (a `java.lang.ClassLoader` object other than the builtin
//! ones) is keyed by a small integer stored in the object itself
//! (`ClassLoader.rvmLoaderId`, given on first use under this table's lock):
//! the id moves with the object when a collector moves it, so no raw address
//! is ever a key. The loader object itself is reached through the mirror of
//! any class it defined (`Class.classLoader`, a traced field), never from
//! here. Classes are never unloaded: a loader's table lives as long as the VM.
//! Loading constraints (JVMS 5.3.4) are not recorded.

use crate::class::Class;
use parking_lot::Mutex;
use std::collections::HashMap;

/// A class namespace: 0 for the boot, platform and application loaders
/// (`BUILTIN`), otherwise the id of one user class loader.
pub type LoaderId = u32;

/// The namespace of the boot, platform and application loaders.
pub const BUILTIN: LoaderId = 0;

#[derive(Default)]
pub struct Namespaces {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    /// The last id given to a loader.
    last_id: LoaderId,
    /// Per loader: every name it defined or initiated.
    tables: HashMap<LoaderId, HashMap<String, &'static Class>>,
    /// Every class defined into a user namespace (arrays and generated
    /// classes of user classes included), in definition order.
    defined: Vec<&'static Class>,
}

/// Defining a name the loader already has (defined or initiated).
pub struct AlreadyDefined(pub &'static Class);

impl Namespaces {
    /// The id stored in a loader object, given one if it has none yet:
    /// `read` and `write` access the object's id field, and are called
    /// under this table's lock so that two threads agree on one id.
    pub fn id_of(&self, read: impl FnOnce() -> LoaderId, write: impl FnOnce(LoaderId)) -> LoaderId {
        let mut inner = self.inner.lock();
        let id = read();
        if id != BUILTIN {
            return id;
        }
        inner.last_id += 1;
        let id = inner.last_id;
        write(id);
        id
    }

    /// The class `name` as `loader` knows it (defined or initiated).
    pub fn lookup(&self, loader: LoaderId, name: &str) -> Option<&'static Class> {
        self.inner.lock().tables.get(&loader)?.get(name).copied()
    }

    /// Records `class` as defined by `loader` (JVMS 5.3.5 step 3: the loader
    /// must not already know the name).
    pub fn define(
        &self,
        loader: LoaderId,
        class: &'static Class,
    ) -> Result<&'static Class, AlreadyDefined> {
        let mut inner = self.inner.lock();
        let table = inner.tables.entry(loader).or_default();
        if let Some(existing) = table.get(&class.name) {
            return Err(AlreadyDefined(existing));
        }
        table.insert(class.name.clone(), class);
        inner.defined.push(class);
        Ok(class)
    }

    /// Records `loader` as an initiating loader of `class` under `name`;
    /// if the loader already has a class of that name, that one stays and
    /// is returned.
    pub fn record_initiated(
        &self,
        loader: LoaderId,
        name: &str,
        class: &'static Class,
    ) -> &'static Class {
        *self
            .inner
            .lock()
            .tables
            .entry(loader)
            .or_default()
            .entry(name.to_string())
            .or_insert(class)
    }

    /// Every class defined into a user namespace (a snapshot).
    pub fn defined_classes(&self) -> Vec<&'static Class> {
        self.inner.lock().defined.clone()
    }

    pub fn defined_count(&self) -> usize {
        self.inner.lock().defined.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loader_ids_are_given_once_and_never_builtin() {
        let spaces = Namespaces::default();
        let field = std::cell::Cell::new(BUILTIN);
        let first = spaces.id_of(|| field.get(), |id| field.set(id));
        assert_ne!(first, BUILTIN);
        assert_eq!(field.get(), first);
        assert_eq!(
            spaces.id_of(|| field.get(), |_| panic!("already has an id")),
            first
        );
        let other = std::cell::Cell::new(BUILTIN);
        assert_ne!(spaces.id_of(|| other.get(), |id| other.set(id)), first);
    }

    /// Two classes of one name, as two loaders would define them.
    fn two_objects() -> (&'static Class, &'static Class) {
        let bytes = crate::class::loader::library_class_bytes("java/lang/Object")
            .expect("the class library has java/lang/Object");
        let define =
            || crate::class::loader::define_standalone(bytes, &[]).expect("Object defines");
        (define(), define())
    }

    #[test]
    fn one_name_is_one_class_per_loader_and_defined_once() {
        let spaces = Namespaces::default();
        let (a, b) = two_objects();
        assert!(spaces.define(1, a).is_ok());
        let again = spaces.define(1, b).err().expect("a duplicate definition");
        assert!(std::ptr::eq(again.0, a));
        assert!(spaces.define(2, b).is_ok());
        assert!(std::ptr::eq(spaces.lookup(1, &a.name).unwrap(), a));
        assert!(std::ptr::eq(spaces.lookup(2, &a.name).unwrap(), b));
        assert!(spaces.lookup(3, &a.name).is_none());
        assert_eq!(spaces.defined_count(), 2);
    }

    #[test]
    fn an_initiating_loader_keeps_the_first_class_it_recorded() {
        let spaces = Namespaces::default();
        let (a, b) = two_objects();
        assert!(std::ptr::eq(spaces.record_initiated(5, &a.name, a), a));
        assert!(std::ptr::eq(spaces.record_initiated(5, &a.name, b), a));
        assert!(
            spaces.define(5, a).is_err(),
            "an initiated name cannot be defined"
        );
        assert_eq!(spaces.defined_count(), 0);
    }
}
