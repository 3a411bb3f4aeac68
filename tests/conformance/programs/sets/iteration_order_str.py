# probe: iteration order of a set of strings is not insertion order (observed through list)
# inputs
names = ["decode", "prefill", "mixed", "append"]
# body
s = set(names)
r_len = len(s)
r_sorted = sorted(s)
r_list = list(s)
r_first = next(iter(s))
