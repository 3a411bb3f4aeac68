# probe: a map whose function raises StopIteration looks exhausted to more consumers: any, sum, set, min, str.join, zip, enumerate, dict, next, a for loop
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
r_any = outcome(lambda: any(map(take, range(4))))
r_sum = outcome(lambda: sum(map(take, range(4))))
r_set = outcome(lambda: sorted(set(map(take, range(4)))))
r_min = outcome(lambda: min(map(take, range(4))))
r_join = outcome(lambda: "-".join(map(str, map(take, range(4)))))
r_zip = outcome(lambda: list(zip("abcd", map(take, range(4)))))
r_enumerate = outcome(lambda: list(enumerate(map(take, range(4)))))
r_dict = outcome(lambda: dict(map(lambda k: (k, take()), "abcd")))
r_next = outcome(lambda: next(map(take, range(0))))
def loop():
    out = []
    for v in map(take, range(4)):
        out.append(v)
    return out
r_loop = outcome(loop)
