# probe: collections.abc checks over containers, views, iterators and user classes: Hashable, Set, Reversible, Collection, Iterator, MutableSequence, structural (__subclasshook__) vs registered-only ABCs
# inputs
xs = [1, 2]
# body
from collections import OrderedDict, deque, Counter
from collections.abc import Hashable, Set, Collection, KeysView, Reversible, MutableSequence, MutableSet, MutableMapping, Mapping, Iterator, Generator, Sequence, Iterable, ByteString
d = {"a": 1}
r_hashable = (isinstance(xs, Hashable), isinstance(tuple(xs), Hashable), isinstance(None, Hashable), isinstance(frozenset(), Hashable), isinstance(set(), Hashable))
r_views = (isinstance(d.keys(), Set), isinstance(d.items(), Set), isinstance(d.values(), Set), isinstance(d.values(), Collection), isinstance(d.keys(), KeysView))
r_reversible = (isinstance(xs, Reversible), isinstance(d, Reversible), isinstance(set(), Reversible), isinstance(range(3), Reversible))
r_mutable = (isinstance(deque(), MutableSequence), isinstance(tuple(), MutableSequence), isinstance(frozenset(), MutableSet), isinstance(OrderedDict(), MutableMapping), isinstance(Counter(), Mapping))
r_iter = (isinstance(iter(xs), Iterator), isinstance(xs, Iterator), isinstance((x for x in xs), Generator), isinstance(range(2), Sequence), isinstance("s", Collection))
class Box:
    def __len__(self):
        return 0
    def __iter__(self):
        return iter(())
    def __contains__(self, x):
        return False
class Seqish:
    def __getitem__(self, i):
        raise IndexError
    def __len__(self):
        return 0
class NoHash:
    __hash__ = None
r_structural = (isinstance(Box(), Collection), isinstance(Box(), Sequence), isinstance(Seqish(), Iterable), isinstance(Seqish(), Sequence), isinstance(NoHash(), Hashable), isinstance(Box(), Hashable))
r_issubclass = (issubclass(dict, MutableMapping), issubclass(list, Hashable), issubclass(bytes, ByteString), issubclass(str, Reversible))
