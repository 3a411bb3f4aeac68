# probe: a map whose function raises StopIteration looks exhausted to every consumer: tuple, sorted, a comprehension over it, unpacking, list.extend
# inputs
items = [3, 1]
# body
src = []
def take(_=None):
    if not src:
        raise StopIteration
    return src.pop(0)
def outcome(thunk):
    src[:] = items
    try:
        return ("ok", thunk())
    except StopIteration:
        return "StopIteration"
    except ValueError:
        return "ValueError"
r_tuple = outcome(lambda: tuple(map(take, range(4))))
r_sorted = outcome(lambda: sorted(map(take, range(4))))
r_comprehension = outcome(lambda: [v * 2 for v in map(take, range(4))])
def unpack():
    a, b = map(take, range(4))
    return (a, b)
r_unpack = outcome(unpack)
def extend():
    out = []
    out.extend(map(take, range(4)))
    return out
r_extend = outcome(extend)
