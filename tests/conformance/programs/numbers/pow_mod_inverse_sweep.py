# probe: pow(a, -e, m) (modular inverse) across bases and moduli, negative moduli, modulus 1, and the not-invertible error
# inputs
mods = [7, 11, -7, 1, -1, 26]
bases = [3, -3, 5, 14, 0, 1]
# body
r_inv = []
for m in mods:
    row = []
    for a in bases:
        try:
            row.append(pow(a, -1, m))
        except ValueError as e:
            row.append(type(e).__name__)
    r_inv.append(row)
r_inv2 = [pow(3, -2, 7), pow(3, -3, 10), pow(-2, -3, 9), pow(2, -1, -9)]
r_check = [(a * pow(a, -1, 97)) % 97 for a in (2, 3, 50, 96)]
r_big = pow(12345, -1, 2 ** 61 - 1) * 12345 % (2 ** 61 - 1)
r_zero_exp = (pow(5, 0, 7), pow(0, 0, 7), pow(5, 0, 1), pow(5, 0, -7))
