# probe: repr and str of containers that hold themselves show [...] / {...} at the cycle
# inputs
tag = "t"
# body
lst = [1, tag]
lst.append(lst)
d = {"k": tag}
d["self"] = d
pair = [lst, d]
r_list = repr(lst)
r_dict = repr(d)
r_str_list = str(lst)
r_pair = repr(pair)
r_fstr = f"{lst}|{d!r}"
r_pct = "%s" % (lst,)
r_tuple = repr((lst,))
r_len = len(repr(lst))
