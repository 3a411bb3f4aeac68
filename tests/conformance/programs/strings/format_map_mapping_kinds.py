# probe: format_map with dict, dict subclass with __missing__, defaultdict, a custom mapping class, and a counter of lookups
# inputs
base = {"a": 1, "b": "two"}
# body
import collections
class Loud(dict):
    def __missing__(self, key):
        return key.upper()
class Counting:
    def __init__(self):
        self.seen = []
    def __getitem__(self, key):
        self.seen.append(key)
        return len(key)
r_plain = "{a}-{b}".format_map(base)
r_missing = "{a}-{zz}-{b!r}".format_map(Loud(base))
dd = collections.defaultdict(lambda: "?", base)
r_dd = "{a}{q}{r}".format_map(dd)
r_dd_keys = sorted(dd)
c = Counting()
r_custom = "{xyz}+{ab}+{xyz:>4}".format_map(c)
r_seen = c.seen
try:
    "{a}{c}".format_map(base)
    r_err = "ok"
except KeyError as e:
    r_err = (type(e).__name__, e.args)
try:
    "{}".format_map(base)
    r_pos = "ok"
except ValueError as e:
    r_pos = type(e).__name__
