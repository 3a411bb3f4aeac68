# probe: "1024,2048" comma lists to ints, trailing comma, spaces, empty pieces filtered, map(int) errors
# inputs
spec = "1024,2048, 4096"
trailing = "8,16,"
empty = ""
# body
r_sizes = [int(p) for p in spec.split(",")]
r_trailing_raw = trailing.split(",")
r_trailing = [int(p) for p in trailing.split(",") if p.strip()]
try:
    r_strict = list(map(int, trailing.split(",")))
except ValueError as e:
    r_strict = type(e).__name__
r_empty = [int(p) for p in empty.split(",") if p]
r_empty_raw = empty.split(",")
r_maxsplit = spec.split(",", 1)
r_rsplit = spec.rsplit(",", 1)
r_joined = ",".join(str(x * 2) for x in r_sizes)
r_partition = spec.partition(",")
r_known = "1,2,3".split(",")
