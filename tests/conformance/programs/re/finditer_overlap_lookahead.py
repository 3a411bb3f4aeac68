# probe: finditer never overlaps; lookahead trick for overlapping; empty matches after non-empty; start/end/span per group
# inputs
s = "aaaa"
# body
import re
r_plain = [m.span() for m in re.finditer(r"aa", s)]
r_overlap = [m.start() for m in re.finditer(r"(?=aa)", s)]
r_star = [m.span() for m in re.finditer(r"a*", "baac")]
r_groups = [(m.start(1), m.end(1)) for m in re.finditer(r"(a)?b", "ab b")]
it = re.finditer(r"a", "aXa")
first = next(it)
r_first = first.start()
r_rest = [m.start() for m in it]
r_again = list(it)
