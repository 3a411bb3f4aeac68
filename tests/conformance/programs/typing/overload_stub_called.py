# probe: typing.overload replaces the decorated function by a stub that raises NotImplementedError when called; the last undecorated definition wins; get_overloads (3.11)
# inputs
v = 2
# body
from typing import overload, get_overloads
@overload
def only_stub(x: int) -> int: ...
try:
    r_stub = only_stub(v)
except NotImplementedError as e:
    r_stub = type(e).__name__
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x * 2
r_f = (f(v), f("a"))
r_count = len(get_overloads(f))
r_name = only_stub.__name__
