# probe: adding to or removing from a set while iterating raises RuntimeError; iterating a copy is fine; a set comprehension over itself is fine
# inputs
items = [1, 2, 3]
# body
def run(change):
    s = set(items)
    seen = 0
    try:
        for x in s:
            seen += 1
            change(s, x)
        return ("ok", seen, sorted(s))
    except RuntimeError as e:
        return (type(e).__name__, seen, sorted(s))
r_add = run(lambda s, x: s.add(x + 10))
r_discard = run(lambda s, x: s.discard(x))
r_add_existing = run(lambda s, x: s.add(x))
r_discard_missing = run(lambda s, x: s.discard(99))
r_clear = run(lambda s, x: s.clear())
s = set(items)
for x in set(s):
    s.add(x * 10)
r_copy_loop = sorted(s)
t = set(items)
t = {x + 1 for x in t}
r_comp_rebind = sorted(t)
f = frozenset(items)
g = f
f |= {9}
r_frozen_rebind = (sorted(g), sorted(f), g is f)
