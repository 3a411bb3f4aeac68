# probe: enums made with the functional API from config data: a space-separated string (values from 1), a list of names, a dict of name->value, a list of pairs; lookups and member order
# inputs
names = "BF16 FP8 FP4"
table = {"halops": "h", "cutlass": "c"}
# body
import enum
A = enum.Enum("A", names)
r_a = [(m.name, m.value) for m in A]
B = enum.Enum("B", ["X", "Y"])
r_b = [m.value for m in B]
C = enum.Enum("C", table)
r_c = [(m.name, m.value) for m in C]
r_c_lookup = C("c").name
D = enum.Enum("D", [("LOW", 10), ("HIGH", 20)])
r_d = D["HIGH"].value
E = enum.IntEnum("E", "ONE TWO")
r_e = [int(m) for m in E]
r_e_sum = E.ONE + E.TWO
S = enum.Enum("S", "a,b , c")
r_s = [m.name for m in S]
r_cls_name = A.__name__
try:
    C("x")
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
