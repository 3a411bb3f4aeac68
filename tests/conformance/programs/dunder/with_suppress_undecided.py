# probe: an __exit__ that suppresses: what the body did after the raise, and what __exit__ was given
# inputs
d = {"k": 1}
n = 0
# body
class Flags:
    def __enter__(self):
        return self
    def __exit__(self, t, e, tb):
        global r_exit_clean, r_exit_failed
        if t is None:
            r_exit_clean = "yes"
        else:
            r_exit_failed = "yes"
        return True
r_exit_clean = "no"
r_exit_failed = "no"
with Flags():
    r_item = d["zz"]
class Quiet:
    def __enter__(self):
        return self
    def __exit__(self, t, e, tb):
        self.got = t.__name__ if t else None
        return True
q = Quiet()
r_reached = "no"
with q:
    r_value = d["k"]
    r_div = 10 / n
    r_reached = "yes"
r_got = q.got
q2 = Quiet()
with q2:
    r_missing = d["missing"]
r_got2 = q2.got
def inner():
    with Quiet():
        return d["other"]
    return "suppressed"
r_inner = inner()
