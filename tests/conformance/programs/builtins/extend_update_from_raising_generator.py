# probe: list.extend, +=, set.update, dict.update and deque.extend over a generator that raises part way keep what was added before the error; slice assignment and list() keep nothing
# inputs
xs = [1, 2, 0, 4]
# body
from collections import deque
def gen():
    for x in xs:
        yield 10 // x
def pairs():
    for x in xs:
        yield (x, 10 // x)
lst = ["a"]
try:
    lst.extend(gen())
except ZeroDivisionError:
    r_extend_err = "ZeroDivisionError"
r_extend = lst
lst2 = ["b"]
try:
    lst2 += gen()
except ZeroDivisionError:
    pass
r_iadd = lst2
s = {99}
try:
    s.update(gen())
except ZeroDivisionError:
    pass
r_set_update = sorted(s)
d = {"k": 0}
try:
    d.update(pairs())
except ZeroDivisionError:
    pass
r_dict_update = d
dq = deque([7])
try:
    dq.extend(gen())
except ZeroDivisionError:
    pass
r_deque = list(dq)
lst3 = [5, 6]
try:
    lst3[1:1] = gen()
except ZeroDivisionError:
    pass
r_slice = lst3
r_tuple = None
try:
    r_tuple = tuple(gen())
except ZeroDivisionError:
    pass
