# probe: del of an item of a tuple, str, bytes, set or frozenset raises TypeError (no item deletion), as does item assignment to bytes; the value is unchanged
# inputs
shape = (4, 8)
# body
def outcome(f):
    try:
        return ("ok", f())
    except TypeError as e:
        return ("TypeError", str(e))
def del_tuple():
    t = shape
    del t[0]
    return t
def del_str():
    s = "bf16"
    del s[0]
    return s
def del_set():
    s = {1, 2}
    del s[0]
    return s
def del_frozenset():
    s = frozenset(shape)
    del s[0]
    return s
def set_bytes():
    b = b"ab"
    b[0] = 1
    return b
r_tuple = outcome(del_tuple)
r_str = outcome(del_str)
r_set = outcome(del_set)
r_frozenset = outcome(del_frozenset)
r_bytes = outcome(set_bytes)
r_shape = shape
