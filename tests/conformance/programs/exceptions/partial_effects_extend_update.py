# probe: an exception raised part way through extend, update, dict.update, set.update and += from a generator: the items before the failure stay; slice assignment and list() keep nothing
# inputs
n = 2
# body
def gen(k):
    for i in range(k):
        yield i
    raise ValueError(k)
def pairs(k):
    for i in range(k):
        yield (str(i), i)
    raise KeyError(k)
l = [9]
try:
    l.extend(gen(n))
except ValueError:
    pass
r_extend = l
d = {}
try:
    d.update(pairs(n))
except KeyError:
    pass
r_update = d
s = set()
try:
    s.update(gen(n + 1))
except ValueError:
    pass
r_set = sorted(s)
acc = [7]
alias = acc
try:
    acc += gen(n)
except ValueError:
    pass
r_iadd = (acc, alias, acc is alias)
sl = [1, 2, 3]
try:
    sl[0:2] = gen(n)
except ValueError:
    pass
r_slice = sl
got = "unset"
try:
    got = list(gen(n))
except ValueError:
    pass
r_list = got
