# probe: %(key) lookups: empty key, keys with spaces and parens, the same key twice, a dict subclass, flags after the key
# inputs
d = {"": "empty", "a b": "spaced", "f(x)": "call", "n": 42, "x": 2.5}
# body
r_empty_key = "%()s" % d
r_spaced = "%(a b)s" % d
r_parens = "%(f(x))s" % d
r_twice = "%(n)d/%(n)05d/%(n)-4d|%(n)x" % d
r_flags = "%(x)+.2f|%(x) 8.3e|%(n)#o" % d
r_repr = "%(a b)r" % d
class D(dict):
    def __missing__(self, k):
        return "<" + k + ">"
r_subclass = "%(n)s %(zz)s" % D(d)
try:
    "%(missing)s" % d
    r_missing = "ok"
except KeyError as e:
    r_missing = (type(e).__name__, e.args)
try:
    "%(n" % d
    r_unclosed = "ok"
except ValueError as e:
    r_unclosed = type(e).__name__
try:
    "%(n)s" % (1,)
    r_tuple = "ok"
except TypeError as e:
    r_tuple = type(e).__name__
