#!/bin/sh
# Lists every native method of the compiled class library as "| class | method | descriptor |" rows.
#   vm/classlib/tools/natives-list.sh CLASSDIR
set -eu
cd "$1"
find . -name '*.class' | sed 's|^\./||; s|\.class$||' | sort | while read -r c; do
    javap -p -s "$c.class" | awk -v cls="$(echo "$c" | tr / .)" '
        / native / { line = $0; getline; d = $2;
                     sub(/\(.*/, "", line); n = split(line, w, " "); name = w[n];
                     if (line ~ / static /) name = "static " name;
                     printf "| `%s` | `%s` | `%s` |\n", cls, name, d }'
done
