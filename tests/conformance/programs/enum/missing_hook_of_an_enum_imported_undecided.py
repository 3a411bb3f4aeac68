# probe: an enum whose Enum base is imported under an undecided condition: its _missing_ hook, logging, may run when it is called with a value that is no member
# inputs
flag = True
# body
if flag:
    from enum import Enum
log = []
class C(Enum):
    A = 1
    @classmethod
    def _missing_(cls, v):
        log.append(v)
        return cls.A
r = C(2).name
