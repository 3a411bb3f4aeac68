# probe: an except clause's class expression has a side effect; whether it runs depends on whether the try body raised, which depends on the input key and a branch
# inputs
k = "a"
idx = 0
# body
log = []
def cls(c):
    log.append(c.__name__)
    return c
d = {"a": 1}
try:
    v = d[k]
except cls(KeyError):
    v = "missing"
r_v = v
items = [10]
try:
    w = items[idx]
except cls(TypeError):
    w = "type"
except cls(IndexError):
    w = "index"
r_w = w
count = 0
for key in ("a", k, "zz"):
    try:
        d[key]
    except cls(LookupError):
        count += 1
r_count = count
r_log = log
