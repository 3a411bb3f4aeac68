# probe: set methods and in-place operators given the set itself: difference_update/-=/^= empty it, update/|=/&= leave it, alias sees it
# inputs
ids = [3, 1, 2]
# body
def run(op):
    s = set(ids)
    alias = s
    op(s)
    return (sorted(s), s is alias)
r_diff_update = run(lambda s: s.difference_update(s))
r_sym_update = run(lambda s: s.symmetric_difference_update(s))
r_int_update = run(lambda s: s.intersection_update(s))
r_update = run(lambda s: s.update(s))
r_update_many = run(lambda s: s.update(s, s, [9]))
r_diff_update_many = run(lambda s: s.difference_update([1], s))
s = set(ids)
alias = s
s -= s
r_isub = (s, s is alias)
s = set(ids)
s ^= s
r_ixor = s
s = set(ids)
s |= s
s &= s
r_ior_iand = sorted(s)
r_ops = (set(ids) - set(ids), sorted(set(ids) | set(ids)), set(ids) ^ set(ids))
r_rel = (set(ids) <= set(ids), set(ids) < set(ids), set(ids).isdisjoint(set(ids)), set().isdisjoint(set()))
