# probe: flags given as arguments (re.I, re.M | re.S, flags=re.X with a verbose pattern); the flags value of the compiled pattern; flags on a compiled pattern refused with ValueError
# inputs
word = "Beta"
# body
import re
r_i = re.findall("b\\w+", "beta " + word, re.I)
r_ms = re.findall("^a.", "a\nb\na\n", re.M | re.S)
verbose = re.compile(r"""
    (\d+)   # a number
    \s*     # spaces
    ([a-z]+)  # a unit
""", flags=re.X)
r_verbose = verbose.findall("10 kg 5m")
r_flags_value = int(re.compile("x", re.I | re.M).flags)
r_flag_names = (int(re.I), int(re.M), int(re.S), int(re.X), int(re.A))
p = re.compile("a")
try:
    re.compile(p, re.I)
    r_refused = "accepted"
except ValueError as e:
    r_refused = type(e).__name__
r_same = re.compile(p) is p
r_sub_flags = re.sub("x", "-", "XxX", flags=re.I)
r_split_flags = re.split("and", "a AND b and c", flags=re.IGNORECASE)
