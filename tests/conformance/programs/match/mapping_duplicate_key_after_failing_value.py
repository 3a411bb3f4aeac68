# probe: a mapping pattern whose keys repeat (two value patterns equal) raises ValueError once the repeated key is reached in the key lookups, even if the first key's sub-pattern would fail; a missing earlier key stops before the check
# inputs
v = 1
# body
class K:
    a = "x"
    b = "x"
    c = "zz"
try:
    match {"x": v, "y": 2}:
        case {K.a: 0, K.b: q}:
            r_dup = "matched"
        case _:
            r_dup = "no match"
except ValueError as e:
    r_dup = type(e).__name__
try:
    match {"x": v, "y": 2, "w": 3}:
        case {K.c: _, K.a: _, K.b: _}:
            r_missing_first = "matched"
        case _:
            r_missing_first = "no match"
except ValueError as e:
    r_missing_first = type(e).__name__
try:
    match {"x": v, "y": 2, "w": 3}:
        case {K.a: _, K.b: _, K.c: _}:
            r_dup_before_missing = "matched"
        case _:
            r_dup_before_missing = "no match"
except ValueError as e:
    r_dup_before_missing = type(e).__name__
