# probe: permutations / combinations / combinations_with_replacement with r > n (empty), r = 0 (one empty tuple), r omitted, negative r (ValueError), over a str with repeats
# inputs
s = "aab"
# body
import itertools
r_perm_big = list(itertools.permutations(s, 4))
r_perm_zero = list(itertools.permutations(s, 0))
r_perm_default = len(list(itertools.permutations(s)))
r_comb_big = list(itertools.combinations(s, 4))
r_comb_zero = list(itertools.combinations(s, 0))
r_cwr_big = len(list(itertools.combinations_with_replacement(s, 4)))
r_cwr_empty = list(itertools.combinations_with_replacement("", 2))
r_cwr_empty0 = list(itertools.combinations_with_replacement("", 0))
r_comb = ["".join(c) for c in itertools.combinations(s, 2)]
def err(thunk):
    try:
        thunk()
        return "none"
    except (ValueError, TypeError) as e:
        return type(e).__name__
r_neg = (err(lambda: itertools.permutations(s, -1)), err(lambda: itertools.combinations(s, -1)), err(lambda: itertools.combinations(s)))
r_none_r = len(list(itertools.permutations(s, None)))
