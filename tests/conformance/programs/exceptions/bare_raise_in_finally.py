# probe: minimal: a bare raise inside finally, while the try's exception is pending, re-raises it
# inputs
v = "pending"
# body
def f():
    try:
        raise IndexError(v)
    finally:
        raise
try:
    f()
except IndexError as e:
    r = ("IndexError", e.args)
except RuntimeError as e:
    r = ("RuntimeError", str(e))
