# probe: `str(e)` of a `KeyError` CPython raised shows the key's repr: a key whose own `__repr__` raises makes `str(e)` raise
# inputs
h = 1
# body
class BadKey:
    def __repr__(self):
        raise RuntimeError("no repr")
    def __hash__(self):
        return h
try:
    {}[BadKey()]
except KeyError as e:
    try:
        str(e)
        r_key = "shown"
    except RuntimeError:
        r_key = "RuntimeError"
