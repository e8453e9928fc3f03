#!/bin/sh
# Regenerates the generated sections of docs/classlib.md (the native-method list and the class
# table) from the compiled class library. With --check, fails instead if the file would change.
#   vm/classlib/tools/update-doc.sh [--check] [CLASSDIR]   (default: compile vm/classlib to a temp dir)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
lib=$(dirname "$here")
doc=$(cd "$lib/../.." && pwd)/docs/classlib.md
check=no
if [ "${1:-}" = "--check" ]; then check=yes; shift; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ $# -ge 1 ]; then
    out=$1
else
    out=$tmp/classes
    mkdir -p "$out"
    # shellcheck disable=SC2046
    javac --patch-module java.base="$lib" -XDstringConcat=inline -g -d "$out" $(find "$lib" -name '*.java')
fi
{
    echo "| class | method | descriptor |"
    echo "|---|---|---|"
    "$here/natives-list.sh" "$out"
} > "$tmp/natives.md"
python3 "$here/classlib-table.py" "$out" > "$tmp/table.md"
python3 - "$doc" "$tmp/natives.md" "$tmp/table.md" "$tmp/new.md" <<'PY'
import sys
doc, natives, table, new = sys.argv[1:]
s = open(doc).read()
for name, path in (("natives", natives), ("table", table)):
    begin = "<!-- BEGIN GENERATED %s -->\n" % name
    end = "<!-- END GENERATED %s -->" % name
    i = s.index(begin) + len(begin)
    j = s.index(end)
    s = s[:i] + open(path).read() + s[j:]
open(new, "w").write(s)
PY
if [ "$check" = yes ]; then
    if ! cmp -s "$doc" "$tmp/new.md"; then
        diff -u "$doc" "$tmp/new.md" || true
        echo "docs/classlib.md is out of date: run vm/classlib/tools/update-doc.sh" >&2
        exit 1
    fi
else
    cp "$tmp/new.md" "$doc"
fi
