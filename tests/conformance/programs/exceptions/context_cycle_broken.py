# probe: raising an exception while handling one whose context chain already leads back to it: CPython cuts the cycle (the older link becomes None)
# inputs
m = "x"
# body
e1 = ValueError(m)
e2 = KeyError(m)
try:
    try:
        raise e1
    except ValueError:
        raise e2
except KeyError:
    pass
r_first = (type(e2.__context__).__name__, e1.__context__)
try:
    try:
        raise e2
    except KeyError:
        raise e1
except ValueError:
    pass
r_second = (type(e1.__context__).__name__, e2.__context__)
