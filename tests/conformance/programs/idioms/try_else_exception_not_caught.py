# probe: an exception raised in else is not caught by the same try's handlers; raise in finally replaces the pending one; except order picks the first matching class
# inputs
vals = [1, 0, 2]
# body
out = []
def step(v):
    try:
        try:
            r = 10 // v
        except ZeroDivisionError:
            out.append(("zde", v))
            r = None
        else:
            if r == 5:
                raise ZeroDivisionError("from else")
            out.append(("else", v))
        finally:
            out.append(("fin", v))
    except ZeroDivisionError as e:
        out.append(("outer", str(e)))
    return out[-1]
r_steps = [step(v) for v in vals]
r_out = out
def replaced():
    try:
        raise KeyError("a")
    finally:
        raise ValueError("b")
try:
    replaced()
except Exception as e:
    r_replaced = (type(e).__name__, type(e.__context__).__name__)
try:
    [][1]
except LookupError as e:
    r_first = "lookup"
except IndexError as e:
    r_first = "index"
