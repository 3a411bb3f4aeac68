# probe: BaseException.args is a descriptor on the base; a subclass's own class attribute named args shadows it for reading, and assigning e.args then writes the instance? (not: no __dict__ slot conflict) -- what reading and writing args gives
# inputs
v = 1
# body
class Shadow(Exception):
    args = ("class-level",)
e = Shadow(v)
r_read = e.args
r_str = str(e)
class Plain(Exception):
    pass
p = Plain(v, v + 1)
p.args = [v]
r_plain = (p.args, str(p))
p.args = "ab"
r_plain2 = p.args
try:
    p.args = 5
    r_bad = "set"
except TypeError:
    r_bad = "TypeError"
r_final = p.args
