# probe: isnumeric/isalnum/isprintable and repr of characters newer than CPython 3.11's Unicode 14
# inputs
kawi_digit = "\U00011f50"
cjk_h = "\U00031350"
mod_a = "\U0001e030"
old = "\u0664"
# body
r_numeric = kawi_digit.isnumeric()
r_alnum = kawi_digit.isalnum()
r_printable = (kawi_digit.isprintable(), cjk_h.isprintable(), mod_a.isprintable())
r_repr_len = [len(repr(c)) for c in (kawi_digit, cjk_h, mod_a)]
r_old = (old.isnumeric(), old.isdigit(), old.isdecimal())
r_alpha = cjk_h.isalpha()
r_fmt = len(f"{cjk_h!r}")
