# probe: value patterns compare with == so a NaN constant never matches (even itself), while mapping keys are looked up like dict keys (identity first, then hash and ==): the same NaN object is found, 1 finds True and 1.0, -0.0 finds 0
# inputs
k = 1
# body
nan = float("nan")
class C:
    NAN = nan
    ONE = 1.0
    ZERO = -0.0
def val(v):
    match v:
        case C.NAN:
            return "nan pattern"
        case C.ONE:
            return "one"
    return "none"
r_nan_self = val(nan)
r_nan_other = val(float("nan"))
r_one = (val(k), val(True))
def seq(v):
    match v:
        case [C.NAN]:
            return "nan item"
    return "none"
r_seq_nan = seq([nan])
r_list_eq = [nan] == [nan]
def key(d):
    match d:
        case {C.NAN: v}:
            return ("nan key", v)
        case {C.ONE: v}:
            return ("one key", v)
        case {C.ZERO: v}:
            return ("zero key", v)
    return "none"
r_key_same_nan = key({nan: "same"})
r_key_other_nan = key({float("nan"): "other"})
r_key_true = key({True: "t"})
r_key_int = key({k: "int"})
r_key_zero = key({0: "z"})
r_in_dict = (nan in {nan: 1}, float("nan") in {nan: 1})
