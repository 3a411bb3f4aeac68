# probe: raise X from None raises X itself (from None is allowed, it only suppresses the context), at module level, with a class, inside a handler, and from a variable holding None
# inputs
k = "key"
# body
try:
    raise ValueError(k) from None
except Exception as e:
    r_instance = type(e).__name__
    r_args = e.args
try:
    raise IndexError from None
except Exception as e:
    r_class = type(e).__name__
try:
    try:
        {}[k]
    except KeyError:
        raise ValueError(k) from None
except Exception as e:
    r_in_handler = type(e).__name__
    r_suppressed = e.__suppress_context__
nothing = None
try:
    raise RuntimeError(k) from nothing
except Exception as e:
    r_from_var = type(e).__name__
