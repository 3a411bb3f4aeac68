# probe: removing a backend named by the config from a list and a set, discard vs remove, and the list after
# inputs
drop = "torch"
# body
backends = ["cutlass", "torch", "triton", "torch"]
try:
    backends.remove(drop)
    r_removed = True
except ValueError as e:
    r_removed = type(e).__name__
r_backends = backends
s = {"cutlass", "torch"}
s.discard(drop)
r_s = sorted(s)
r_len = len(s)
try:
    s.remove(drop)
    r_set_remove = "ok"
except KeyError as e:
    r_set_remove = type(e).__name__
