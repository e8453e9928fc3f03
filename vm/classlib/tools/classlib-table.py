#!/usr/bin/env python3
"""Prints the generated parts of docs/classlib.md: one row per class of rvm's class library with
its public/protected methods and its native methods (name + descriptor), or with --natives one
row per native method.

    python3 vm/classlib/tools/classlib-table.py [--natives] CLASSDIR   (CLASSDIR = javac output of vm/classlib)

javap runs once per batch of classes, not once per class (a JVM start each: ~700 classes took
15-30 minutes that way).
"""
import os
import re
import subprocess
import sys


def parse_block(lines):
    header = next(l for l in lines if re.search(r"\b(class|interface)\b", l) and l.rstrip().endswith("{"))
    result = []
    for i, line in enumerate(lines):
        if "(" not in line or not line.rstrip().endswith(";"):
            continue
        desc = lines[i + 1].strip().replace("descriptor: ", "") if i + 1 < len(lines) else ""
        decl = line.strip()
        m = re.match(r"(.*?)([\w$<>]+)\(", decl)
        if not m:
            continue
        mods, name = m.group(1), m.group(2)
        result.append((mods, name, desc))
    return header.strip(), result


def members_of_all(paths, batch=150):
    """(header, [(modifiers, name, descriptor)]) per class file, in the order of `paths`.
    javap prints one block per class, each closed by a line holding only "}"."""
    blocks = []
    for start in range(0, len(paths), batch):
        chunk = paths[start:start + batch]
        out = subprocess.run(["javap", "-p", "-s"] + chunk, capture_output=True, text=True, check=True).stdout
        current = []
        for line in out.splitlines():
            current.append(line)
            if line == "}":
                blocks.append(parse_block(current))
                current = []
        if len(blocks) != start + len(chunk):
            sys.exit("classlib-table.py: javap printed %d classes for %d files" % (len(blocks) - start, len(chunk)))
    return blocks


def main():
    natives_only = sys.argv[1] == "--natives"
    root = sys.argv[2] if natives_only else sys.argv[1]
    rows = []
    for dirpath, _, files in os.walk(root):
        for f in files:
            if f.endswith(".class"):
                rows.append(os.path.join(dirpath, f))
    rows.sort(key=lambda p: os.path.relpath(p, root))
    all_members = members_of_all(rows)
    if natives_only:
        for path, (_, ms) in zip(rows, all_members):
            cls = os.path.relpath(path, root)[:-6].replace("/", ".")
            for mods, name, desc in ms:
                if "native" in mods.split():
                    shown = ("static " if "static" in mods.split() else "") + name
                    print("| `%s` | `%s` | `%s` |" % (cls, shown, desc))
        return
    print("| class | kind | public/protected methods | native methods (VM) |")
    print("|---|---|---|---|")
    for path, (header, ms) in zip(rows, all_members):
        cls = os.path.relpath(path, root)[:-6].replace("/", ".")
        kind = "interface" if " interface " in " " + header else ("abstract class" if "abstract class" in header else "class")
        visible = "public " in header or "protected " in header
        names = []
        natives = []
        for mods, name, desc in ms:
            simple = cls.split(".")[-1]
            shown = "*ctor*" if name == cls or name == simple else name
            if "native" in mods.split():
                natives.append("`%s%s`" % (shown, desc))
            if ("public" in mods.split() or "protected" in mods.split()) and shown not in names:
                names.append(shown)
        if not visible and not natives:
            kind += " (package-private)"
        print("| `%s` | %s | %s | %s |" % (cls, kind, ", ".join(names) if names else "—",
                                          "<br>".join(natives) if natives else "—"))


if __name__ == "__main__":
    main()
