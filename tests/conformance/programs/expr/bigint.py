# probe: ints beyond 64 bits stay exact
# inputs
base = 2
# body
r_big = base ** 100
r_mul = 10 ** 18 * 10 ** 3
r_sum = 9223372036854775807 + 1
r_neg = -(2 ** 64)
r_div = 2 ** 70 // 3
r_mod = 2 ** 70 % 1000
r_cmp = 2 ** 64 > 2 ** 63
r_str = str(3 ** 50)
r_len = len(str(2 ** 200))
