#!/bin/sh
# Lists classes referenced from the constant pools of rvm's class library that the library
# itself does not define (rvm has no other classes, so this must print nothing).
#
# Allowed without a definition: the invokedynamic bootstrap plumbing that lambdas, string
# concatenation and records put in constant pools (LambdaMetafactory, MethodHandles$Lookup,
# MethodHandle, MethodType, StringConcatFactory, java/lang/runtime/ObjectMethods); rvm links
# those bootstraps itself and never loads these classes.
#
#   vm/classlib/check-refs.sh            compile vm/classlib into a temporary directory and check it
#   vm/classlib/check-refs.sh DIR        check already compiled classes in DIR
#
# Exit status: 0 when nothing is missing, 1 when something is, 2 when compiling fails.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -ge 1 ]; then
    out=$1
    tmp=
else
    tmp=$(mktemp -d)
    out=$tmp
    trap 'rm -rf "$tmp"' EXIT
    # shellcheck disable=SC2046
    if ! javac --patch-module java.base="$here" -XDstringConcat=inline -g -d "$out" \
            $(find "$here" -name '*.java'); then
        exit 2
    fi
fi
defined=$(mktemp)
referenced=$(mktemp)
trap 'rm -f "$defined" "$referenced"; [ -n "$tmp" ] && rm -rf "$tmp"' EXIT
(cd "$out" && find . -name '*.class' | sed -e 's|^\./||' -e 's|\.class$||' | sort -u) > "$defined"
# Every constant-pool entry (Class entries, descriptors, signatures) that names a platform class.
find "$out" -name '*.class' -print0 | xargs -0 javap -v -p 2>/dev/null \
    | grep -E '^ +#[0-9]+ = ' \
    | grep -oE '(java|javax|jdk|sun)/[A-Za-z0-9_/$]+' \
    | sort -u > "$referenced"
# invokedynamic bootstrap plumbing, linked by the VM itself (see above)
bootstrap_plumbing='^java/lang/invoke/(LambdaMetafactory|MethodHandles\$Lookup|MethodHandles|MethodHandle|MethodType|StringConcatFactory|CallSite)$|^java/lang/runtime/ObjectMethods$'
missing=$(comm -23 "$referenced" "$defined" | grep -Ev "$bootstrap_plumbing" || true)
if [ -n "$missing" ]; then
    echo "$missing"
    exit 1
fi
exit 0
