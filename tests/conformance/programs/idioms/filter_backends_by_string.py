# probe: filtering backends by a comma-separated filter string, substring and exact matches, empty filter keeps all
# inputs
filt = "tri,cu"
backends = ["triton", "cublas", "cutlass", "torch", "tri_dao"]
# body
wanted = [w.strip() for w in filt.split(",") if w.strip()]
r_wanted = wanted
r_sub = [b for b in backends if any(w in b for w in wanted)]
r_prefix = [b for b in backends if b.startswith(tuple(wanted))]
r_exact = [b for b in backends if b in wanted]
empty = ""
r_empty_split = empty.split(",")
r_all = [b for b in backends if not empty or b in empty.split(",")]
r_none_split = "".split()
r_rsplit = filt.rsplit(",", 1)
r_part = filt.partition(",")
try:
    backends.startswith
    r_err = "ok"
except AttributeError as e:
    r_err = type(e).__name__
