# probe: a replacement function numbering matches through a closure (nonlocal counter) and through an object attribute
# inputs
s = "a a a"
# body
import re
def make():
    n = 0
    def rep(m):
        nonlocal n
        n += 1
        return m.group() + str(n)
    def count():
        return n
    return rep, count
rep, count = make()
r_out = re.sub(r"a", rep, s)
r_count = count()
class Numberer:
    def __init__(self):
        self.i = 10
    def __call__(self, m):
        self.i += 1
        return str(self.i)
nb = Numberer()
r_out2 = re.sub(r"a", nb, s, count=2)
r_i = nb.i
table = {}
r_out3 = re.sub(r"\w", lambda m: table.setdefault(m.group(), str(len(table))), "abab")
r_table = table
