# probe: a list indexed by a str or a float, in an assignment, a deletion or a slice, raises TypeError (a list mistaken for a config dict); reading it does too
# inputs
key = "bs"
# body
def outcome(f):
    try:
        return ("ok", f())
    except TypeError as e:
        return ("TypeError", str(e))
def assign_str():
    xs = [1, 2]
    xs[key] = 4
    return xs
def assign_float():
    xs = [1, 2]
    xs[0.0] = 4
    return xs
def del_str():
    xs = [1, 2]
    del xs[key]
    return xs
def del_float():
    xs = [1, 2]
    del xs[1.0]
    return xs
def slice_float():
    return [1, 2, 3][0.5:2]
def slice_step_float():
    return (1, 2, 3)[::1.0]
def read_str():
    return [1, 2][key]
r_assign_str = outcome(assign_str)
r_assign_float = outcome(assign_float)
r_slice_float = outcome(slice_float)
r_slice_step_float = outcome(slice_step_float)
r_del_str = outcome(del_str)
r_del_float = outcome(del_float)
r_read_str = outcome(read_str)
