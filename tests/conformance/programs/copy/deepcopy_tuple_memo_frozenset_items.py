# probe: deepcopy memo for a tuple that changes (it holds a list) reached twice and through another tuple; a tuple holding a frozenset is a new tuple (the frozenset is rebuilt); tuples of atoms stay themselves
# inputs
v = [1]
# body
import copy
t = (v, 2)
outer = [t, t, (t,)]
c = copy.deepcopy(outer)
r_shared_tuple = (c[0] is c[1], c[2][0] is c[0], c[0] is t, c[0][0] is v)
fs = frozenset([1])
tf = (fs, 1)
r_tf = copy.deepcopy(tf) is tf
r_tf_item = copy.deepcopy(tf)[0] is fs
nested = ((1, 2), ("a",))
r_nested_same = copy.deepcopy(nested) is nested
