# probe: gcd, lcm, factorial, comb, perm, prod
# inputs
a = 12
b = 18
# body
import math
r_gcd = math.gcd(a, b)
r_gcd_many = math.gcd(a, b, 8)
r_lcm = math.lcm(a, b)
r_fact = math.factorial(10)
r_comb = math.comb(5, 2)
r_perm = math.perm(5, 2)
r_prod = math.prod([a, b, 2])
r_prod_start = math.prod([], start=5)
r_gcd_zero = math.gcd(0, 0)
