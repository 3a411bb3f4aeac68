# probe: early returns from inside a with block and a loop inside it: the context manager's exit runs and sees the exception or none
# inputs
wanted = "fp8"
avail = ["bf16", "fp8", "fp16"]
# body
events = []
class Timer:
    def __init__(self, tag):
        self.tag = tag
    def __enter__(self):
        events.append("enter:" + self.tag)
        return self
    def __exit__(self, et, ev, tb):
        events.append("exit:" + self.tag + ":" + (et.__name__ if et else "-"))
        return et is KeyError
def find(w):
    with Timer("find"):
        for d in avail:
            if d == w:
                return d
        events.append("none")
    return None
r_find = find(wanted)
r_find_missing = find("int4")
def lookup(w):
    with Timer("lookup"):
        return {"bf16": 2}[w]
    return "suppressed"
r_lookup = lookup(wanted)
r_lookup_ok = lookup("bf16")
r_events = events
