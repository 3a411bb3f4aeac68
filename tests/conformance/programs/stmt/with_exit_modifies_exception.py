# probe: __exit__ that changes the exception's args or adds an attribute and returns False: the handler outside sees the same object, changed; __exit__ raising the given exception again
# inputs
code = 7
# body
class Annotate:
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        if val is not None:
            val.args = val.args + ("annotated",)
            val.code = code
        return False
class Reraise:
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        if val is not None:
            raise val
original = ValueError("v")
try:
    with Annotate():
        raise original
except ValueError as e:
    r_same = e is original
    r_args = e.args
    r_code = e.code
try:
    with Reraise():
        raise KeyError(code)
except KeyError as e:
    r_reraised = (type(e).__name__, e.args, e.__context__ is None)
