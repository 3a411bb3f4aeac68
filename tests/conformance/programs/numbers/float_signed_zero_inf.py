# probe: signed zeros, infinities and nan through //, %, divmod, round, min/max, abs, str/format
# inputs
z = -0.0
inf = float("inf")
# body
r_divmod_z = repr(divmod(z, 1))
r_divmod_z2 = repr(divmod(0.0, -1))
r_floordiv = repr((z // 1, -1e-300 // 1, 1e-300 // -1, 5.0 // -inf, -5.0 // inf))
r_mod = repr((z % 1, 0.0 % -1, -1e-300 % 1, 5.0 % -inf, -5.0 % inf))
r_round = repr((round(z), round(z, 1), round(-0.4, 0), round(-0.5), round(0.5, 0)))
r_minmax = repr((min(0.0, z), min(z, 0.0), max(0.0, z), max(z, 0.0)))
r_abs = repr((abs(z), -z, -(0.0), +z, z * -1, z + 0.0, z - 0.0, z * 0))
r_str = (str(z), format(z, ".1f"), format(z, "g"), f"{z:+}", "%f" % z, str(-inf), format(inf, ".3g"), format(-inf, "E"))
r_inf_arith = repr((inf + 1, inf - inf, inf * 0, -inf * -1, 1 / inf, inf / inf, inf // inf))
try:
    divmod(inf, 1)
    r_divmod_inf = repr(divmod(inf, 1))
except ZeroDivisionError as e:
    r_divmod_inf = type(e).__name__
r_eq = (z == 0.0, z is 0.0, z in [0.0], 0 == z, hash(z) == hash(0))
r_int = (int(z), type(int(z)).__name__)
r_pow = repr((z ** 2, z ** 3, z ** 0, (-inf) ** 3, inf ** -1, 0.0 ** 0.5))
try:
    r_pow_neg = repr(z ** -1)
except ZeroDivisionError as e:
    r_pow_neg = type(e).__name__
r_sorted = repr(sorted([0.0, z, -1.0, inf, -inf]))
r_sum = repr((sum([z, z]), sum([z], z), sum([], z)))
