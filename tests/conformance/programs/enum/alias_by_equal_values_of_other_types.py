# probe: Enum aliases are made by equality of values: 1, True and 1.0 are one member; 0 and False too; aliases keep the first name
# inputs
v = 1
# body
from enum import Enum
class E(Enum):
    A = 1
    B = True
    C = 1.0
    D = 0
    F = False
    G = 2
r_members = [m.name for m in E]
r_all = list(E.__members__)
r_alias = (E.B is E.A, E.C is E.A, E.F is E.D)
r_value_types = [type(m.value).__name__ for m in E]
r_lookup = (E(v).name, E(True).name, E(1.0).name, E(0.0).name)
r_alias_name = E.C.name
r_getitem = E["F"].name
r_len = len(E)
