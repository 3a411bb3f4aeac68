# probe: t[0] += [x] where t is a tuple holding a list: the list is extended in place, then the item assignment raises TypeError; an alias sees the change; an int item just raises
# inputs
extra = 2
# body
inner = [1]
t = (inner, 5)
try:
    t[0] += [extra]
    r_raised = "no"
except TypeError as e:
    r_raised = type(e).__name__
r_inner = inner
r_t0 = t[0]
try:
    t[1] += 1
except TypeError as e:
    r_int_item = (type(e).__name__, t[1])
s = (set(),)
try:
    s[0] |= {extra}
except TypeError:
    pass
r_set = s[0]
fs = (frozenset(),)
try:
    fs[0] |= {extra}
except TypeError:
    pass
r_frozen = fs[0]
d = {"k": (1,)}
d["k"] += (extra,)
r_dict_tuple = d
