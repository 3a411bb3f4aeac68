# probe: a StopIteration raised inside a callback: map and filter end early as if exhausted; a list comprehension lets it out; a generator expression or generator function turns it into RuntimeError; sorted's key lets it out
# inputs
items = [1, 2]
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
    except RuntimeError:
        return "RuntimeError"
    except StopIteration:
        return "StopIteration"
r_map = outcome(lambda: list(map(take, range(5))))
r_filter = outcome(lambda: list(filter(take, range(5))))
r_listcomp = outcome(lambda: [take() for _ in range(5)])
r_genexp = outcome(lambda: list(take() for _ in range(5)))
def gen():
    for _ in range(5):
        yield take()
r_genfunc = outcome(lambda: list(gen()))
r_sorted_key = outcome(lambda: sorted(range(5), key=take))
r_tuple_map = outcome(lambda: tuple(map(take, range(5))))
r_sum_map = outcome(lambda: sum(map(take, range(5))))
r_plain_call = outcome(take)
src[:] = items
r_for_over_map = []
for v in map(take, range(5)):
    r_for_over_map.append(v)
