# probe: raise ... from sets __cause__; raising in a handler sets __context__; from None suppresses
# inputs
raw = "x"
# body
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("cannot parse") from e
try:
    parse(raw)
except RuntimeError as e:
    r_cause = type(e.__cause__).__name__
    r_context = type(e.__context__).__name__
    r_suppress = e.__suppress_context__
try:
    try:
        {}["k"]
    except KeyError:
        raise ValueError("during")
except ValueError as e:
    r_implicit = (type(e.__context__).__name__, e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("clean") from None
except TypeError as e:
    r_from_none = (e.__cause__, e.__suppress_context__)
