//! Unit tests on hand-assembled bytecode: the wording of each form, the HotSpot
//! quirks the analysis reproduces on purpose; on the class library's javac
//! output: the analysis accepts every instruction of it; and on damaged or random
//! code: nothing panics. The Java programs
//! `tests/java/exceptions/NullPointerMessages*.java` check the wording against
//! `java` end to end.

use super::*;
use crate::bytecode::instruction_length;
use crate::bytecode::opcodes::*;
use crate::class::descriptor::parse_method_descriptor;
use crate::class::loader::{library_class_bytes, library_class_names};
use crate::classfile::ClassFile;

/// Builds a constant pool by writing a minimal class file around the entries
/// and parsing it, so the pool is exactly what the loader would produce.
#[derive(Default)]
struct PoolBuilder {
    bytes: Vec<u8>,
    count: u16,
}

impl PoolBuilder {
    fn add(&mut self, entry: &[u8]) -> u16 {
        self.bytes.extend_from_slice(entry);
        self.count += 1;
        self.count
    }
    fn utf8(&mut self, text: &str) -> u16 {
        let mut entry = vec![1];
        entry.extend_from_slice(&(text.len() as u16).to_be_bytes());
        entry.extend_from_slice(text.as_bytes());
        self.add(&entry)
    }
    fn class(&mut self, name: &str) -> u16 {
        let name = self.utf8(name);
        self.add(&[7, (name >> 8) as u8, name as u8])
    }
    fn member(&mut self, tag: u8, class: &str, name: &str, descriptor: &str) -> u16 {
        let class = self.class(class);
        let name = self.utf8(name);
        let descriptor = self.utf8(descriptor);
        let name_and_type = self.add(&[
            12,
            (name >> 8) as u8,
            name as u8,
            (descriptor >> 8) as u8,
            descriptor as u8,
        ]);
        self.add(&[
            tag,
            (class >> 8) as u8,
            class as u8,
            (name_and_type >> 8) as u8,
            name_and_type as u8,
        ])
    }
    fn field(&mut self, class: &str, name: &str, descriptor: &str) -> u16 {
        self.member(9, class, name, descriptor)
    }
    fn method(&mut self, class: &str, name: &str, descriptor: &str) -> u16 {
        self.member(10, class, name, descriptor)
    }
    fn build(mut self) -> ConstantPool {
        let this_class = self.class("Test");
        // A class without a superclass is a ClassFormatError (JVMS 4.1).
        let super_class = self.class("java/lang/Object");
        let mut class = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61];
        class.extend_from_slice(&(self.count + 1).to_be_bytes());
        class.extend_from_slice(&self.bytes);
        class.extend_from_slice(&[0, 0x21]);
        class.extend_from_slice(&this_class.to_be_bytes());
        class.extend_from_slice(&super_class.to_be_bytes());
        class.extend_from_slice(&[0; 8]); // interfaces, fields, methods, attributes
        ClassFile::parse(&class, "Test.class")
            .expect("test pool parses")
            .constant_pool
    }
}

fn high(index: u16) -> u8 {
    (index >> 8) as u8
}
fn low(index: u16) -> u8 {
    index as u8
}

fn static_method(parameter_slots: &[usize]) -> MethodShape {
    MethodShape {
        is_static: true,
        parameter_slots: parameter_slots.to_vec(),
        local_variables: Vec::new(),
    }
}

fn instance_method(parameter_slots: &[usize]) -> MethodShape {
    MethodShape {
        is_static: false,
        parameter_slots: parameter_slots.to_vec(),
        local_variables: Vec::new(),
    }
}

fn message(code: &[u8], pool: &ConstantPool, shape: &MethodShape, bci: usize) -> Option<String> {
    message_at(code, &[], pool, shape, bci)
}

#[test]
fn array_length_of_a_stored_local_names_the_local() {
    let code = [ACONST_NULL, ASTORE_0 + 1, ALOAD_0 + 1, ARRAYLENGTH, IRETURN];
    let pool = ConstantPool::default();
    assert_eq!(
        message(&code, &pool, &static_method(&[]), 3).as_deref(),
        Some("Cannot read the array length because \"<local1>\" is null")
    );
}

#[test]
fn unchanged_locals_are_this_or_parameters_counting_long_as_two_slots() {
    // void m(long a, Object[] b): b lives in slot 3.
    let code = [ALOAD_0, MONITORENTER, ALOAD, 3, ICONST_0, AALOAD, ATHROW];
    let pool = ConstantPool::default();
    let shape = instance_method(&[2, 1]);
    assert_eq!(
        message(&code, &pool, &shape, 5).as_deref(),
        Some("Cannot load from object array because \"<parameter2>\" is null")
    );
    assert_eq!(
        message(&code, &pool, &shape, 6).as_deref(),
        Some("Cannot throw exception because \"<parameter2>[0]\" is null")
    );
    assert_eq!(
        message(&code, &pool, &shape, 1).as_deref(),
        Some("Cannot enter synchronized block because \"this\" is null")
    );
}

#[test]
fn every_array_element_kind_has_its_word() {
    let pool = ConstantPool::default();
    let kinds = [
        "int",
        "long",
        "float",
        "double",
        "object",
        "byte/boolean",
        "char",
        "short",
    ];
    for (offset, kind) in kinds.iter().enumerate() {
        let load = [ACONST_NULL, ICONST_0, IALOAD + offset as u8];
        assert_eq!(
            message(&load, &pool, &static_method(&[]), 2),
            Some(format!(
                "Cannot load from {kind} array because \"null\" is null"
            ))
        );
        let wide_value = matches!(*kind, "long" | "double");
        let value: &[u8] = if wide_value { &[LCONST_0] } else { &[ICONST_0] };
        let store = [
            &[ACONST_NULL, ICONST_0][..],
            value,
            &[IASTORE + offset as u8],
        ]
        .concat();
        assert_eq!(
            message(&store, &pool, &static_method(&[]), 3),
            Some(format!(
                "Cannot store to {kind} array because \"null\" is null"
            ))
        );
    }
}

#[test]
fn fields_statics_and_calls_are_spelled_like_java() {
    let mut builder = PoolBuilder::default();
    let next = builder.field("pkg/Node", "next", "Lpkg/Node;");
    let total = builder.field("pkg/Node", "total", "J");
    let head = builder.field("pkg/Node", "head", "Lpkg/Node;");
    let find = builder.method(
        "pkg/Node",
        "find",
        "(ILjava/lang/String;[[JLjava/lang/StringBuilder;Ljava/lang/Integer;)Lpkg/Node;",
    );
    let length = builder.method("java/lang/String", "length", "()I");
    let pool = builder.build();
    let shape = static_method(&[]);

    // Node.head.next.total = 0L
    let code = [
        GETSTATIC,
        high(head),
        low(head),
        GETFIELD,
        high(next),
        low(next),
        LCONST_0,
        PUTFIELD,
        high(total),
        low(total),
        RETURN,
    ];
    assert_eq!(
        message(&code, &pool, &shape, 3).as_deref(),
        Some("Cannot read field \"next\" because \"pkg.Node.head\" is null")
    );
    assert_eq!(
        message(&code, &pool, &shape, 7).as_deref(),
        Some("Cannot assign field \"total\" because \"pkg.Node.head.next\" is null")
    );

    // Node.head.find(1, null, null, null, null).next
    let code = [
        GETSTATIC,
        high(head),
        low(head),
        ICONST_0 + 1,
        ACONST_NULL,
        ACONST_NULL,
        ACONST_NULL,
        ACONST_NULL,
        INVOKEVIRTUAL,
        high(find),
        low(find),
        GETFIELD,
        high(next),
        low(next),
        ARETURN,
    ];
    assert_eq!(
        message(&code, &pool, &shape, 8).as_deref(),
        Some("Cannot invoke \"pkg.Node.find(int, String, long[][], StringBuilder, java.lang.Integer)\" because \"pkg.Node.head\" is null")
    );
    assert_eq!(
        message(&code, &pool, &shape, 11).as_deref(),
        Some("Cannot read field \"next\" because the return value of \"pkg.Node.find(int, String, long[][], StringBuilder, java.lang.Integer)\" is null")
    );

    // ((String) null).length()
    let code = [
        ACONST_NULL,
        INVOKEVIRTUAL,
        high(length),
        low(length),
        IRETURN,
    ];
    assert_eq!(
        message(&code, &pool, &shape, 1).as_deref(),
        Some("Cannot invoke \"String.length()\" because \"null\" is null")
    );
}

#[test]
fn array_indexes_are_constants_locals_or_dots() {
    let pool = ConstantPool::default();
    let shape = static_method(&[1, 1]); // (Object[][] grid, int i)
    let cases: [(&[u8], &str); 5] = [
        (&[BIPUSH, 100], "100"),
        (&[SIPUSH, 0x01, 0x2c], "300"),
        // HotSpot prints sipush's operand unsigned.
        (&[SIPUSH, 0xff, 0xff], "65535"),
        (&[ILOAD_0 + 1], "<parameter2>"),
        (&[ILOAD_0 + 1, ICONST_0 + 1, IADD], "..."),
    ];
    for (index, spelled) in cases {
        let code = [&[ALOAD_0][..], index, &[AALOAD, ICONST_0, AALOAD, ARETURN]].concat();
        let failing = code.len() - 2;
        assert_eq!(
            message(&code, &pool, &shape, failing),
            Some(format!(
                "Cannot load from object array because \"<parameter1>[{spelled}]\" is null"
            ))
        );
    }
}

#[test]
fn deep_array_chains_stop_at_five_levels_with_a_placeholder() {
    let pool = ConstantPool::default();
    let mut code = vec![ALOAD_0];
    for _ in 0..6 {
        code.extend_from_slice(&[ICONST_0, AALOAD]);
    }
    code.extend_from_slice(&[ARRAYLENGTH, IRETURN]);
    let failing = code.len() - 2;
    assert_eq!(
        message(&code, &pool, &static_method(&[1]), failing).as_deref(),
        Some("Cannot read the array length because \"<array>[0][0][0][0][0]\" is null")
    );
}

#[test]
fn a_value_from_two_places_gives_no_cause() {
    // (flag ? a : b).length  for static m(int flag, Object[] a, Object[] b)
    let code = [
        ILOAD_0,
        IFEQ,
        0,
        7,
        ALOAD_0 + 1,
        GOTO,
        0,
        4,
        ALOAD_0 + 2,
        ARRAYLENGTH,
        IRETURN,
    ];
    let pool = ConstantPool::default();
    assert_eq!(
        message(&code, &pool, &static_method(&[1, 1, 1]), 9).as_deref(),
        Some("Cannot read the array length")
    );
}

#[test]
fn a_parameter_stored_to_on_any_path_becomes_a_local() {
    // if (flag) a = null; a.length  for static m(int flag, Object[] a)
    let code = [
        ILOAD_0,
        IFEQ,
        0,
        5,
        ACONST_NULL,
        ASTORE_0 + 1,
        ALOAD_0 + 1,
        ARRAYLENGTH,
        IRETURN,
    ];
    let pool = ConstantPool::default();
    assert_eq!(
        message(&code, &pool, &static_method(&[1, 1]), 7).as_deref(),
        Some("Cannot read the array length because \"<local1>\" is null")
    );
}

#[test]
fn a_store_later_in_a_loop_is_not_seen_because_the_analysis_stops_early() {
    // for (;;) { a.length; a = null; }  HotSpot stops once the failing bci has a
    // stack, before the back edge carries the store around.
    let code = [
        ALOAD_0,
        ARRAYLENGTH,
        POP,
        ACONST_NULL,
        ASTORE_0,
        GOTO,
        0xff,
        0xfb,
    ];
    let pool = ConstantPool::default();
    assert_eq!(
        message(&code, &pool, &static_method(&[1]), 1).as_deref(),
        Some("Cannot read the array length because \"<parameter1>\" is null")
    );
}

#[test]
fn handlers_start_with_no_locals_stored() {
    // try { a = null; throw a; } catch (any) { a.length }  for static m(Object[] a)
    let code = [
        ACONST_NULL,
        ASTORE_0,
        ALOAD_0,
        ATHROW,
        POP,
        ALOAD_0,
        ARRAYLENGTH,
        IRETURN,
    ];
    let handlers = [ExceptionHandler {
        start_pc: 0,
        end_pc: 4,
        handler_pc: 4,
        catch_type: 0,
    }];
    let pool = ConstantPool::default();
    assert_eq!(
        message_at(&code, &handlers, &pool, &static_method(&[1]), 6).as_deref(),
        Some("Cannot read the array length because \"<parameter1>\" is null")
    );
    assert_eq!(
        message_at(&code, &handlers, &pool, &static_method(&[1]), 3).as_deref(),
        Some("Cannot throw exception because \"<local0>\" is null")
    );
}

#[test]
fn wide_locals_and_locals_past_63_are_never_parameters() {
    let pool = ConstantPool::default();
    let code = [WIDE, ALOAD, 0x01, 0x2c, ARRAYLENGTH, IRETURN];
    assert_eq!(
        message(&code, &pool, &static_method(&[]), 4).as_deref(),
        Some("Cannot read the array length because \"<local300>\" is null")
    );
    let code = [ALOAD, 64, ARRAYLENGTH, IRETURN];
    assert_eq!(
        message(&code, &pool, &static_method(&[1; 70]), 2).as_deref(),
        Some("Cannot read the array length because \"<local64>\" is null")
    );
    let code = [ALOAD, 63, ARRAYLENGTH, IRETURN];
    assert_eq!(
        message(&code, &pool, &static_method(&[1; 70]), 2).as_deref(),
        Some("Cannot read the array length because \"<parameter64>\" is null")
    );
}

#[test]
fn a_local_variable_table_names_locals_where_it_covers_the_load() {
    // static m(Object[] items) { Object[] copy = items; copy.length; items.length }
    let code = [
        ALOAD_0,
        ASTORE_0 + 1,
        ALOAD_0 + 1,
        ARRAYLENGTH,
        POP,
        ALOAD_0,
        ARRAYLENGTH,
        IRETURN,
    ];
    let pool = ConstantPool::default();
    let mut shape = static_method(&[1]);
    shape.local_variables = vec![
        LocalVariable {
            start_pc: 0,
            length: 8,
            slot: 0,
            name: "items".to_string(),
        },
        LocalVariable {
            start_pc: 2,
            length: 3,
            slot: 1,
            name: "copy".to_string(),
        },
    ];
    assert_eq!(
        message(&code, &pool, &shape, 3).as_deref(),
        Some("Cannot read the array length because \"copy\" is null")
    );
    assert_eq!(
        message(&code, &pool, &shape, 6).as_deref(),
        Some("Cannot read the array length because \"items\" is null")
    );
    shape.local_variables[1].start_pc = 3; // the load at bci 2 is outside the entry
    assert_eq!(
        message(&code, &pool, &shape, 3).as_deref(),
        Some("Cannot read the array length because \"<local1>\" is null")
    );
}

#[test]
fn constructor_calls_and_non_dereferencing_instructions_give_no_message() {
    let mut builder = PoolBuilder::default();
    let init = builder.method("java/lang/NullPointerException", "<init>", "()V");
    let pool = builder.build();
    let code = [
        ACONST_NULL,
        INVOKESPECIAL,
        high(init),
        low(init),
        ICONST_0,
        ICONST_0 + 1,
        IADD,
        IRETURN,
    ];
    let shape = static_method(&[]);
    assert_eq!(message(&code, &pool, &shape, 1), None);
    assert_eq!(message(&code, &pool, &shape, 6), None);
    assert_eq!(message(&code, &pool, &shape, 99), None);
}

/// Every method of rvm's class library (javac output) with the shape of its
/// descriptor: (class, method name, shape, code).
fn library_methods() -> Vec<(ClassFile, usize, MethodShape)> {
    let mut methods = Vec::new();
    for name in library_class_names() {
        let class = ClassFile::parse(library_class_bytes(name).unwrap(), name).unwrap();
        for (index, method) in class.methods.iter().enumerate() {
            if method.code.is_none() {
                continue;
            }
            let (parameters, _) = parse_method_descriptor(&method.descriptor).unwrap();
            let shape = MethodShape {
                is_static: method.access & crate::classfile::access::STATIC != 0,
                parameter_slots: parameters.iter().map(|t| t.slots()).collect(),
                local_variables: Vec::new(),
            };
            methods.push((class.clone(), index, shape));
        }
    }
    methods
}

#[test]
fn the_analysis_accepts_every_instruction_of_the_class_library() {
    for (class, index, shape) in library_methods() {
        let method = &class.methods[index];
        let code = method.code.as_ref().unwrap();
        let mut bci = 0;
        while bci < code.bytecode.len() {
            let stacks = analysis::analyse(
                &code.bytecode,
                &code.exception_table,
                &class.constant_pool,
                bci,
            );
            assert!(
                stacks.is_some(),
                "{}.{}{} at bci {bci}",
                class.this_class,
                method.name,
                method.descriptor
            );
            let _ = message_at(
                &code.bytecode,
                &code.exception_table,
                &class.constant_pool,
                &shape,
                bci,
            );
            bci += instruction_length(&code.bytecode, bci).unwrap();
        }
    }
}

#[test]
fn damaged_library_code_never_panics() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for (class, index, shape) in library_methods().into_iter().step_by(3) {
        let code = class.methods[index].code.as_ref().unwrap();
        let mut bytecode = code.bytecode.clone();
        for _ in 0..1 + bytecode.len() / 16 {
            let at = (next() % bytecode.len() as u64) as usize;
            bytecode[at] = next() as u8;
        }
        for bci in 0..bytecode.len() {
            let _ = message_at(
                &bytecode,
                &code.exception_table,
                &class.constant_pool,
                &shape,
                bci,
            );
        }
    }
}

#[test]
fn malformed_code_never_panics() {
    let mut builder = PoolBuilder::default();
    builder.field("A", "f", "I");
    builder.method("A", "m", "(JD[I)Ljava/lang/Object;");
    let pool = builder.build();
    let shapes = [static_method(&[1, 2]), instance_method(&[])];
    // A deterministic xorshift stream of opcodes biased towards real ones.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..3000 {
        let length = 1 + (next() % 40) as usize;
        let code: Vec<u8> = (0..length)
            .map(|_| {
                if round % 3 == 0 {
                    next() as u8
                } else {
                    (next() % 0xca) as u8
                }
            })
            .collect();
        let handlers = [ExceptionHandler {
            start_pc: 0,
            end_pc: (next() % 50) as u16,
            handler_pc: (next() % 50) as u16,
            catch_type: 0,
        }];
        for bci in 0..=length {
            let _ = message_at(&code, &handlers, &pool, &shapes[round % 2], bci);
        }
    }
}
