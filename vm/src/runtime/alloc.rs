//! Allocation on behalf of Java code: objects, arrays and multi-dimensional
//! arrays, with the exceptions the JVMS requires (NegativeArraySizeException,
//! OutOfMemoryError) thrown instead of failing.

use crate::class::loader::{array_class_of, load_class, primitive_class};
use crate::class::{BasicType, Class};
use crate::heap::ObjRef;
use crate::runtime::thread::{JResult, JavaThread, Thrown};

impl JavaThread {
    /// `new_object` for the interpreter's `new`: the frames between the
    /// interpreter loop and the collector hold no references (gc.rs).
    #[inline]
    pub(crate) fn new_object_for_interpreter(&mut self, class: &'static Class) -> JResult<ObjRef> {
        self.interpreter_allocation = true;
        let obj = self.allocate(class, class.instance_size);
        self.interpreter_allocation = false;
        obj.ok_or_else(|| self.out_of_memory())
    }

    /// `new_array` for the interpreter's `newarray` and `anewarray`.
    #[inline]
    pub(crate) fn new_array_for_interpreter(
        &mut self,
        array_class: &'static Class,
        length: i32,
    ) -> JResult<ObjRef> {
        if length < 0 {
            return self.new_array(array_class, length);
        }
        self.interpreter_allocation = true;
        let array = self.allocate_array(array_class, length);
        self.interpreter_allocation = false;
        array.ok_or_else(|| self.out_of_memory())
    }

    /// Allocates an array of `length >= 0` elements and sets its length, or
    /// `None` when the heap is full.
    #[inline]
    fn allocate_array(&mut self, array_class: &'static Class, length: i32) -> Option<ObjRef> {
        let array = self.allocate(array_class, array_class.array_size(length as usize))?;
        array.write::<i32>(crate::heap::object::ARRAY_LENGTH_OFFSET, length);
        Some(array)
    }

    /// A zeroed instance of `class` (already initialized by the caller).
    #[inline]
    pub fn new_object(&mut self, class: &'static Class) -> JResult<ObjRef> {
        self.allocate(class, class.instance_size)
            .ok_or_else(|| self.out_of_memory())
    }

    /// A zeroed array of `length` elements of `array_class`.
    #[inline]
    pub fn new_array(&mut self, array_class: &'static Class, length: i32) -> JResult<ObjRef> {
        if length < 0 {
            let message = length.to_string();
            return Err(self.throw_new("java/lang/NegativeArraySizeException", Some(&message)));
        }
        self.allocate_array(array_class, length)
            .ok_or_else(|| self.out_of_memory())
    }

    /// `multianewarray`: nested arrays for the given dimension lengths (fewer
    /// lengths than the class's dimensions leaves the inner arrays null).
    pub fn new_multi_array(
        &mut self,
        array_class: &'static Class,
        lengths: &[i32],
    ) -> JResult<ObjRef> {
        if let Some(&negative) = lengths.iter().find(|&&l| l < 0) {
            let message = negative.to_string();
            return Err(self.throw_new("java/lang/NegativeArraySizeException", Some(&message)));
        }
        self.build_multi_array(array_class, lengths)
    }

    fn build_multi_array(
        &mut self,
        array_class: &'static Class,
        lengths: &[i32],
    ) -> JResult<ObjRef> {
        let outer = self.new_array(array_class, lengths[0])?;
        if lengths.len() > 1 {
            let component = array_class
                .component()
                .expect("multianewarray class is an array");
            for i in 0..lengths[0] as usize {
                let inner = self.build_multi_array(component, &lengths[1..])?;
                outer.write_ref(crate::heap::object::ARRAY_DATA_OFFSET + 8 * i, inner);
            }
        }
        Ok(outer)
    }

    pub fn primitive_array_class(&mut self, t: BasicType) -> JResult<&'static Class> {
        let component = primitive_class(self.vm, t);
        self.array_class_of(component)
    }

    pub fn array_class_of(&mut self, component: &'static Class) -> JResult<&'static Class> {
        array_class_of(self.vm, component).map_err(|e| self.throw_link_error(e))
    }

    /// Loads a class by internal name, throwing the LinkageError on failure.
    pub fn load_class(&mut self, name: &str) -> JResult<&'static Class> {
        load_class(self.vm, name).map_err(|e| self.throw_link_error(e))
    }

    #[cold]
    pub fn out_of_memory(&mut self) -> Thrown {
        // Try to build a fresh error with a stack trace; fall back to the
        // pre-built one if the heap cannot even hold that.
        let pre = self
            .vm
            .preallocated_oom
            .get()
            .copied()
            .unwrap_or(ObjRef::NULL);
        if self.in_out_of_memory {
            return self.throw(pre);
        }
        self.in_out_of_memory = true;
        let fresh = crate::runtime::exceptions::new_exception(
            self,
            "java/lang/OutOfMemoryError",
            Some("Java heap space"),
        );
        self.in_out_of_memory = false;
        match fresh {
            Ok(e) => self.throw(e),
            Err(Thrown) => self.throw(pre),
        }
    }
}
