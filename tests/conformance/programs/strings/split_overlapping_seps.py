# probe: split/rsplit/partition/count/replace with a separator that overlaps itself ('aa' in 'aaaaa')
# inputs
s = "aaaaa"
sep = "aa"
# body
r_split = s.split(sep)
r_rsplit = s.rsplit(sep)
r_split1 = s.split(sep, 1)
r_rsplit1 = s.rsplit(sep, 1)
r_part = s.partition(sep)
r_rpart = s.rpartition(sep)
r_count = s.count(sep)
r_replace = s.replace(sep, "b")
r_replace1 = s.replace(sep, "b", 1)
r_find = (s.find(sep), s.rfind(sep), s.find(sep, 4), s.rfind(sep, 0, 3))
r_index = s.rindex(sep, 1)
