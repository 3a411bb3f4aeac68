# probe: collections.abc isinstance checks on builtins and user classes
# inputs
v = [1]
# body
from collections.abc import Mapping, Sequence, Iterable, Callable, Sized, MutableMapping
r_list = (isinstance(v, Sequence), isinstance(v, Mapping), isinstance(v, Iterable))
r_dict = (isinstance({}, Mapping), isinstance({}, MutableMapping))
r_str_seq = isinstance("s", Sequence)
r_callable = isinstance(len, Callable)
class Thing:
    def __len__(self):
        return 0
r_sized = isinstance(Thing(), Sized)
r_gen_iterable = isinstance((x for x in v), Iterable)
