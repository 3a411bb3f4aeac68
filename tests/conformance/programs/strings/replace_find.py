# probe: replace with count; find, rfind, index, rindex, count
# inputs
s = "banana"
sub = "an"
# body
r_replace = s.replace(sub, "AN")
r_replace_count = s.replace("a", "o", 2)
r_replace_empty = "ab".replace("", "-")
r_find = s.find(sub)
r_rfind = s.rfind(sub)
r_find_start = s.find(sub, 2)
r_not_found = s.find("x")
r_index = s.index("n")
r_count = s.count("a")
r_count_overlap = "aaaa".count("aa")
r_count_empty = "abc".count("")
try:
    s.index("z")
except ValueError as e:
    r_index_err = type(e).__name__
r_rindex = s.rindex("a")
