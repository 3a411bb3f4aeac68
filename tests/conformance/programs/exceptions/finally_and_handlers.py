# probe: an exception inside a handler replaces the first; finally runs either way
# inputs
v = 0
# body
log = []
def f():
    try:
        1 / v
    except ZeroDivisionError:
        log.append("handler")
        raise KeyError("second")
    finally:
        log.append("finally")
try:
    f()
except KeyError as e:
    r_final = type(e).__name__
r_log = log
def g():
    for i in range(3):
        try:
            if i == 1:
                raise ValueError(i)
        except ValueError:
            log.append(("caught", i))
            continue
        finally:
            log.append(("fin", i))
    return "done"
r_g = g()
r_log2 = log
