# probe: discard missing (no error), remove missing (KeyError), pop from empty (KeyError), remove of an unhashable (TypeError), discard of a set looks up as frozenset
# inputs
s = {1, 2}
# body
s.discard(5)
r_after_discard = sorted(s)
try:
    s.remove(5)
except KeyError as e:
    r_remove = (type(e).__name__, e.args)
popped = []
try:
    while True:
        popped.append(s.pop())
except KeyError as e:
    r_pop = type(e).__name__
r_popped = sorted(popped)
try:
    s.remove([1])
except TypeError as e:
    r_unhash = type(e).__name__
t = {frozenset({1})}
t.discard({1})
r_frozen_discard = len(t)
u = {frozenset({2})}
r_in_set = {2} in u
u.remove({2})
r_u = len(u)
