# probe: split and rsplit with and without separators and maxsplit; join
# inputs
s = "  a b  c  "
csv = "x,y,,z"
# body
r_ws = s.split()
r_sep = csv.split(",")
r_max = csv.split(",", 1)
r_rmax = csv.rsplit(",", 1)
r_space_sep = s.split(" ")
r_multi = "a--b--c".split("--")
r_no_match = "abc".split(",")
r_empty = "".split(",")
r_empty_ws = "".split()
r_join = "-".join(["a", "b", "c"])
r_join_str = ",".join("xyz")
r_join_empty = "".join([])
try:
    ",".join([1, 2])
except TypeError as e:
    r_join_bad = type(e).__name__
try:
    "a".split("")
except ValueError as e:
    r_empty_sep = type(e).__name__
