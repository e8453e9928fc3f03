#!/bin/sh
# Stands in for rvm so that the Java suite can check itself: every case must pass with
#   RVM_BIN=tests/java/java-as-rvm.sh cargo test --release --test java_suite
# Takes rvm's command line (`run [--rvm-options...] -cp DIR Main ARGS...`), drops `run` and
# the rvm options, and runs `java` with the rest.
[ "$1" = run ] && shift
while [ $# -gt 0 ]; do
    case "$1" in
        --*) shift ;;
        *) break ;;
    esac
done
exec java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC "$@"
