# probe: list(map(f, s)) where f discards from the set s raises RuntimeError (Set changed size during iteration)
# inputs
ids = [1, 2]
# body
s = set(ids)
try:
    list(map(s.discard, s))
    r_map = "ok"
except RuntimeError as e:
    r_map = type(e).__name__
r_left = len(s)
