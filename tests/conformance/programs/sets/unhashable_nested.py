# probe: a tuple holding a list is unhashable wherever a hash is taken
# inputs
pairs = [(0, [0]), (1, [2])]
# body
import collections
try:
    r_counter = dict(collections.Counter(pairs))
except TypeError as err:
    r_counter_err = type(err).__name__
try:
    r_set = len(set(pairs))
except TypeError as err:
    r_set_err = type(err).__name__
try:
    r_dict = len({p: 1 for p in pairs})
except TypeError as err:
    r_dict_err = type(err).__name__
try:
    r_hash = hash(pairs[0])
except TypeError as err:
    r_hash_err = type(err).__name__
try:
    r_in_set = pairs[0] in {1, 2}
except TypeError as err:
    r_in_set_err = type(err).__name__
try:
    r_fromkeys = len(dict.fromkeys(pairs))
except TypeError as err:
    r_fromkeys_err = type(err).__name__
r_ok = len(set([(0, (1, 2)), (0, (1, 2))]))
