#!/usr/bin/env bash
# Compile time of forms written with Formwork's builders.
#
# Generates forms of 50/100/200/400 rows (sections of 10 mixed rows with if/else, if and
# for-in) in three styles, and prints the median `swiftc -typecheck` seconds of each:
#   inline     — every section inside one `Form { … }` expression
#   split      — the same sections, one function per section, listed in `Form { … }`
#   statements — the same rows appended as plain statements, with no builder
#
# Usage: Benchmarks/compile-time.sh [sizes…]   (env: REPEATS=5, default sizes 50 100 200 400)
set -euo pipefail
cd "$(dirname "$0")/.."

repeats=${REPEATS:-5}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(50 100 200 400)

swift build --target Formwork >/dev/null
modules=.build/debug/Modules
[ -d "$modules" ] || modules=.build/debug
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The 10 rows of section $1, as builder statements.
builder_rows() {
    local s=$1
    cat <<SWIFT
            Row("Title $s")
            if flag { Row("On $s", detail: "yes") } else { Text("Off $s") }
            if flag { Row("Extra $s") }
            Text("Note $s")
            for item in items { Row("Item \(item) $s") }
            Row("Detail $s", subtitle: "sub", detail: "d")
            if flag { Text("A $s") } else { Row("B $s") }
            Row("Plain $s")
            if !flag { Row("Hidden $s") }
            Text("Last $s")
SWIFT
}

# The same rows of section $1, as statements appending to `section`.
statement_rows() {
    local s=$1
    cat <<SWIFT
    section.append(Row("Title $s"))
    if flag { section.append(Row("On $s", detail: "yes")) } else { section.append(Text("Off $s")) }
    if flag { section.append(Row("Extra $s")) }
    section.append(Text("Note $s"))
    for item in items { section.append(Row("Item \(item) $s")) }
    section.append(Row("Detail $s", subtitle: "sub", detail: "d"))
    if flag { section.append(Text("A $s")) } else { section.append(Row("B $s")) }
    section.append(Row("Plain $s"))
    if !flag { section.append(Row("Hidden $s")) }
    section.append(Text("Last $s"))
SWIFT
}

generate() {
    local style=$1 rows=$2 sections=$(( $2 / 10 )) s
    echo "import Formwork"
    echo "let items = [1, 2]"
    case $style in
    inline)
        echo "func makeForm(flag: Bool) -> Form {"
        echo "    Form {"
        for ((s = 0; s < sections; s++)); do
            echo "        Section(\"Section $s\") {"
            builder_rows $s
            echo "        }"
        done
        echo "    }"
        echo "}" ;;
    split)
        for ((s = 0; s < sections; s++)); do
            echo "func section$s(flag: Bool) -> Section {"
            echo "        Section(\"Section $s\") {"
            builder_rows $s
            echo "        }"
            echo "}"
        done
        echo "func makeForm(flag: Bool) -> Form {"
        echo "    Form {"
        for ((s = 0; s < sections; s++)); do echo "        section$s(flag: flag)"; done
        echo "    }"
        echo "}" ;;
    statements)
        echo "func makeForm(flag: Bool) -> Form {"
        echo "    var form = Form()"
        for ((s = 0; s < sections; s++)); do
            echo "    do {"
            echo "    var section = Section(id: \"s$s\", header: \"Section $s\")"
            statement_rows $s
            echo "    form.append(section)"
            echo "    }"
        done
        echo "    return form"
        echo "}" ;;
    esac
}

median() { sort -g | awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.2f", m }'; }

printf "%-6s %10s %10s %12s   (median swiftc -typecheck seconds of %d runs)\n" rows inline split statements "$repeats"
for rows in "${sizes[@]}"; do
    line=$(printf "%-6s" "$rows")
    for style in inline split statements; do
        file="$work/${style}_$rows.swift"
        generate "$style" "$rows" > "$file"
        times=()
        for ((run = 0; run < repeats; run++)); do
            start=$(date +%s%N)
            swiftc -typecheck -swift-version 6 -I "$modules" "$file"
            end=$(date +%s%N)
            times+=("$(awk -v ns=$(( end - start )) 'BEGIN { print ns / 1e9 }')")
        done
        line+=$(printf " %10s" "$(printf '%s\n' "${times[@]}" | median)")
    done
    echo "$line"
done
