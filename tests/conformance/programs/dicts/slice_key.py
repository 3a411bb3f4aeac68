# probe: a slice is no key of a dict (unhashable before Python 3.12)
# inputs
n = 1
plain = {'a': 1}
# body
import collections
d = collections.defaultdict(list)
try:
    r_default = d[1:]
except TypeError as err:
    r_default_err = type(err).__name__
try:
    r_plain = plain[:1]
except (TypeError, KeyError) as err:
    r_plain_err = type(err).__name__
r_len = len(d)
