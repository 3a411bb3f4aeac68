# probe: a dict subclass __missing__ logging and inserting, looked up with an input key, a key present and one absent; the log and the dict after
# inputs
key = "b"
other = "a"
# body
log = []
class Track(dict):
    def __missing__(self, k):
        log.append(k)
        self[k] = k * 2
        return "miss:" + k
d = Track(a=1)
r1 = d[key]
r2 = d[other]
r3 = d[key]
r_log = list(log)
r_keys = sorted(d)
r_len = len(d)
