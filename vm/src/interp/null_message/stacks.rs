//! The values the analysis tracks: what HotSpot keeps per operand-stack slot
//! (who pushed it, its type), the stack simulated through one instruction, and
//! the entry stack of every bci (`SimulatedOperandStack`, `StackSlotAnalysisData`).

/// The value kinds HotSpot tracks per slot (`BasicType`). Only the size and the
/// object/array distinction change the outcome, but merges compare types exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ValueType {
    Boolean,
    Char,
    Float,
    Double,
    Byte,
    Short,
    Int,
    Long,
    Object,
    Array,
    Void,
    /// A `jsr` return address.
    Address,
    /// Merge of incompatible types.
    Conflict,
}

impl ValueType {
    /// Operand-stack slots a value of this type takes.
    pub(super) fn size(self) -> usize {
        match self {
            ValueType::Long | ValueType::Double => 2,
            ValueType::Void => 0,
            _ => 1,
        }
    }

    fn is_reference(self) -> bool {
        matches!(self, ValueType::Object | ValueType::Array)
    }

    /// The type of a field descriptor or method return descriptor (`V` is Void).
    pub(super) fn of_descriptor(descriptor: &str) -> Option<ValueType> {
        Some(match descriptor.as_bytes().first()? {
            b'Z' => ValueType::Boolean,
            b'C' => ValueType::Char,
            b'F' => ValueType::Float,
            b'D' => ValueType::Double,
            b'B' => ValueType::Byte,
            b'S' => ValueType::Short,
            b'I' => ValueType::Int,
            b'J' => ValueType::Long,
            b'L' => ValueType::Object,
            b'[' => ValueType::Array,
            b'V' => ValueType::Void,
            _ => return None,
        })
    }
}

/// One operand-stack slot: who pushed it, and its type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct StackSlot {
    /// The bci of the instruction that pushed the value; `None` when paths that
    /// meet here pushed it at different places.
    pub source: Option<usize>,
    pub value_type: ValueType,
}

impl StackSlot {
    fn merge(self, other: StackSlot) -> StackSlot {
        if self.value_type != other.value_type {
            if self.value_type.is_reference() && other.value_type.is_reference() {
                let source = if self.source == other.source {
                    self.source
                } else {
                    None
                };
                return StackSlot {
                    source,
                    value_type: ValueType::Object,
                };
            }
            return StackSlot {
                source: None,
                value_type: ValueType::Conflict,
            };
        }
        if self.source == other.source {
            self
        } else {
            StackSlot {
                source: None,
                value_type: self.value_type,
            }
        }
    }
}

/// The operand stack being simulated through one instruction, plus which locals
/// may have been stored to on some path here (then a local no longer names a
/// parameter).
#[derive(Debug, Default)]
pub(super) struct SimulatedStack {
    /// Bottom first.
    slots: Vec<StackSlot>,
    /// Bit i: local i was stored to. Locals above 63 always count as stored.
    stored_locals: u64,
}

impl SimulatedStack {
    pub(super) fn len(&self) -> usize {
        self.slots.len()
    }

    pub(super) fn slot(&self, depth: usize) -> Option<StackSlot> {
        let index = self.slots.len().checked_sub(depth + 1)?;
        self.slots.get(index).copied()
    }

    pub(super) fn mark_local_stored(&mut self, index: usize) {
        if index <= 63 {
            self.stored_locals |= 1u64 << index;
        }
    }

    /// Pushes a value pushed by `source`: two slots for long and double, none for void.
    pub(super) fn push(&mut self, source: usize, value_type: ValueType) {
        self.push_value(StackSlot {
            source: Some(source),
            value_type,
        });
    }

    pub(super) fn push_value(&mut self, slot: StackSlot) {
        if slot.value_type.size() == 2 {
            self.push_slot(slot);
        }
        self.push_slot(slot);
    }

    /// Pushes exactly one slot (the `dup` family copies slots, not values).
    pub(super) fn push_slot(&mut self, slot: StackSlot) {
        if slot.value_type != ValueType::Void {
            self.slots.push(slot);
        }
    }

    pub(super) fn pop(&mut self, count: usize) -> Option<()> {
        let keep = self.slots.len().checked_sub(count)?;
        self.slots.truncate(keep);
        Some(())
    }

    /// The top `N` slots, top first, popped.
    pub(super) fn take<const N: usize>(&mut self) -> Option<[StackSlot; N]> {
        let mut out = [StackSlot {
            source: None,
            value_type: ValueType::Conflict,
        }; N];
        for slot in out.iter_mut() {
            *slot = self.slots.pop()?;
        }
        Some(out)
    }
}

/// The entry stack of one bci, as the describer reads it.
#[derive(Clone, Copy, Debug)]
pub(super) struct EntryStack<'a> {
    slots: &'a [StackSlot],
    stored_locals: u64,
}

impl EntryStack<'_> {
    /// The slot `depth` below the top (0 is the top).
    pub(super) fn slot(&self, depth: usize) -> Option<StackSlot> {
        let index = self.slots.len().checked_sub(depth + 1)?;
        self.slots.get(index).copied()
    }

    pub(super) fn local_was_stored(&self, index: usize) -> bool {
        index > 63 || self.stored_locals & (1u64 << index) != 0
    }
}

/// The analysis result: the entry stack of each bci the analysis reached. The
/// depth at a bci never changes once known (merges of other depths are
/// rejected), so all stacks live in one arena and merges overwrite in place:
/// the analysis runs on every NullPointerException and should not allocate per
/// instruction.
#[derive(Debug)]
pub(super) struct EntryStacks {
    /// Per bci, one more than the code length (falling off the end lands there).
    entries: Vec<Option<EntryRecord>>,
    arena: Vec<StackSlot>,
}

#[derive(Clone, Copy, Debug)]
struct EntryRecord {
    start: usize,
    depth: usize,
    stored_locals: u64,
}

/// What [`EntryStacks::merge`] found at the bci.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Merge {
    /// The bci had no entry stack: it now has a copy of the stack.
    First,
    /// The bci had one: both now hold the merge of the two.
    Joined,
}

impl EntryStacks {
    /// No entry stack known for any of `bcis` bcis.
    pub(super) fn new(bcis: usize) -> EntryStacks {
        EntryStacks {
            entries: vec![None; bcis],
            arena: Vec::new(),
        }
    }

    /// How many bcis there are (code length + 1).
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }

    pub(super) fn at(&self, bci: usize) -> Option<EntryStack<'_>> {
        let record = (*self.entries.get(bci)?)?;
        Some(EntryStack {
            slots: &self.arena[record.start..record.start + record.depth],
            stored_locals: record.stored_locals,
        })
    }

    pub(super) fn is_known(&self, bci: usize) -> bool {
        matches!(self.entries.get(bci), Some(Some(_)))
    }

    pub(super) fn insert(&mut self, bci: usize, stack: &SimulatedStack) {
        let start = self.arena.len();
        self.arena.extend_from_slice(&stack.slots);
        self.entries[bci] = Some(EntryRecord {
            start,
            depth: stack.slots.len(),
            stored_locals: stack.stored_locals,
        });
    }

    /// Copies the entry stack at `bci` into `stack`; false if it is unknown.
    pub(super) fn load(&self, bci: usize, stack: &mut SimulatedStack) -> bool {
        let Some(Some(record)) = self.entries.get(bci) else {
            return false;
        };
        stack.slots.clear();
        stack
            .slots
            .extend_from_slice(&self.arena[record.start..record.start + record.depth]);
        stack.stored_locals = record.stored_locals;
        true
    }

    /// Merges `stack` into the entry stack at `bci`, leaving the merged stack in
    /// both places: HotSpot merges into its working copy, which then goes on to
    /// the next successor. `None` if `bci` is out of range or the depths differ.
    pub(super) fn merge(&mut self, bci: usize, stack: &mut SimulatedStack) -> Option<Merge> {
        let Some(record) = *self.entries.get(bci)? else {
            self.insert(bci, stack);
            return Some(Merge::First);
        };
        if record.depth != stack.slots.len() {
            return None;
        }
        let existing = &mut self.arena[record.start..record.start + record.depth];
        for (mine, theirs) in stack.slots.iter_mut().zip(existing.iter_mut()) {
            *mine = mine.merge(*theirs);
            *theirs = *mine;
        }
        stack.stored_locals |= record.stored_locals;
        self.entries[bci] = Some(EntryRecord {
            stored_locals: stack.stored_locals,
            ..record
        });
        Some(Merge::Joined)
    }
}
