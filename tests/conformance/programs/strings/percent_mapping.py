# probe: printf-style formats that take a mapping: %(key) looked up in a dict, a conversion
# without a key taking the dict itself, a missing key, a key with parentheses in it, a dict
# with no conversion at all, a defaultdict and a Counter (whose missing keys are made), a key
# that is not a string, and a tuple or list where a mapping is wanted
# inputs
name = "decode"
n = 7
f = 2.5
# body
import collections
d = {"name": name, "n": n, "f": f}
r_basic = "%(name)s:%(n)04d:%(f).2f" % d
r_repr = "%(name)r|%(n)-5d|%(n)x" % d
r_twice = "%(n)s+%(n)s" % d
r_whole = "%s" % {"a": 1}
try:
    r_mixed = "%(n)d %s" % {"n": 1}
except TypeError as e:
    r_mixed = "TypeError " + str(e)
try:
    r_two = "%s %s" % {"a": 1}
except TypeError as e:
    r_two = "TypeError"
try:
    r_star = "%*d" % {"a": 1}
except TypeError as e:
    r_star = "TypeError"
r_none = "plain" % {"a": 1}
r_nested_key = "%(a(b))s" % {"a(b)": "paren"}
r_pct = "%(n)d%%" % d
try:
    r_missing = "%(nope)s" % d
except KeyError as e:
    r_missing = "KeyError " + repr(e.args)
try:
    r_type = "%(name)d" % d
except TypeError as e:
    r_type = "TypeError"
try:
    r_incomplete = "%(name" % d
except ValueError as e:
    r_incomplete = "ValueError"
dd = collections.defaultdict(int, {"a": 1})
r_defaultdict = "%(a)s/%(b)s" % dd
r_counter = "%(x)s" % collections.Counter("xxy")
r_int_key = "%(1)s" % {1: "one", "1": "str one"}
try:
    r_tuple = "%(a)s" % ("a",)
except TypeError as e:
    r_tuple = "TypeError"
try:
    r_list = "%(a)s" % ["a"]
except TypeError as e:
    r_list = "TypeError"
