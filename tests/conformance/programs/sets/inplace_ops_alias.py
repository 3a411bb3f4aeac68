# probe: set in-place operators mutate the object (aliases see it) while the binary ones make new sets; the *_update methods return None
# inputs
base = [1, 2, 3]
other = [2, 3, 4]
# body
s = set(base)
alias = s
s |= set(other)
r_ior = (sorted(alias), alias is s)
s = set(base)
alias = s
s = s | set(other)
r_or = (sorted(alias), alias is s)
s = set(base)
alias = s
s &= set(other)
s -= {3}
r_iand_isub = (sorted(alias), alias is s)
s = set(base)
alias = s
s ^= set(other)
r_ixor = sorted(alias)
s = set(base)
r_rets = (s.update(other), s.intersection_update(other), s.difference_update([4]), s.symmetric_difference_update([9]))
r_after = sorted(s)
s = set(base)
s -= s
r_self_sub = sorted(s)
s = set(base)
s ^= s
r_self_xor = sorted(s)
s = set(base)
s &= s
r_self_and = sorted(s)
