# probe: count/find/rfind/index with start/end beyond the string, negative, and with empty substrings
# inputs
s = "abcabcab"
# body
r_count_overlap = ("aaaa".count("aa"), "aaaaa".count("aa", 1), "aaaa".count("aa", 0, 3))
r_count_empty = (s.count(""), s.count("", 3), s.count("", 8), s.count("", 9), s.count("", -2), s.count("", 5, 2), "".count(""))
r_find_empty = (s.find(""), s.find("", 8), s.find("", 9), s.find("", -3), s.rfind(""), s.rfind("", 2, 5), s.rfind("", 9))
r_find_ranges = (s.find("ab", 1), s.find("ab", -3), s.find("ab", 1, 4), s.find("ab", 1, 5), s.rfind("ab", 0, 7), s.rfind("ab", -100, -1), s.find("c", None, None))
r_index_ok = (s.index("c", 3), s.rindex("a", 0, 4))
r_startswith_range = (s.startswith("ca", 2), s.startswith("", 8), s.startswith("", 9), s.endswith("", 9), s.endswith("bc", 0, 6), s.startswith(("x", "ca"), 2, 3))
try:
    s.index("z")
except ValueError as e:
    r_index_msg = str(e)
try:
    s.rindex("a", 7)
except ValueError as e:
    r_rindex_msg = str(e)
try:
    s.find("a", 1.0)
except TypeError as e:
    r_float_start = str(e)
