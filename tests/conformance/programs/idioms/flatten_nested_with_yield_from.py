# probe: a recursive flatten with yield from over nested lists/tuples (strings kept whole), depth-limited, and counting the generators' recursion by side effect
# inputs
nested = [1, [2, [3, [4, "ab"]], (5,)], [], 6]
# body
visits = []
def flatten(x, depth=0):
    visits.append(depth)
    for item in x:
        if isinstance(item, (list, tuple)):
            yield from flatten(item, depth + 1)
        else:
            yield item
r_flat = list(flatten(nested))
r_max_depth = max(visits)
r_visits = len(visits)
def flatten_limited(x, limit):
    for item in x:
        if isinstance(item, list) and limit > 0:
            yield from flatten_limited(item, limit - 1)
        else:
            yield item
r_limit1 = list(flatten_limited(nested, 1))
visits.clear()
g = flatten(nested)
r_first_two = (next(g), next(g))
r_visits_partial = list(visits)
def tree_paths(t, prefix=()):
    for k, v in t.items():
        if isinstance(v, dict):
            yield from tree_paths(v, prefix + (k,))
        else:
            yield prefix + (k,), v
r_paths = list(tree_paths({"a": {"b": 1, "c": {"d": 2}}, "e": 3}))
