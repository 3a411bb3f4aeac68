# probe: None/True/False patterns match by identity: an object whose __eq__ says True to everything matches literal and value patterns but not None/True/False
# inputs
n = 1
# body
eq_log = []
class Yes:
    def __eq__(self, other):
        eq_log.append(other)
        return True
    __hash__ = None
def single(v):
    match v:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 5:
            return "five"
        case _:
            return "other"
r_yes = single(Yes())
r_eq_log = list(eq_log)
r_int = single(n)
r_zero = single(0)
r_float = single(1.0)
r_bools = (single(True), single(False), single(None))
r_numpy_like = single(n == 1)
def bool_first(v):
    match v:
        case 1:
            return "one"
        case True:
            return "True"
    return "none"
r_true_as_one = bool_first(True)
