# probe: a case the run can't decide binds all its names, or none: names bound before keep their values only where it missed
# inputs
items = [5, 6, 6]
table = {"alpha": 3, "beta": 4}
word = "decode"
# body
x = 4
rest = [9]
match [len(str(v)) for v in items]:
    case []:
        r_seq = "empty"
    case [x, *rest]:
        r_seq = "seq"
    case _:
        r_seq = "other"
r_x = x
r_rest = rest
a = 0
others = {}
match dict(table):
    case {"alpha": a, **others}:
        r_map = "alpha"
    case _:
        r_map = "no alpha"
r_a = a
r_others = sorted(others)
n = -1
match len(word):
    case int(n) if n > 3:
        r_cls = "long"
    case _:
        r_cls = "short"
r_n = n
first = None
match word.split("o"):
    case [first, _] | [first, _, _]:
        r_or = "two or three"
    case _:
        r_or = "other"
r_first = first
