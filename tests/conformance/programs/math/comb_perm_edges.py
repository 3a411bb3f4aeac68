# probe: math.comb and math.perm: k > n gives 0, perm with one argument, negative (ValueError), float or bool (TypeError vs accepted)
# inputs
n = 5
k = 2
# body
import math
r_comb = (math.comb(n, k), math.comb(n, 0), math.comb(n, n), math.comb(n, n + 1))
r_perm = (math.perm(n, k), math.perm(n), math.perm(n, 0), math.perm(n, n + 1))
r_bool = (math.comb(True, True), math.perm(True))
r_big = math.comb(60, 30)
results = []
for args in [(-1, 1), (1, -1), (5.0, 2), (5, 2.0), ("5", 2)]:
    try:
        results.append(math.comb(*args))
    except (ValueError, TypeError) as e:
        results.append(type(e).__name__)
r_comb_errs = results
results2 = []
for args in [(-1,), (3, -1), (3.0,), (None,)]:
    try:
        results2.append(math.perm(*args))
    except (ValueError, TypeError) as e:
        results2.append(type(e).__name__)
r_perm_errs = results2
