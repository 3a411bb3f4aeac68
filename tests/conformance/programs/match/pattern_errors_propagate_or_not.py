# probe: errors raised while matching propagate out of match (an __eq__ that raises, an unhashable mapping key once the length check passes), but parts never reached raise nothing (a later or-alternative, a later case, a too-short subject)
# inputs
v = 1
# body
class Angry:
    def __eq__(self, other):
        raise ValueError("no comparing")
    __hash__ = object.__hash__
class K:
    LIST = [v]
    ANGRY = Angry()
def attempt(subject):
    try:
        match subject:
            case {K.LIST: _}:
                return "list key"
            case 1 | K.ANGRY:
                return "one"
            case K.ANGRY:
                return "angry"
            case _:
                return "other"
    except Exception as e:
        return type(e).__name__
r_first_alt = attempt(v)
r_eq_raises = attempt(2)
r_short_dict = attempt({})
r_long_dict = attempt({"a": 1})
r_angry_subject = attempt(Angry())
class T:
    __match_args__ = ("a",)
    a = v
def later(subject):
    try:
        match subject:
            case T(1) | T(1, 2):
                return "first alternative"
            case T(2, 3):
                return "too many"
    except TypeError as e:
        return type(e).__name__
    return "none"
r_or_short_circuit = later(T())
T.a = 2
r_too_many_reached = later(T())
