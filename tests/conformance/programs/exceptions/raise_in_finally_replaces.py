# probe: an exception raised in finally replaces the one in flight, with it as __context__; a return in try is cancelled; a finally that raises and is caught within itself leaves the original going on
# inputs
k = "k"
# body
out = []
def f():
    try:
        raise KeyError(k)
    finally:
        raise ValueError("fin")
try:
    f()
except ValueError as e:
    out.append(("ValueError", type(e.__context__).__name__))
def g():
    try:
        return "try"
    finally:
        raise TypeError
try:
    out.append(g())
except TypeError as e:
    out.append(("TypeError", e.__context__))
def h():
    try:
        raise KeyError(k)
    finally:
        try:
            raise ValueError
        except ValueError:
            out.append("inner handled")
try:
    h()
except KeyError as e:
    out.append(("KeyError still", e.__context__))
except ValueError:
    out.append("ValueError leaked")
r_out = out
