# probe: f-string conversions !r !s !a and plain fields
# inputs
name = "Ada"
n = 42
items = ["a", 1]
# body
r_plain = f"{name} has {n}"
r_repr = f"{name!r}"
r_str = f"{name!s}"
r_ascii = f"{'café'!a}"
r_list = f"{items}"
r_list_repr = f"{items!r}"
r_none = f"{None}"
r_bool = f"{n > 1}"
r_braces = f"{{{n}}}"
r_float = f"{n / 8}"
