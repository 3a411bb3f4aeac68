# probe: a mapping pattern looks every key up before comparing any value sub-pattern: a missing later key means no __eq__ of an earlier value runs
# inputs
key = "b"
# body
log = []
class Loud:
    def __init__(self, tag):
        self.tag = tag
    def __eq__(self, other):
        log.append(("eq", self.tag))
        return True
class C:
    X = 10
    KEY = key
subject = {"a": Loud("a"), "c": Loud("c")}
match subject:
    case {"a": C.X, C.KEY: _}:
        r_first = "matched"
    case {"a": C.X, "c": C.X}:
        r_first = "both"
    case _:
        r_first = "none"
r_log = list(log)
log.clear()
match [Loud("s0"), Loud("s1")]:
    case [C.X, 1, 2]:
        r_seq = "three"
    case [C.X, C.X]:
        r_seq = "two"
r_seq_log = list(log)
