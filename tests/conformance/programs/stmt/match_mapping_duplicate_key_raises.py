# probe: a mapping pattern whose two value-pattern keys are equal raises ValueError against a dict with enough entries
# inputs
v = 1
# body
class K:
    a = "x"
    b = "x"
try:
    match {"x": v, "y": 2}:
        case {K.a: p, K.b: q}:
            r_match = "matched"
        case _:
            r_match = "no match"
except ValueError:
    r_match = "ValueError"
