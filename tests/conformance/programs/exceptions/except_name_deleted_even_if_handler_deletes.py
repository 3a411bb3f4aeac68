# probe: the as-name of an except clause is unbound after the handler even if the handler rebound it, deleted it itself (no error), or returned from a function
# inputs
k = "key"
# body
e = "global before"
out = []
try:
    {}[k]
except KeyError as e:
    e = "rebound"
try:
    e
    out.append("bound")
except NameError:
    out.append("unbound")
def f():
    try:
        raise ValueError(k)
    except ValueError as err:
        del err
    try:
        return err
    except UnboundLocalError:
        return "UnboundLocalError"
out.append(f())
def g():
    try:
        raise ValueError(k)
    except ValueError as err:
        return err.args
out.append(g())
def h():
    err = 1
    try:
        raise ValueError
    except ValueError as err:
        pass
    return "err" in locals()
out.append(h())
r_out = out
