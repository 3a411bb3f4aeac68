# probe: builtins iterating a set whose callback adds to it raise RuntimeError (Set changed size during iteration); sorted() copies first
# inputs
ids = [1, 2]
# body
def attempt(consume):
    s = set(ids)
    try:
        consume(s)
        return ("ok", len(s))
    except RuntimeError as e:
        return (type(e).__name__, len(s))
r_max = attempt(lambda s: max(s, key=lambda v: s.add(v + 10) or v))
r_map = attempt(lambda s: list(map(lambda v: s.add(-v), s)))
r_sorted = attempt(lambda s: sorted(s, key=lambda v: s.add(v + 10) or v))
r_discard_only = attempt(lambda s: max(s, key=lambda v: s.discard(v + 10) or v))
r_remove_self = attempt(lambda s: list(map(lambda v: s.discard(v), s)))
