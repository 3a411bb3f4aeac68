# probe: iter(callable, sentinel) driven by a container's own methods (list.pop, dict.popitem, deque-like draining), stopping at the sentinel or at the exception the callable raises
# inputs
items = [3, 0, 2, 1]
# body
stack = list(items)
r_until_zero = list(iter(stack.pop, 0))
r_left = stack
work = list(items)
try:
    r_drain = list(iter(work.pop, None))
except IndexError as e:
    r_drain = (type(e).__name__, work)
d = {"a": 1, "b": 2}
try:
    seen = []
    for pair in iter(d.popitem, ("zz", 0)):
        seen.append(pair)
except KeyError as e:
    r_popitem = (type(e).__name__, seen, d)
counter = iter(range(10)).__next__
r_range = list(iter(counter, 4))
r_rest = counter()
