# probe: the type names of the iterators iter() and reversed() give for each kind of container, and that iter() of an iterator is itself
# inputs
word = "ab"
# body
import collections
r_names = [type(x).__name__ for x in [
    iter([1]), iter((1,)), iter(word), iter("é"), iter(range(3)), iter({1: 2}), iter({1: 2}.values()),
    iter({1: 2}.items()), iter({1}), iter(frozenset()), iter(b"ab"), iter(bytearray(b"a")),
    reversed([1]), reversed(range(3)), reversed(word), reversed((1, 2)), reversed({1: 2}),
    reversed({1: 2}.values()), reversed({1: 2}.items()), iter(collections.deque()),
    iter(lambda: 1, 1), map(abs, []), filter(None, []), zip(), enumerate([]),
]]
it = iter([1, 2])
r_self = (iter(it) is it, iter(iter(it)) is it)
m = map(abs, [1])
r_map_self = iter(m) is m
r_list_not_self = iter([]) is not iter([])
e = enumerate(word)
r_enum_self = iter(e) is e
g = (x for x in word)
r_gen_self = iter(g) is g
