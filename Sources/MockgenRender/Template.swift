/// Replaces each `{{name}}` in `template` with `values[name]`, in one pass over the template, so a
/// value that itself contains `{{...}}` (a hostile title, say) is never expanded. A placeholder
/// without a value is a template mistake and stops the program.
func fillTemplate(_ template: String, _ values: [String: String]) -> String {
    var out = ""
    var rest = template[...]
    while let open = rest.firstRange(of: "{{") {
        out += rest[..<open.lowerBound]
        guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
            fatalError("unclosed {{ in template")
        }
        let name = String(rest[open.upperBound..<close.lowerBound])
        guard let value = values[name] else { fatalError("template placeholder {{\(name)}} has no value") }
        out += value
        rest = rest[close.upperBound...]
    }
    return out + rest
}
