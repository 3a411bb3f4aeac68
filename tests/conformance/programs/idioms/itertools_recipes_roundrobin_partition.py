# probe: the itertools docs recipes roundrobin (cycle + islice, shrinking), partition (tee + filterfalse), unique_everseen, grouper (zip_longest), iter_except
# inputs
a = "ABC"
b = "D"
c = "EF"
# body
from itertools import cycle, islice, tee, filterfalse, zip_longest
def roundrobin(*iterables):
    num_active = len(iterables)
    nexts = cycle(iter(it).__next__ for it in iterables)
    while num_active:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            num_active -= 1
            nexts = cycle(islice(nexts, num_active))
r_rr = "".join(roundrobin(a, b, c))
def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return list(filterfalse(pred, t1)), list(filter(pred, t2))
r_partition = partition(lambda x: x % 2, range(10))
def unique_everseen(iterable, key=None):
    seen = set()
    for element in iterable:
        k = element if key is None else key(element)
        if k not in seen:
            seen.add(k)
            yield element
r_unique = list(unique_everseen("AAAABBBCCDAABBB"))
r_unique_key = list(unique_everseen("ABBcCAD", str.lower))
def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)
r_grouper = list(grouper(a + b + c, 4, "x"))
def iter_except(func, exception):
    try:
        while True:
            yield func()
    except exception:
        pass
stack = list(a)
r_iter_except = list(iter_except(stack.pop, IndexError))
r_stack = stack
d = {"k1": 1, "k2": 2}
r_popitems = list(iter_except(d.popitem, KeyError))
