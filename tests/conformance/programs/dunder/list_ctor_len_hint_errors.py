# probe: list()/tuple() ask __len__ for a size hint: TypeError from __len__ is swallowed, other exceptions propagate
# inputs
items = [1, 2]
# body
class LenValueError:
    def __iter__(self):
        return iter(items)
    def __len__(self):
        raise ValueError("no")
class LenTypeError:
    def __iter__(self):
        return iter(items)
    def __len__(self):
        raise TypeError("no")
class LenWrong:
    def __iter__(self):
        return iter(items)
    def __len__(self):
        return 100
try:
    list(LenValueError())
    r_list_ve = "ok"
except ValueError as e:
    r_list_ve = type(e).__name__
try:
    r_tuple_ve = tuple(LenValueError())
except ValueError as e:
    r_tuple_ve = type(e).__name__
r_list_te = list(LenTypeError())
r_list_wrong = list(LenWrong())
r_set_ve = sorted(set(LenValueError()))
r_comp = [x for x in LenValueError()]
_l = []
try:
    _l.extend(LenValueError())
except ValueError as e:
    r_extend = type(e).__name__
r_l = _l
