# probe: which class each failing arithmetic raises: division and modulo by zero of ints and floats, divmod, pow with zero and negative exponents and a modulus, float overflow, int of inf and nan, round of inf and nan
# inputs
zero = 0
big = 1000.0
# body
def err(f):
    try:
        return ("ok", f())
    except Exception as e:
        return type(e).__name__
r_div_0 = err(lambda: 1 / zero)
r_div_1 = err(lambda: 1 // zero)
r_div_2 = err(lambda: 1 % zero)
r_div_3 = err(lambda: 1.0 / zero)
r_div_4 = err(lambda: 1.5 // float(zero))
r_div_5 = err(lambda: 1.5 % float(zero))
r_div_6 = err(lambda: divmod(3, zero))
r_div_7 = err(lambda: divmod(3.0, 0.0))
r_pow_0 = err(lambda: zero ** -1)
r_pow_1 = err(lambda: 0.0 ** -1)
r_pow_2 = err(lambda: pow(2, -1, 5))
r_pow_3 = err(lambda: pow(2, 1, zero))
r_pow_4 = err(lambda: pow(2, -1, 4))
r_pow_5 = err(lambda: (-8) ** 0.5 == 0)
r_pow_6 = err(lambda: 10.0 ** big)
r_pow_7 = err(lambda: 2 ** big)
r_conv_0 = err(lambda: int(float("inf")))
r_conv_1 = err(lambda: int(float("nan")))
r_conv_2 = err(lambda: round(float("inf")))
r_conv_3 = err(lambda: round(float("nan")))
r_conv_4 = err(lambda: round(big, 2))
r_conv_5 = err(lambda: float(10 ** 400))
r_conv_6 = err(lambda: 1 << -1)
r_conv_7 = err(lambda: 1 >> -zero - 1)
