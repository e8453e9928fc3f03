#!/bin/sh
# Stands in for rvm so that the Java suite can check itself: every case must pass with
#   RVM_BIN=tests/java/java-as-rvm.sh cargo test --release --test java_suite
# Takes the command line the suite gives rvm (`run --tier=T [RVM_TEST_ARGS...] -cp DIR Main
# ARGS...`), drops everything before `-cp`, and runs `java` with the rest.
while [ $# -gt 0 ] && [ "$1" != -cp ]; do
    shift
done
exec java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC "$@"
