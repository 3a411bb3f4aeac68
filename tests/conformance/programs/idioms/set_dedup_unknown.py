# probe: deduplicating backend names through a seen set and dict.fromkeys, one name from the config
# inputs
extra = "triton"
# body
names = ["cutlass", "triton", extra, "torch"]
seen = set()
unique = []
for n in names:
    if n in seen:
        continue
    seen.add(n)
    unique.append(n)
r_unique = unique
r_n = len(unique)
r_fromkeys = list(dict.fromkeys(names))
r_len_set = len(set(names))
r_index = names.index("torch")
r_index_extra = names.index(extra)
r_count = names.count("triton")
