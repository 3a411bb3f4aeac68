# probe: class defining __eq__ only is unhashable; __hash__ = None explicit; subclass restoring __hash__; hashable check via set
# inputs
v = 1
# body
class E:
    def __eq__(self, o):
        return True
class H:
    __hash__ = None
class Restore(E):
    __hash__ = object.__hash__
class Both:
    def __eq__(self, o):
        return isinstance(o, Both)
    def __hash__(self):
        return v
r_e_hash = E.__hash__
r_h_hash = H.__hash__
errs = []
for obj in (E(), H()):
    try:
        {obj}
    except TypeError as e:
        errs.append(type(e).__name__)
r_errs = errs
r_restore = len({Restore(), Restore()})
r_both = len({Both(), Both()})
r_both_hash = hash(Both())
try:
    {E(): 1}
except TypeError as e:
    r_dict_key = type(e).__name__
import collections.abc
r_abc = (isinstance(E(), collections.abc.Hashable), isinstance(Restore(), collections.abc.Hashable))
