#!/usr/bin/env python3
"""Prints the generated part of docs/classlib.md: one row per class of rvm's class library with
its public/protected methods and its native methods (name + descriptor).

    python3 vm/classlib/tools/classlib-table.py CLASSDIR      (CLASSDIR = javac output of vm/classlib)
"""
import os
import re
import subprocess
import sys


def members(path):
    out = subprocess.run(["javap", "-p", "-s", path], capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
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


def main():
    root = sys.argv[1]
    rows = []
    for dirpath, _, files in os.walk(root):
        for f in files:
            if f.endswith(".class"):
                rows.append(os.path.join(dirpath, f))
    rows.sort(key=lambda p: os.path.relpath(p, root))
    print("| class | kind | public/protected methods | native methods (VM) |")
    print("|---|---|---|---|")
    for path in rows:
        cls = os.path.relpath(path, root)[:-6].replace("/", ".")
        header, ms = members(path)
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
