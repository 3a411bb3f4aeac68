# probe: arithmetic producing and consuming inf and nan: inf-inf, inf*0, inf/inf, fmod-like %, comparisons with ints, str of results
# inputs
inf = float('inf')
# body
nan = inf - inf
r_made = [str(v) for v in (inf - inf, inf * 0, inf / inf, 0 * -inf, inf % 2.0, -inf + inf)]
r_keep = [str(v) for v in (inf + 1, inf * -2, -inf - 1e308, inf / 1e308, 1e308 / inf, -1 / inf)]
r_nan_ops = [str(v) for v in (nan + 1, nan * 0, -nan, abs(nan), nan ** 1, max(nan, nan))]
r_compare = (inf == inf, -inf < -1e308, inf > 2 ** 62, nan == nan, nan != nan, nan is nan, inf == 2 ** 1023 * 2.0)
r_int_cmp = (inf > 10 ** 18, -inf < -(10 ** 18), 2 ** 62 < inf, nan < 1, nan >= 1)
r_bool = (bool(nan), bool(inf), bool(-inf))
r_sum = (str(sum([inf, -inf])), sum([inf, 1]), str(sum([1.0, nan])))
