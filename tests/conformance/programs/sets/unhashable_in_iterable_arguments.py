# probe: which set methods hash every item of a non-set argument up front (TypeError) and which stop early: isdisjoint/issuperset go item by item, difference on an empty set still hashes, a set item is not converted to frozenset by difference
# inputs
items_found_first = [1, [2]]
items_bad_first = [[2], 1]
# body
out = []
calls = [
    lambda: {1}.isdisjoint(items_found_first),
    lambda: {1}.isdisjoint(items_bad_first),
    lambda: {1}.issuperset([2, [3]]),
    lambda: {1}.issuperset(items_found_first),
    lambda: {1}.issubset(items_found_first),
    lambda: set().difference(items_bad_first),
    lambda: set().intersection(items_bad_first),
    lambda: sorted({1}.union(items_bad_first[1:])),
    lambda: {frozenset({1})}.difference([{1}]),
    lambda: len({frozenset({1})} - {frozenset({1})}),
    lambda: [1] in frozenset(),
]
for c in calls:
    try:
        out.append(c())
    except TypeError as e:
        out.append(type(e).__name__)
r_out = out
s = {frozenset({1}), 2}
s.discard({1})
r_discard_converted = sorted(x for x in s if not isinstance(x, frozenset))
r_len = len(s)
