# probe: partition and rpartition
# inputs
s = "key=value=more"
# body
r_part = s.partition("=")
r_rpart = s.rpartition("=")
r_missing = s.partition(":")
r_rmissing = s.rpartition(":")
k, _, v = s.partition("=")
r_kv = (k, v)
