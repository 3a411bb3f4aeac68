# probe: inf and nan through every float type, with sign, width, fill and case; negative zero keeps its sign
# inputs
inf = float("inf")
nan = float("nan")
nz = -0.0
# body
r_inf = [format(inf, spec) for spec in ("", "f", "F", "e", "E", "g", "G", "%", "+", " ", ">6", "*^7", "<5F")]
r_ninf = [format(-inf, spec) for spec in ("", "f", ".2e", "G", "%", "+", "=8")]
r_nan = [format(nan, spec) for spec in ("", "f", "F", "+", " e", "^5", "%")]
r_nz = [format(nz, spec) for spec in ("", "f", ".0f", "g", "e", "+", "%", ".1")]
r_fstr = f"{inf:>5}|{nan!r}|{nz:.2f}|{-inf:+}"
r_str = (str(inf), repr(-inf), str(nan), repr(nz))
