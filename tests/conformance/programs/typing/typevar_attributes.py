# probe: TypeVar attributes at run time: __name__, __bound__, __constraints__, variance flags; a single constraint refused; TypeVar is not subscriptable
# inputs
name = "T"
# body
from typing import TypeVar
T = TypeVar(name)
B = TypeVar("B", bound=int)
C = TypeVar("C", int, str)
Co = TypeVar("Co", covariant=True)
r_t = (T.__name__, T.__bound__, T.__constraints__, T.__covariant__, T.__contravariant__)
r_b = (B.__bound__ is int, B.__constraints__)
r_c = (C.__constraints__ == (int, str), C.__bound__)
r_co = (Co.__covariant__, repr(Co), repr(T), repr(B))
try:
    TypeVar("X", int)
    r_one = "ok"
except TypeError as e:
    r_one = type(e).__name__
try:
    TypeVar("Y", covariant=True, contravariant=True)
    r_both = "ok"
except ValueError as e:
    r_both = type(e).__name__
