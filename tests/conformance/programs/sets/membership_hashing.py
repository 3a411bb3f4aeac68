# probe: set membership uses hash and equality: 1 == 1.0 == True; tuples as members
# inputs
v = 1
# body
s = {v, 1.0, True}
r_len = len(s)
r_member = (1.0 in s, True in s, "1" in s)
pairs = {(1, 2), (2, 1), (1, 2)}
r_pairs_len = len(pairs)
r_pair_in = (2, 1) in pairs
fs = {frozenset({1}), frozenset({1})}
r_fs_len = len(fs)
try:
    {[1]}
except TypeError as e:
    r_unhashable = type(e).__name__
