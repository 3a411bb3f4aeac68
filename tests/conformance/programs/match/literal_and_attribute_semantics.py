# probe: literal patterns compare with == (1 matches True and 1.0), while True/False/None compare by identity; a keyword pattern whose attribute raises AttributeError fails quietly, another error propagates; custom __eq__ in value patterns
# inputs
flag = True
# body
def lit(v):
    match v:
        case True:
            return "True"
        case 1:
            return "one"
        case 0:
            return "zero"
        case None:
            return "None"
        case "1":
            return "str one"
        case -2.5:
            return "neg float"
        case 1j:
            return "complex"
        case _:
            return "other"
r_lit = [lit(x) for x in [flag, 1, 1.0, False, 0.0, None, "1", -2.5, 1j, 2]]
def lit_one_first(v):
    match v:
        case 1:
            return "one"
        case True:
            return "True"
    return "none"
r_one_first = [lit_one_first(x) for x in [True, 1, 1.0]]
class Flaky:
    @property
    def missing(self):
        raise AttributeError("not here")
    @property
    def broken(self):
        raise KeyError("broken")
def attrs(o):
    match o:
        case Flaky(missing=_):
            return "missing matched"
        case Flaky(broken=_):
            return "broken matched"
    return "none"
try:
    r_attr = attrs(Flaky())
except KeyError as e:
    r_attr = ("KeyError", e.args)
eq_calls = []
class Tol:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        eq_calls.append(other)
        return abs(self.v - other) < 0.5
class Consts:
    NEAR = Tol(3)
def near(x):
    match x:
        case Consts.NEAR:
            return "near 3"
        case _:
            return "far"
r_near = (near(3.2), near(5))
r_eq_calls = eq_calls
def bools(v):
    match v:
        case False:
            return "False"
        case 0:
            return "zero"
    return "none"
r_bools = (bools(0), bools(False), bools(0.0), bools(""))
