# probe: except (A, B) as e, binding the caught instance
# inputs
d = {}
items = []
# body
def try_both(f):
    try:
        f()
    except (KeyError, IndexError) as e:
        return type(e).__name__
    except (TypeError,) as e:
        return "tuple of one: " + type(e).__name__
r_key = try_both(lambda: d["x"])
r_index = try_both(lambda: items[0])
r_type = try_both(lambda: len(5))
handlers = (ValueError, ZeroDivisionError)
try:
    1 / 0
except handlers as e:
    r_dynamic = type(e).__name__
