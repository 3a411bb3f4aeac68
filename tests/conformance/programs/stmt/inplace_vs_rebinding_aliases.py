# probe: += on a list mutates in place (aliases and default-captured references see it); on a tuple, str or int it rebinds (aliases keep the old value); __iadd__ returning another object rebinds
# inputs
add = [3]
# body
a = [1, 2]
alias = a
a += add
r_list = (a, alias, a is alias)
t = (1, 2)
talias = t
t += tuple(add)
r_tuple = (t, talias)
s = "ab"
salias = s
s += "c"
r_str = (s, salias)
class Acc:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, other):
        return Acc(self.v + other)
x = Acc(1)
xalias = x
x += 10
r_acc = (x.v, xalias.v, x is xalias)
class NoIadd:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        return NoIadd(self.v + other)
y = NoIadd(1)
yalias = y
y += 5
r_fallback = (y.v, yalias.v)
lists = [[0]] * 2
lists[0] += [1]
r_shared = lists
