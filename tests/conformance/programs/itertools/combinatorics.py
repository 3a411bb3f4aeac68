# probe: permutations, combinations, combinations_with_replacement
# inputs
items = "abc"
# body
from itertools import permutations, combinations, combinations_with_replacement
r_perm2 = ["".join(p) for p in permutations(items, 2)]
r_perm_all = len(list(permutations(items)))
r_comb = ["".join(c) for c in combinations(items, 2)]
r_comb_rep = len(list(combinations_with_replacement(items, 2)))
r_comb_too_many = list(combinations(items, 5))
