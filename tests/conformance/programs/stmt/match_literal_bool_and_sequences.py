# probe: match literal patterns: 1 matches True by ==, True matches only True by identity, 1.0 matches 1; str is not a sequence pattern; mapping with **rest; class pattern int() on bool
# inputs
vals = [True, 1, 1.0, 0, "ab", b"ab", (1, 2), {"k": 1, "z": 2}]
# body
def lit(v):
    match v:
        case True:
            return "True"
        case 1:
            return "one"
        case _:
            return "other"
r_lit = [lit(v) for v in vals[:4]]
def seq(v):
    match v:
        case [a, b]:
            return ("seq", a, b)
        case {"k": kv, **rest}:
            return ("map", kv, sorted(rest))
        case str() | bytes():
            return ("strlike", len(v))
        case _:
            return "none"
r_seq = [seq(v) for v in vals[4:]]
def kind(v):
    match v:
        case bool():
            return "bool"
        case int():
            return "int"
        case float(x) if x.is_integer():
            return "intlike float"
    return "?"
r_kind = [kind(v) for v in vals[:4]]
match [1, [2, 3]]:
    case [x, [y, *zs]]:
        r_nested = (x, y, zs)
match {"a": 1}:
    case {"b": _}:
        r_missing = "matched"
    case {}:
        r_missing = "empty pattern matches any mapping"
