# probe: sequence patterns with a star in front, middle and end; mapping patterns with **rest and with keys missing; or-patterns binding names in different alternatives; captures left bound after a failed case
# inputs
seq = [1, 2, 3, 4]
cfg = {"kind": "a", "size": 3, "extra": True}
# body
def s(x):
    match x:
        case []:
            return "empty"
        case [only]:
            return ("one", only)
        case [first, *mid, last] if not mid:
            return ("two", first, last)
        case [*head, 3]:
            return ("ends in 3", head)
        case [1, *rest]:
            return ("starts 1", rest)
        case [*_, x, y]:
            return ("last two", x, y)
        case _:
            return "no"
r_seq = s(seq)
r_two = s((8, 9))
r_one = s([0])
r_empty = s(())
r_ends3 = s([9, 9, 3])
r_last_two = s([5, 6, 7])
r_str_not_seq = s("abc")
r_range = s(range(3))
r_tuple_type = s((1, 2, 3, 5))
def mp(d):
    match d:
        case {"kind": "a", **rest} if len(rest) > 1:
            return ("a+", sorted(rest))
        case {"kind": "a", "size": size}:
            return ("a", size)
        case {"kind": k, **rest}:
            return (k, rest)
        case {}:
            return "any mapping"
    return "not a mapping"
r_map_rest = mp(cfg)
r_map_size = mp({"kind": "a", "size": 1})
r_map_other = mp({"kind": "b", "z": 0})
r_map_empty = mp({"x": 1})
r_not_map = mp([("kind", "a")])
def orp(x):
    match x:
        case (1, y) | (y, 1):
            return ("one", y)
        case {"a": y} | {"b": y}:
            return ("key", y)
        case [y, *_] | (y,):
            return ("head", y)
        case str(y) | int(y):
            return ("scalar", y)
    return "none"
r_or = (orp((1, 5)), orp((5, 1)), orp({"b": 2}), orp([7, 8]), orp("s"), orp(4))
def leftover(x):
    y = "initial"
    match x:
        case [y, 0]:
            return ("matched", y)
        case _:
            return ("fell through", y)
r_leftover = leftover([5, 1])
match cfg:
    case {"kind": kind, "size": size, "missing": _}:
        r_partial = "matched"
    case _:
        r_partial = "no"
r_partial_kind_bound = "kind" in globals()
match seq:
    case [a, b, *_] as whole:
        r_as = (a, b, whole is seq)
