# probe: format spec fill/align against the '0' flag: explicit fill wins, '0' with an align, '=' on numbers and its refusal on str
# inputs
n = -42
x = 3.5
s = "ab"
# body
r_zero_align = [format(n, spec) for spec in ("06", "<06", ">06", "^06", "=06", "x<06", "0<6", "0=6")]
r_float = [format(x, spec) for spec in ("08.2f", "<08.2f", "*^+9.1f", "0=8", "=8")]
r_str = [format(s, spec) for spec in ("05", "<05", ">05", "^05", "0^5", "{<4", "}>4")]
r_bool = [format(True, spec) for spec in ("05", "^5", "=+4", "x>3")]
try:
    format(s, "=5")
    r_str_eq = "ok"
except ValueError as e:
    r_str_eq = type(e).__name__
try:
    format(s, "+5")
    r_str_sign = "ok"
except ValueError as e:
    r_str_sign = type(e).__name__
