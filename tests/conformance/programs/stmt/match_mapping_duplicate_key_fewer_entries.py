# probe: a mapping pattern whose two value-pattern keys are equal does not match a one-entry dict (CPython checks the length first)
# inputs
v = 1
# body
class K:
    a = "x"
    b = "x"
match {"x": v}:
    case {K.a: p, K.b: q}:
        r_match = "matched"
    case _:
        r_match = "no match"
