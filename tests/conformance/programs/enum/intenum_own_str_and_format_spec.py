# probe: IntEnum/StrEnum with their own __str__: format with an empty spec uses __str__, a non-empty spec formats the value
# inputs
w = 8
# body
from enum import IntEnum, StrEnum
class I(IntEnum):
    A = 1
    def __str__(self):
        return "custom"
class S(StrEnum):
    A = "x"
    def __str__(self):
        return "custom"
r_i = (format(I.A, ">8"), format(I.A, ""), f"{I.A}", f"{I.A:d}", f"{I.A:>{w}}", str(I.A))
r_s = (format(S.A, ">3"), format(S.A, ""), f"{S.A}", str(S.A), f"{S.A:^{w}}")
r_pct = ("%s" % I.A, "%d" % I.A, "%s" % S.A)
r_join = "{}|{:>4}".format(I.A, I.A)
