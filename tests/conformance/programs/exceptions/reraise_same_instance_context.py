# probe: raising the exception being handled again (raise e) does not make it its own context; raising an earlier exception inside a later handler links them without a cycle
# inputs
k = "key"
# body
try:
    try:
        raise KeyError(k)
    except KeyError as e:
        raise e
except KeyError as e2:
    r_self_ctx = e2.__context__ is None
a = ValueError("a")
b = TypeError("b")
try:
    try:
        raise a
    except ValueError:
        raise b
except TypeError as got:
    r_b_ctx = got.__context__ is a
try:
    try:
        raise b
    except TypeError:
        raise a
except ValueError as got:
    r_a_ctx = got.__context__ is b
    r_b_ctx_after = b.__context__ is None
