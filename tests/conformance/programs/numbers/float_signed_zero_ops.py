# probe: -0.0 through + - * /, negation, abs, round, int, min/max order, sorting and str
# inputs
nz = -0.0
# body
r_ops = [str(v) for v in (nz + 0.0, nz - 0.0, 0.0 - 0.0, nz * 5, 0.0 * -1, nz / 3, -nz, abs(nz), nz * nz, 0 * nz)]
r_eq = (nz == 0, nz == 0.0, nz == False, nz < 0.0, not nz)
r_round = [str(v) for v in (round(nz), round(nz, 1), round(-0.4, 0), round(-0.4), round(-0.5), round(-1e-300, 2))]
r_int = (int(nz), int(-0.9), str(float(int(nz))))
r_minmax = [str(v) for v in (max(0.0, nz), max(nz, 0.0), min(0.0, nz), min(nz, 0.0))]
r_sorted = [str(v) for v in sorted([0.0, nz, 0, nz])]
r_sum = (str(sum([nz, nz])), str(sum([nz, nz], nz)), str(sum([], nz)))
r_fmt = (f"{nz:.1f}", '%.2f' % nz, f"{nz:+}", f"{nz:g}", repr(nz))
