# probe: round(x, n) and '.nf' formatting over sweeps of binary fractions near halves, against CPython's exact rounding
# inputs
n = 200
# body
r_round2 = [round(i * 0.005, 2) for i in range(n)]
r_round3 = [round(i / 1000 + 0.0005, 3) for i in range(0, n, 3)]
r_round1 = [round(i * 0.05, 1) for i in range(-40, 40)]
r_fmt2 = [format(i * 0.005, ".2f") for i in range(0, n, 2)]
r_fmt1 = ["%.1f" % (i * 0.05) for i in range(-20, 20)]
r_round_neg = [round(i * 5.0, -1) for i in range(-20, 20)]
r_round_big = [round(1.23456789e15 + i, -2) for i in range(0, 300, 37)]
r_round_tiny = [round(i * 1e-10, 12) for i in range(1, 40, 3)]
r_int_round = [round(i, -1) for i in range(-25, 26, 5)]
r_int_round2 = [round(i * 50, -2) for i in range(-10, 11)]
