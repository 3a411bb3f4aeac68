# probe: dict subclass __missing__ logging; a key inserted or deleted only when an input holds, then read with []: whether __missing__ ran and the log after
# inputs
on = 1
# body
log = []
class D(dict):
    def __missing__(self, k):
        log.append(k)
        return "default"
d = D(keep=1)
if on:
    d["x"] = "set"
r_x = d["x"]
if on:
    del d["keep"]
r_keep = d["keep"]
r_log = list(log)
r_len = len(d)
