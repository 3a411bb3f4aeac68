# probe: format() builtin with and without a spec
# inputs
x = 1234.5678
n = 42
# body
r_plain = format(x)
r_spec = format(x, ".1f")
r_int = format(n, "05d")
r_str = format("ab", "^6")
r_none = format(None)
r_hex = format(n, "X")
r_comma = format(x, ",.2f")
