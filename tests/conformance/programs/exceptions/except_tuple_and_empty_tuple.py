# probe: except with a tuple from a variable, an empty tuple (catches nothing), a nested tuple (refused with TypeError once an exception reaches it, unlike isinstance), and a tuple mixing a subclass and a base
# inputs
k = "k"
# body
errs = (KeyError, IndexError)
log = []
for thrower in (lambda: {}[k], lambda: [][0], lambda: int(k), lambda: None + 1):
    try:
        try:
            thrower()
        except ():
            log.append("empty")
        except errs as e:
            log.append(("lookup", type(e).__name__))
        except (TypeError, (ValueError, ArithmeticError)) as e:
            log.append(("nested", type(e).__name__))
    except Exception as e:
        log.append(("outer", type(e).__name__))
r_log = log
try:
    raise ZeroDivisionError
except (ArithmeticError, ZeroDivisionError) as e:
    r_first = type(e).__name__
