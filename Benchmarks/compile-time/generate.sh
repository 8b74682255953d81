#!/usr/bin/env bash
# Prints a generated form of ROWS rows (sections of 10 mixed rows with if/else, if and for-in)
# in one of four spellings:
#   inline     — every section inside one `Form { … }` expression
#   split      — one statement per section (a function each), listed in `Form { … }`
#   statements — the same rows appended as plain statements, with no builder (the floor)
#   reference  — inline, against ReferenceBuilder.swift (the builder floor)
# Usage: generate.sh STYLE ROWS
set -euo pipefail
style=$1 rows=$2 sections=$(( $2 / 10 ))

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
    builder_rows "$1" | sed -E 's/(Row|Text)\(("[^"]*"[^)]*)\)/section.append(\1(\2))/g; s/^            /    /'
}

inline() {
    echo "func makeForm(flag: Bool) -> Form {"
    echo "    Form {"
    for ((s = 0; s < sections; s++)); do
        echo "        Section(\"Section $s\") {"
        builder_rows $s
        echo "        }"
    done
    echo "    }"
    echo "}"
}

echo "import Formwork"
echo "let items = [1, 2]"
case $style in
inline) inline ;;
reference) inline | sed -E 's/\bForm \{/RForm {/; s/-> Form/-> RForm/; s/\bSection\(/RSection(/; s/\bRow\(/RRow(/g; s/\bText\(/RText(/g' ;;
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
*) echo "unknown style: $style" >&2; exit 2 ;;
esac
