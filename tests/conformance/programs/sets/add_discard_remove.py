# probe: add, discard, remove (KeyError), update, and len
# inputs
s0 = {1, 2}
# body
s = set(s0)
s.add(3)
s.add(1)
r_add = s
s.discard(2)
s.discard(99)
r_discard = s
try:
    s.remove(99)
except KeyError as e:
    r_remove = e.args
s.update([4, 5], "a")
r_update = sorted(s, key=str)
r_len = len(s)
