# probe: format() on str with precision (truncation), width smaller than text, '=' alignment refused, fill chars that are spec letters
# inputs
s = "bfloat16"
# body
r_prec = [format(s, spec) for spec in (".3", ".0", "10.3", "<10.3", "^10.3", ">10.3", "*^10.3", ".20", "3", "s", ".3s")]
r_zero_width_str = format(s, "010")
r_empty = format("", "*^5")
r_fstr = f"{s:.4}|{s:_>12}|{s!r:.5}"
def err(spec):
    try:
        return format(s, spec)
    except ValueError as e:
        return str(e)
r_eq = err("=10")
r_sign = err("+10")
r_comma = err(",")
r_alt = err("#10")
r_d = err("d")
r_space = err(" 10")
r_fill_letters = [format(s, spec) for spec in ("0>10", "x<10", "<<10", ">>10", "^^10", "=^10", ",>10", "}>10", "{<10")]
