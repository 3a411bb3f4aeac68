# probe: a generator with try/except inside its loop: errors from its own computations are caught per item and recorded; errors from the consumer do not enter it
# inputs
xs = [2, 0, "a", 5]
# body
errors = []
def safe_inverse():
    for x in xs:
        try:
            v = 10 / x
        except ZeroDivisionError:
            errors.append(("zero", x))
            continue
        except TypeError:
            errors.append(("type", x))
            yield None
            continue
        yield v
r_values = list(safe_inverse())
r_errors = list(errors)
errors.clear()
seen = []
try:
    for v in safe_inverse():
        seen.append(v)
        if v is None:
            raise KeyError("consumer")
except KeyError:
    r_consumer = "KeyError"
r_seen = seen
r_errors2 = list(errors)
