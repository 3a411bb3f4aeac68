# probe: capture groups under backtracking: a repeated group keeps its last successful iteration, groups of a failed alternative are reset, groups from earlier iterations persist when a later iteration takes another branch
# inputs
s = "ab"
# body
import re
def g(p, t):
    m = re.match(p, t)
    return None if m is None else m.groups()
r_keep_last = g(r"(?:(a)|b)+", s)
r_two_branches = g(r"(?:(a)|(b))+", s)
r_outer_inner = g(r"((a)|b)+", s)
r_failed_alt = g(r"(?:(a)x|ab)", s)
r_backtracked = g(r"(?:(a)|(ab))*c", s + "c")
r_lazy_groups = g(r"(a|b)*?b", s)
r_greedy_groups = g(r"(a|b)*b", s)
r_nested_rep = g(r"((a)(b)?)+", "aab")
r_count_rep = g(r"(\w){2}", "xyz")
r_optional_then = g(r"(a)?(a)?b", "ab")
r_backref_rep = g(r"(a)\1*b", "aaab")
r_alt_order = g(r"(a|ab)(b?)", s)
