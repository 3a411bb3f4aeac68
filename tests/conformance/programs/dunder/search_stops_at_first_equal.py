# probe: searches stop calling element __eq__ at the first equal element: tuple in/index, deque in/remove, operator.contains, dict values view
# inputs
v = 2
# body
import operator
from collections import deque
log = []
class E:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        log.append(self.x)
        return self.x == o
t = (E(1), E(2), E(3))
r_t = v in t
l_t = list(log); log.clear()
r_ti = t.index(v)
l_ti = list(log); log.clear()
dq = deque(t)
r_d = v in dq
l_d = list(log); log.clear()
dq.remove(v)
l_dr = list(log); log.clear()
r_op = operator.contains(list(t), v)
l_op = list(log); log.clear()
r_dict = v in {"a": E(1), "b": E(2), "c": E(3)}.values()
l_dict = list(log); log.clear()
