#!/bin/sh
# Lists every native method of the compiled class library as "| class | method | descriptor |" rows.
#   vm/classlib/tools/natives-list.sh CLASSDIR
set -eu
exec python3 "$(dirname "$0")/classlib-table.py" --natives "$1"
