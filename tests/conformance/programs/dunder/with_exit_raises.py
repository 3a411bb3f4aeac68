# probe: with: an __exit__ that raises replaces the body's exception; __enter__ raising skips the body and __exit__
# inputs
v = 1
# body
calls = []
class Raising:
    def __enter__(self):
        return self
    def __exit__(self, t, e, tb):
        calls.append(t.__name__ if t else None)
        raise RuntimeError("from exit")
class BadEnter:
    def __enter__(self):
        raise KeyError("enter")
    def __exit__(self, t, e, tb):
        calls.append("exit of BadEnter")
        return True
class NoExit:
    def __enter__(self):
        return 1
try:
    with Raising():
        calls.append(v)
except RuntimeError as e:
    r_normal = str(e)
try:
    with Raising():
        raise ValueError("body")
except RuntimeError as e:
    r_replaced = (str(e), type(e.__context__).__name__)
try:
    with BadEnter():
        calls.append("body of BadEnter")
except KeyError as e:
    r_enter = type(e).__name__
try:
    with NoExit():
        calls.append("body of NoExit")
except (TypeError, AttributeError) as e:
    r_no_exit = type(e).__name__
try:
    with v:
        pass
except (TypeError, AttributeError) as e:
    r_not_cm = type(e).__name__
r_calls = calls
