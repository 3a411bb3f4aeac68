# probe: an enum's __init__ runs once per member definition, aliases included, as each member is made (seeing the members made before it)
# inputs
v = 1
# body
from enum import Enum
log = []
class E(Enum):
    A = v
    B = v
    C = v + 1
    def __init__(self, value):
        log.append((value, len(type(self)._member_names_)))
r_log = log
r_count = len(log)
r_members = [m.name for m in E]
