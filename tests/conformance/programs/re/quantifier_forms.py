# probe: quantifier forms {n}, {n,}, {,n}, {n,m}, lazy {n,m}?, possessive and atomic groups (3.11), a literal { when not a quantifier
# inputs
s = "aaaaa"
# body
import re
r_exact = re.match(r"a{2}", s).group()
r_min = re.match(r"a{2,}", s).group()
r_max = re.match(r"a{,3}", s).group()
r_range = re.match(r"a{2,3}", s).group()
r_lazy = re.match(r"a{2,3}?", s).group()
r_lazy_star = re.match(r"a*?", s).group()
r_literal_brace = re.findall(r"a{x}", "a{x}")
r_literal_brace2 = re.findall(r"x{1,a}", "x{1,a}")
r_possessive = re.match(r"a*+a", s)
r_atomic = re.match(r"(?>a+)a", s)
r_possessive_ok = re.match(r"a++b", "aab").group()
r_greedy_back = re.match(r"(a+)(a+)", s).groups()
r_lazy_groups = re.match(r"(a+?)(a*)", s).groups()
r_zero = re.match(r"a{0}b", "b").group()
