# probe: `is` on ints computed at run time: CPython caches -5..256, so results in range are the same object, larger ones are new
# inputs
n = 10
s = "25"
# body
r_small = (n + 1) is (n + 1)
r_big = (n * 30) is (n * 30)
r_edge = (n * 25 + 6) is (n * 25 + 6)
r_edge_out = (n * 25 + 7) is (n * 25 + 7)
r_neg = (-n // 2) is (-n // 2)
r_neg_out = (-n + 4) is (-n + 4)
r_parsed = int(s) is int(s)
r_parsed_big = int(s * 2) is int(s * 2)
r_none = [] == [] and None is None
r_bool = (n > 1) is True
r_empty_str = str() is ""
r_empty_tuple = tuple() is ()
