# probe: Enum functional API: names as space/comma string, list of names, list of pairs, dict; start=; IntEnum/Flag functional; module and qualname
# inputs
start = 10
# body
from enum import Enum, IntEnum, Flag
A = Enum("A", "X Y Z")
B = Enum("B", "X,Y, Z")
C = Enum("C", ["P", "Q"], start=start)
D = Enum("D", [("P", "p"), ("Q", "q")])
E = Enum("E", {"ONE": 1, "TWO": 2})
I = IntEnum("I", "L M", start=start)
F = Flag("F", "R W X")
r_a = [(m.name, m.value) for m in A]
r_b = [m.name for m in B]
r_c = [m.value for m in C]
r_d = [m.value for m in D]
r_e = E(2).name
r_i = (I.M + 1, I.L == start)
r_f = [m.value for m in F]
r_names = (A.__name__, A.X.__class__.__name__)
r_repr = repr(A.Y)
try:
    Enum("G", "A A")
    r_dup = "ok"
except TypeError as e:
    r_dup = type(e).__name__
