# probe: singledispatch over exception instances follows the MRO: KeyError goes to a LookupError handler, UnicodeDecodeError to ValueError's, an ExceptionGroup to Exception's, a BaseException to the default
# inputs
k = "k"
# body
from functools import singledispatch
@singledispatch
def describe(e):
    return "default"
@describe.register
def _(e: Exception):
    return "Exception"
@describe.register(LookupError)
def _(e):
    return "LookupError"
@describe.register(ValueError)
def _(e):
    return "ValueError"
cases = [KeyError(k), IndexError(k), UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"), ExceptionGroup("g", [KeyError(k)]), KeyboardInterrupt(), OSError(k), ValueError(k), "not an exception"]
r_out = [describe(c) for c in cases]
r_registry = sorted(c.__name__ for c in describe.registry)
r_dispatch = describe.dispatch(FileNotFoundError).__name__
